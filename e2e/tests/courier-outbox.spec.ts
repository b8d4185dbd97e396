import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { CourierAction, CourierActionResult } from '@sameday/contract';
import { fetchToday, serverTransport, signIn } from '../../apps/web/src/courier/api';
import { enqueueAction, enqueueProof, flushOutbox, memoryStore } from '../../apps/web/src/courier/outbox/queue';
import { API, COURIER_PASSWORD, newCourier, ok } from '../support/couriers';
import { E2E_BASE_URL } from '../support/env';
import { opsAdminToken } from '../support/users';

const PHOTO = readFileSync(path.resolve(import.meta.dirname, '../../apps/web/public/courier-icon-192.png'));
const OTHER_PHOTO = readFileSync(path.resolve(import.meta.dirname, '../../apps/web/public/courier-icon-512.png'));

/**
 * The link between the phone and the server, as in a car park: every third request is lost,
 * alternately before it reaches the server (no signal) and after the server applied it (the
 * answer never comes back), the case where a careless retry would apply an action twice.
 */
function flakyLink() {
  const counts = { sent: 0, lostBefore: 0, lostAfter: 0 };
  let flaky = false;
  const realFetch = globalThis.fetch;
  const fetchOverLink = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' && input.startsWith('/') ? `${E2E_BASE_URL}${input}` : input;
    if (!flaky) return realFetch(url, init);
    counts.sent += 1;
    if (counts.sent % 3 !== 0) return realFetch(url, init);
    if ((counts.sent / 3) % 2 === 1) {
      counts.lostBefore += 1;
      throw new TypeError('network error: no signal');
    }
    const answer = await realFetch(url, init);
    await answer.arrayBuffer();
    counts.lostAfter += 1;
    throw new TypeError('network error: the answer was lost');
  };
  return {
    counts,
    start: () => {
      flaky = true;
    },
    install: () => {
      globalThis.fetch = fetchOverLink as typeof fetch;
    },
    remove: () => {
      globalThis.fetch = realFetch;
    },
  };
}

test('200 actions kept offline reach the server over a link that drops every third request, each applied once and in order', async ({
  request,
}) => {
  const operations = await opsAdminToken(request);
  const courier = await newCourier(request, operations, 'Hamdan Rashid');
  // Offline: the shift's start, 99 breaks taken and ended, the shift's end; a photo every 20 actions.
  const store = memoryStore();
  const first = Date.now() - 300_000;
  const kinds: CourierAction['kind'][] = [
    'shift_start',
    ...Array.from({ length: 99 }, () => ['break_start', 'break_end'] as const).flat(),
    'shift_end',
  ];
  const actions = kinds.map(
    (kind, index) =>
      ({ id: crypto.randomUUID(), at: new Date(first + index * 1000).toISOString(), kind }) as CourierAction,
  );
  const proofIds: string[] = [];
  for (const [index, action] of actions.entries()) {
    if (index % 20 === 10) {
      const id = crypto.randomUUID();
      proofIds.push(id);
      await enqueueProof(store, id, new Blob([PHOTO], { type: 'image/png' }), 'image/png');
    }
    await enqueueAction(store, action);
  }
  expect(actions).toHaveLength(200);
  const link = flakyLink();
  link.install();
  try {
    // The courier app's own code: its sign-in, its outbox and its way to the server.
    const signedIn = await signIn(courier.email, COURIER_PASSWORD);
    expect(signedIn.ok).toBe(true);

    // Back in signal, on a bad link: the app sends again after each stop, with the same ids.
    link.start();
    const results: CourierActionResult[] = [];
    let runs = 0;
    while ((await store.all()).length > 0 && runs < 100) {
      runs += 1;
      results.push(...(await flushOutbox(store, serverTransport)).results);
    }
    expect(await store.all()).toEqual([]);
    expect(link.counts.lostBefore).toBeGreaterThan(2);
    expect(link.counts.lostAfter).toBeGreaterThan(2);
    // Every action answered once, applied, in the order taken: one out of order or twice would be refused.
    expect(results.map((result) => result.id)).toEqual(actions.map((action) => action.id));
    expect(results.filter((result) => result.outcome !== 'applied')).toEqual([]);

    // The server's record: the shift started at the first action and ended at the last.
    const today = await fetchToday();
    expect(today.shift?.startedAt).toBe(actions[0]?.at);
    expect(today.shift?.endedAt).toBe(actions.at(-1)?.at);
  } finally {
    link.remove();
  }

  // The same 200 again, as a phone that never heard back would send them: the kept answers, nothing applied twice.
  const { token } = await ok<{ token: string }>(
    await request.post(`${API}/identity/sign-in`, { data: { email: courier.email, password: COURIER_PASSWORD } }),
  );
  const auth = { authorization: `Bearer ${token}` };
  const again = await ok<{ results: CourierActionResult[] }>(
    await request.post(`${API}/courier/actions`, { headers: auth, data: { actions } }),
  );
  expect(again.results.map((result) => `${result.id} ${result.outcome}`)).toEqual(
    actions.map((action) => `${action.id} applied`),
  );
  // A new action now finds the shift ended: the server's state is the 200 applied once.
  const late = await ok<{ results: CourierActionResult[] }>(
    await request.post(`${API}/courier/actions`, {
      headers: auth,
      data: { actions: [{ id: crypto.randomUUID(), at: new Date().toISOString(), kind: 'break_start' }] },
    }),
  );
  expect(late.results[0]?.outcome).toBe('refused');
  // Each photo is on the server, once: its id answers the image first kept (192 px), not another sent now.
  for (const id of proofIds) {
    const put = await ok<{ id: string; width: number }>(
      await request.put(`${API}/courier/proofs/${id}`, {
        headers: { ...auth, 'content-type': 'image/png' },
        data: OTHER_PHOTO,
      }),
    );
    expect(put).toMatchObject({ id, width: 192 });
  }
});
