// WooCommerce end to end on the whole app (PGlite, or PostgreSQL with TEST_DATABASE_URL): a merchant
// connects the store's stand-in, the store sends signed order webhooks, tracking goes back. The app
// listens on a real port: the store posts the keys and its webhooks to it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ImportProgressSchema,
  INTEGRATION_PATHS,
  SHOP_SYNC_SENTENCES,
  sentence,
  WOOCOMMERCE_PATHS,
} from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  integrationConnections,
  integrationDeliveries,
  integrationShopOrders,
  integrationSyncLog,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { getOrder, type Merchant, newMerchant, putInState } from '../../../test/orders';
import { sampleOrder } from '../../../test/stand-ins/woocommerce/orders';
import { startWooCommerceStandIn, type WooStandIn } from '../../../test/stand-ins/woocommerce/stand-in';
import { call } from '../../../test/teams';
import { transitionOrder } from '../../orders';

let t: TestApp;
let store: WooStandIn;
let merchant: Merchant;
let other: Merchant;

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The store's deliveries answered, then the jobs they queued run. */
async function settle() {
  await store.settled();
  await t.app.jobs.drain();
}

const shopName = () => store.url.replace(/^http:\/\//, '');

async function connect(who: Merchant) {
  const begun = await call(t.app, 'POST', WOOCOMMERCE_PATHS.connect, who.token, { storeUrl: store.url });
  expect(begun.statusCode).toBe(200);
  const authorizeUrl = begun.json<{ authorizeUrl: string }>().authorizeUrl;
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  await answer.arrayBuffer();
  // Back with `success` and `user_id`; when the keys were refused the store shows its error page
  // instead, and the screen asks with the state it sent.
  const back = new URL(answer.headers.get('location') ?? authorizeUrl);
  const state = back.searchParams.get('user_id') ?? '';
  const query = new URLSearchParams({ success: back.searchParams.get('success') ?? '1', user_id: state });
  const outcome = await call(t.app, 'GET', `${WOOCOMMERCE_PATHS.outcome}?${query}`, who.token);
  return { status: answer.status, outcome: outcome.json<{ outcome: string }>().outcome };
}

const shopOrderRows = (connectionId: string) =>
  t.database.db.select().from(integrationShopOrders).where(eq(integrationShopOrders.connectionId, connectionId));

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ publicUrl: `http://127.0.0.1:${port}`, woocommerceHttpHosts: ['127.0.0.1'] });
  await t.app.listen({ port, host: '127.0.0.1' });
  store = await startWooCommerceStandIn();
  merchant = await newMerchant(t);
  other = await newMerchant(t);
});
afterAll(async () => {
  await store.close();
  await t.close();
});

