// WooCommerce stores that say no, on the whole app (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// the merchant denies at the approval page, the store's REST API refuses the keys it just made, or
// the keys are revoked later. Each ends in a plain message, and the merchant can connect again.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTEGRATION_PATHS, WOO_CONNECT_MESSAGES, WOOCOMMERCE_PATHS } from '@sameday/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type Merchant, newMerchant } from '../../../test/orders';
import { startWooCommerceStandIn, type WooStandIn } from '../../../test/stand-ins/woocommerce/stand-in';
import { call } from '../../../test/teams';

let t: TestApp;
let store: WooStandIn;

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Connect as the screen does it: begin, the store's approval page, then the outcome with what the store sent back. */
async function connect(who: Merchant) {
  const begun = await call(t.app, 'POST', WOOCOMMERCE_PATHS.connect, who.token, { storeUrl: store.url });
  expect(begun.statusCode).toBe(200);
  const authorizeUrl = begun.json<{ authorizeUrl: string }>().authorizeUrl;
  const state = new URL(authorizeUrl).searchParams.get('user_id') ?? '';
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  await answer.arrayBuffer();
  const back = new URL(answer.headers.get('location') ?? authorizeUrl);
  const query = new URLSearchParams({ success: back.searchParams.get('success') ?? '1', user_id: state });
  const outcome = await call(t.app, 'GET', `${WOOCOMMERCE_PATHS.outcome}?${query}`, who.token);
  return { status: answer.status, ...outcome.json<{ outcome: string; message: string; store: string | null }>() };
}

const connectionsOf = async (who: Merchant) =>
  (await call(t.app, 'GET', INTEGRATION_PATHS.connections, who.token)).json<
    Array<{ id: string; platform: string; status: string }>
  >();

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ publicUrl: `http://127.0.0.1:${port}`, woocommerceHttpHosts: ['127.0.0.1'] });
  await t.app.listen({ port, host: '127.0.0.1' });
});
beforeEach(async () => {
  await store?.close();
  store = await startWooCommerceStandIn();
});
afterAll(async () => {
  await store?.close();
  await t.close();
});

describe('WooCommerce stores that refuse', () => {
  it('says so when the merchant denies access at the store, and connects nothing', async () => {
    const merchant = await newMerchant(t);
    store.decision = 'deny';
    const ended = await connect(merchant);
    expect(ended).toEqual({
      status: 302,
      outcome: 'denied',
      message: WOO_CONNECT_MESSAGES.denied,
      store: store.url.replace('http://', ''),
    });
    expect(store.keys).toEqual([]);
    expect(await connectionsOf(merchant)).toEqual([]);
    // Trying again and approving connects the store.
    store.decision = 'approve';
    expect((await connect(merchant)).outcome).toBe('connected');
    expect(await connectionsOf(merchant)).toEqual([expect.objectContaining({ status: 'connected' })]);
  });

  it('says so when the store refuses the keys it just made: the keys are deleted, the shop needs reconnecting', async () => {
    const merchant = await newMerchant(t);
    store.refusesKeys = true;
    const ended = await connect(merchant);
    // Our non-200 answer to the keys makes the store delete them and show its error page.
    expect(ended).toEqual({
      status: 401,
      outcome: 'refused',
      message: WOO_CONNECT_MESSAGES.refused,
      store: store.url.replace('http://', ''),
    });
    expect(store.keys).toEqual([]);
    expect(store.webhooks.size).toBe(0);
    expect(await connectionsOf(merchant)).toEqual([
      expect.objectContaining({ platform: 'woocommerce', status: 'needs_reconnecting' }),
    ]);
    // Fixed on the store's side: connecting again restores the same connection.
    store.refusesKeys = false;
    expect((await connect(merchant)).outcome).toBe('connected');
    const list = await connectionsOf(merchant);
    expect(list).toEqual([expect.objectContaining({ status: 'connected' })]);
    expect(store.webhooks.size).toBe(3);
  });

  it('marks the connection needs reconnecting when revoked keys are refused by an import', async () => {
    const merchant = await newMerchant(t);
    expect((await connect(merchant)).outcome).toBe('connected');
    const [connection] = await connectionsOf(merchant);
    store.revokeKeys();
    await call(t.app, 'POST', INTEGRATION_PATHS.importRecent(connection?.id ?? ''), merchant.token, { days: 7 });
    await t.app.jobs.drain();
    expect(await connectionsOf(merchant)).toEqual([expect.objectContaining({ status: 'needs_reconnecting' })]);
    expect((await connect(merchant)).outcome).toBe('connected');
    expect(await connectionsOf(merchant)).toEqual([expect.objectContaining({ status: 'connected' })]);
  });
});
