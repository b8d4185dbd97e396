import 'fake-indexeddb/auto';
import type { CourierAction, CourierActionsBody } from '@sameday/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from './outbox/queue';
import { record, resetCourierState, setOutboxStore, syncNow } from './sync';
import { courierDay } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const action = (kind: 'shift_start' | 'break_start'): CourierAction => ({
  id: crypto.randomUUID(),
  at: new Date().toISOString(),
  kind,
});

describe('sending the outbox', () => {
  it('sends an action kept while a send was under way as soon as that send ends, not at the next retry', async () => {
    const store = memoryStore();
    setOutboxStore(store);
    resetCourierState();
    const sent: string[][] = [];
    let release = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let todayReads = 0;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.endsWith('/identity/token')) return Response.json({ token: 'courier-token', expiresAt: '2030-01-01' });
      if (url.endsWith('/courier/today')) {
        todayReads += 1;
        // The day read after the first send is slow: the courier starts a break meanwhile.
        if (todayReads === 1) await firstAnswered;
        return Response.json(courierDay());
      }
      const body = JSON.parse(String(init?.body)) as CourierActionsBody;
      sent.push(body.actions.map((one) => one.kind));
      return Response.json({
        results: body.actions.map((one) => ({ id: one.id, kind: one.kind, outcome: 'applied' })),
      });
    });
    const first = syncNow();
    await record(action('shift_start'));
    await vi.waitFor(() => expect(todayReads).toBe(1));
    await record(action('break_start'));
    release();
    await first;
    // The second action went in a second send of the same run: nothing waits for the 30 s timer.
    expect(sent).toEqual([['shift_start'], ['break_start']]);
    expect((await store.all()).filter((item) => !item.refused)).toEqual([]);
  });
});