describe('WooCommerce through the whole app', () => {
  let connectionId = '';

  it('connects the store: keys kept sealed, three webhooks, their pings answered', async () => {
    expect(await connect(merchant)).toEqual({ status: 302, outcome: 'connected' });
    const list = await call(t.app, 'GET', INTEGRATION_PATHS.connections, merchant.token);
    const mine = list.json<Array<{ id: string; platform: string; shop: string; status: string }>>();
    expect(mine).toEqual([expect.objectContaining({ platform: 'woocommerce', shop: shopName(), status: 'connected' })]);
    connectionId = mine[0]?.id ?? '';
    expect(store.webhooks.size).toBe(3);
    expect(store.pings.map((ping) => ping.status)).toEqual([200, 200, 200]);
    const [row] = await t.database.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, connectionId));
    const key = store.keys.at(-1);
    expect(JSON.stringify(row)).not.toContain(key?.consumerSecret);
    expect(JSON.stringify(row)).not.toContain(key?.consumerKey);
    expect(list.body).not.toContain(key?.consumerSecret ?? 'x');
  });

  it('refuses the same store to another account', async () => {
    expect((await connect(other)).outcome).toBe('already_exists');
    const list = await call(t.app, 'GET', INTEGRATION_PATHS.connections, other.token);
    expect(list.json()).toEqual([]);
  });

  it('answers a forged delivery 401 and keeps nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)` }).from(integrationDeliveries);
    const order = await store.placeOrder();
    const real = store.deliveries.at(-1);
    if (!real) throw new Error('no delivery');
    const forgedBody = real.body.replace(String(order.total), '1.00');
    const forged = await fetch(real.url, { method: 'POST', body: forgedBody, headers: real.headers });
    expect(forged.status).toBe(401);
    const wrongSecret = await fetch(real.url, {
      method: 'POST',
      body: real.body,
      headers: { ...real.headers, 'x-wc-webhook-signature': store.sign(real.body, 'not-the-secret') },
    });
    expect(wrongSecret.status).toBe(401);
    await settle();
    expect(await shopOrderRows(connectionId)).toHaveLength(1);
    const after = await t.database.db.select({ n: sql<number>`count(*)` }).from(integrationDeliveries);
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n) + 1);
  });

  it('makes one order of one delivery sent five times, one after another and all at once', async () => {
    const order = await store.placeOrder();
    const delivery = store.deliveries.at(-1);
    if (!delivery) throw new Error('no delivery');
    for (let i = 0; i < 5; i++) expect(await store.redeliver(delivery)).toBe(200);
    expect(await Promise.all(Array.from({ length: 5 }, () => store.redeliver(delivery)))).toEqual([
      200, 200, 200, 200, 200,
    ]);
    await settle();
    const rows = await shopOrderRows(connectionId);
    expect(rows.filter((row) => row.shopOrderId === String(order.id))).toHaveLength(1);
  });

  it('applies a shop-side edit before collection, logs one after, and cancels a deleted order', async () => {
    const order = await store.placeOrder();
    await settle();
    const imported = (await shopOrderRows(connectionId)).find((row) => row.shopOrderId === String(order.id));
    if (!imported) throw new Error('not imported');
    await store.updateOrder(order.id, { shipping: { ...order.shipping, address_1: 'Villa 14, Street 9' } });
    await settle();
    expect(JSON.stringify(await getOrder(t, merchant.token, imported.orderId))).toContain('Villa 14, Street 9');

    await putInState(t, imported.orderId, 'collected');
    await store.updateOrder(order.id, { shipping: { ...order.shipping, address_1: 'Tower 3, Floor 20' } });
    await settle();
    expect(JSON.stringify(await getOrder(t, merchant.token, imported.orderId))).not.toContain('Tower 3, Floor 20');
    const log = await t.database.db
      .select()
      .from(integrationSyncLog)
      .where(eq(integrationSyncLog.connectionId, connectionId));
    expect(
      log.some((entry) => entry.shopOrderId === String(order.id) && /after it was collected/.test(entry.reason ?? '')),
    ).toBe(true);

    const deleted = await store.placeOrder();
    await settle();
    const deletedRow = (await shopOrderRows(connectionId)).find((row) => row.shopOrderId === String(deleted.id));
    await store.deleteOrder(deleted.id);
    await settle();
    expect(await getOrder(t, merchant.token, deletedRow?.orderId ?? '')).toMatchObject({ status: 'cancelled' });
  });

  const COURIER = { type: 'courier', id: 'courier_1', name: 'Courier' } as const;

  /** A store order, placed and imported through its webhook. */
  async function importedOrder() {
    const order = await store.placeOrder();
    await settle();
    const row = (await shopOrderRows(connectionId)).find((r) => r.shopOrderId === String(order.id));
    if (!row) throw new Error('not imported');
    return { order, row };
  }

  /** The merchant marks the order ready and the courier collects it; what follows is settled. */
  async function handOver(orderId: string) {
    await transitionOrder(t.database.db, merchant.accountId, orderId, 'ready_for_collection', {
      ...COURIER,
      type: 'merchant',
    });
    await transitionOrder(t.database.db, merchant.accountId, orderId, 'collected', COURIER);
    await settle();
  }

  it('tells the store when the order is collected (tracking note, once) and delivered (completed)', async () => {
    const { order, row } = await importedOrder();
    await handOver(row.orderId);
    const notes = store.notes.get(order.id) ?? [];
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ customer_note: true });
    expect(notes[0]?.note).toContain(row.orderId);
    expect(store.orders.get(order.id)?.status).toBe('processing');
    for (const next of ['received_at_depot', 'out_for_delivery', 'delivery_complete'] as const)
      await transitionOrder(t.database.db, merchant.accountId, row.orderId, next, COURIER);
    await settle();
    expect(store.orders.get(order.id)?.status).toBe('completed');
  });

  it('imports the store’s recent orders page by page: one order per shop order, known ones not doubled', async () => {
    // 150 orders the store never sent a webhook for: two pages of the orders list.
    const quiet = Array.from({ length: 150 }, () => sampleOrder());
    for (const order of quiet) store.orders.set(order.id, order);
    const started = await call(t.app, 'POST', INTEGRATION_PATHS.importRecent(connectionId), merchant.token, {
      days: 2,
    });
    expect(started.statusCode, started.body).toBe(200);
    await settle();
    const shippable = [...store.orders.values()].filter((o) => ['processing', 'on-hold'].includes(o.status));
    const progress = ImportProgressSchema.parse(
      (await call(t.app, 'GET', INTEGRATION_PATHS.importRecent(connectionId), merchant.token)).json(),
    ).run;
    expect(progress).toMatchObject({ status: 'done', processed: shippable.length, total: shippable.length, failed: 0 });
    const rows = await shopOrderRows(connectionId);
    for (const order of shippable)
      expect(
        rows.filter((row) => row.shopOrderId === String(order.id)),
        String(order.id),
      ).toHaveLength(1);
    expect(new Set(rows.map((row) => row.shopOrderId)).size).toBe(rows.length);
    // 150 orders through the whole app: about 20 s on a loaded two-core machine.
  }, 90_000);

  it('logs tracking the store could not take in the sync log’s words, and tries it again', async () => {
    const { order, row } = await importedOrder();
    // The store lost the order meanwhile: it answers the tracking 404.
    store.orders.delete(order.id);
    await handOver(row.orderId);
    const failed = (
      await call(t.app, 'GET', `${INTEGRATION_PATHS.syncLog(connectionId)}?outcome=tracking_failed`, merchant.token)
    )
      .json<{ entries: { orderId: string | null; reason: string | null }[] }>()
      .entries.filter((entry) => entry.orderId === row.orderId);
    expect(failed.map((entry) => entry.reason)).toEqual([
      'The shop could not be told (The store answered 404 (woocommerce_rest_shop_order_invalid_id).); retrying.',
    ]);
    // Written from the sync log's table, so the dashboard reads it back in Arabic.
    const problem = sentence(SHOP_SYNC_SENTENCES.storeAnswered, {
      status: 404,
      code: 'woocommerce_rest_shop_order_invalid_id',
    });
    expect(failed[0]?.reason).toBe(sentence(SHOP_SYNC_SENTENCES.trackingRetrying, { problem }));
    expect(await t.app.jobs.list('integrations.tracking', 'queued')).not.toEqual([]);
    store.orders.set(order.id, order);
  });

  it('forgets the keys and deletes its webhooks on disconnect, keeping the orders', async () => {
    const gone = await call(t.app, 'DELETE', INTEGRATION_PATHS.connection(connectionId), other.token);
    expect([403, 404]).toContain(gone.statusCode);
    const answer = await call(t.app, 'DELETE', INTEGRATION_PATHS.connection(connectionId), merchant.token);
    expect(answer.statusCode).toBeLessThan(300);
    expect(store.webhooks.size).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.id, connectionId));
    expect(row?.credentialsSealed ?? null).toBeNull();
    expect((await shopOrderRows(connectionId)).length).toBeGreaterThan(0);
  });
});
