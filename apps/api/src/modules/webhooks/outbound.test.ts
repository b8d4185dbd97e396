// Outgoing webhooks through the outbound guard, on the whole app: an endpoint whose name resolves
// (by a resolver stand-in) to an internal address is refused when saved, and an endpoint whose
// name rebinds to loopback after it was saved is never connected to on its delivery attempt —
// the attempt is logged as refused. A listener on 127.0.0.1 counts the connections it gets.
import { WEBHOOK_URL_MESSAGES, type WebhookAttemptList } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { newMerchant } from '../../test/orders';
import {
  guardedConfig,
  INTERNAL_ADDRESSES,
  PUBLIC_ADDRESS,
  standInResolver,
  startCountingListener,
} from '../../test/outbound';
import { call, ok } from '../../test/teams';

let t: TestApp;
let listener: Awaited<ReturnType<typeof startCountingListener>>;
const internalNames = Object.fromEntries(
  INTERNAL_ADDRESSES.map((address, index) => [`hooks${index}.evil.example`, address]),
);
const resolve = standInResolver({
  ...internalNames,
  'hooks.rebind.example': (call) => (call === 1 ? PUBLIC_ADDRESS : '127.0.0.1'),
  'hooks.rebind6.example': (call) => (call === 1 ? '2606:4700:4700::1111' : '::ffff:127.0.0.1'),
});

beforeAll(async () => {
  listener = await startCountingListener();
  // The listener's port is allowed, so only the address can refuse a connection to it.
  t = await createTestApp({
    outbound: guardedConfig(resolve, [listener.port]),
    webhooks: { httpHosts: [], timeoutMs: 3000 },
  });
});
afterAll(async () => {
  await t?.close();
  await listener?.close();
});

const fieldMessage = (body: unknown) =>
  (body as { details?: { fields?: { field: string; message: string }[] } }).details?.fields?.[0];

describe('webhook endpoints and the outbound guard', () => {
  it('refuses, when saved, a name that resolves to any internal address, and a port not allowed', async () => {
    const merchant = await newMerchant(t);
    for (const name of Object.keys(internalNames)) {
      const response = await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, {
        url: `https://${name}/sameday`,
        events: ['order.created'],
      });
      expect(response.statusCode, name).toBe(400);
      expect(fieldMessage(json(response)), name).toEqual({ field: 'url', message: WEBHOOK_URL_MESSAGES.blocked });
    }
    const port = await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, {
      url: 'https://hooks.rebind.example:8443/sameday',
      events: ['order.created'],
    });
    expect(fieldMessage(json(port))).toEqual({ field: 'url', message: WEBHOOK_URL_MESSAGES.port });
    expect(ok<{ items: unknown[] }>(await call(t.app, 'GET', '/webhooks/endpoints', merchant.token)).items).toEqual([]);
    expect(listener.connections()).toBe(0);
  });

  it('never connects a delivery attempt to a name that rebinds to loopback after it was saved', async () => {
    const merchant = await newMerchant(t);
    for (const name of ['hooks.rebind.example', 'hooks.rebind6.example']) {
      const created = ok<{ endpoint: { id: string } }>(
        await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, {
          url: `https://${name}:${listener.port}/sameday`,
          events: ['order.created'],
        }),
      );
      ok(await call(t.app, 'POST', `/webhooks/endpoints/${created.endpoint.id}/test`, merchant.token));
      await t.app.jobs.drain();
      const log = ok<WebhookAttemptList>(
        await call(t.app, 'GET', `/webhooks/endpoints/${created.endpoint.id}/attempts?limit=10`, merchant.token),
      );
      expect(log.items, name).toEqual([
        expect.objectContaining({ succeeded: false, responseStatus: null, error: WEBHOOK_URL_MESSAGES.blocked }),
      ]);
    }
    expect(listener.connections()).toBe(0);
  });
});
