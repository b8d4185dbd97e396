import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueAction, enqueueProof, newId, waitingCount } from './queue';
import { closeStore, idbOutbox, readKept, writeKept } from './store';

afterEach(async () => {
  await closeStore();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('sameday-courier');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
});

describe('the outbox in IndexedDB', () => {
  it('keeps items in the order taken, with their ids and the proof image, across a reopen', async () => {
    const photoId = newId();
    const first = { id: newId(), at: '2026-11-29T08:00:00.000Z', kind: 'shift_start' } as const;
    await enqueueAction(idbOutbox, first);
    await enqueueProof(idbOutbox, photoId, new Blob(['jpeg-bytes'], { type: 'image/jpeg' }), 'image/jpeg');
    await enqueueAction(idbOutbox, {
      id: newId(),
      at: '2026-11-29T08:05:00.000Z',
      kind: 'deliver',
      orderId: 'ord_1',
      photoId,
    });
    await closeStore();
    const items = await idbOutbox.all();
    expect(items.map((item) => item.type)).toEqual(['action', 'proof', 'action']);
    expect(items[0]?.id).toBe(first.id);
    expect(items[1]?.id).toBe(photoId);
    expect(items.map((item) => item.seq)).toEqual([...items.map((item) => item.seq)].sort());
    expect(waitingCount(items)).toBe(2);
    await idbOutbox.remove(items[0]?.seq as number);
    expect((await idbOutbox.all()).length).toBe(2);
  });

  it('keeps the day read last', async () => {
    await writeKept('today', { at: 'x' });
    expect(await readKept('today')).toEqual({ at: 'x' });
  });
});
