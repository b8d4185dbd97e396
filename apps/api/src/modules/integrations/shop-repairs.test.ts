// What the merchant repairs by hand, whole app against the Shopify stand-in:
// - a shop that stops accepting our access token (the app removed on its side, the token revoked):
//   the connection turns "needs reconnecting" instead of retrying for ever, the merchant is told in
//   plain words, and connecting the shop again brings it back;
// - "Fix and import": the order placed from a failed shop order is linked to it, so the shop's later
//   changes reach it, and the failed entry shows the order instead of the button.
import { IMPORT_RUN_MESSAGES, ImportProgressSchema, INTEGRATION_PATHS, SHOP_SYNC_SENTENCES } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationShopOrders, orders } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { type Merchant, newMerchant, placeOrder } from '../../test/orders';
import { connectShopify, deliverShopify, startAppWithShopify, stopAppWithShopify } from '../../test/shops';
import { type ShopifyStandIn, shopifyOrder } from '../../test/stand-ins/shopify/stand-in';
import { call, ok } from '../../test/teams';
import { transitionOrder } from '../orders';

let t: TestApp;
let shopify: ShopifyStandIn;

beforeAll(async () => {
  ({ t, shopify } = await startAppWithShopify());
});
afterAll(() => stopAppWithShopify({ t, shopify }));

type Connection = { id: string; shop: string; status: string };

const connect = (merchant: Merchant, shop: string) => connectShopify<Connection>(t, shopify, merchant, shop);
const statusOf = async (merchant: Merchant, id: string) =>
  ok<Connection[]>(await call(t.app, 'GET', INTEGRATION_PATHS.connections, merchant.token)).find((c) => c.id === id)
    ?.status;
type Entry = { id: string; outcome: string; reason: string | null; orderId: string | null; fixAndImport: unknown };
const syncLog = async (merchant: Merchant, id: string, outcome: string) =>
  ok<{ entries: Entry[] }>(
    await call(t.app, 'GET', `${INTEGRATION_PATHS.syncLog(id)}?outcome=${outcome}`, merchant.token),
  ).entries;

describe('A shop that refuses our access', () => {
  it('stops an import with a plain reason and marks the connection needs reconnecting', async () => {
    const merchant = await newMerchant(t);
    const shop = 'revoked-import.myshopify.com';
    const connection = await connect(merchant, shop);
    shopify.holdOrders(shop, [shopifyOrder(6001, { created_at: new Date().toISOString() })]);
    shopify.tokens.delete(shop);
    ok(await call(t.app, 'POST', INTEGRATION_PATHS.importRecent(connection.id), merchant.token, { days: 7 }));
    await t.app.jobs.drain();
    const { run } = ImportProgressSchema.parse(
      ok(await call(t.app, 'GET', INTEGRATION_PATHS.importRecent(connection.id), merchant.token)),
    );
    expect(run).toMatchObject({
      status: 'failed',
      processed: 0,
      skipped: 0,
      error: 'The shop refused Sameday’s access: reconnect it, then import again.',
    });
    // Written from the import's table, so the dashboard reads it back in Arabic.
    expect(run?.error).toBe(IMPORT_RUN_MESSAGES.accessRefused);
    expect(await statusOf(merchant, connection.id)).toBe('needs_reconnecting');
    // Importing again before reconnecting would only be refused again: the merchant is told so.
    expectError(
      await call(t.app, 'POST', INTEGRATION_PATHS.importRecent(connection.id), merchant.token, { days: 7 }),
      412,
      'failed_precondition',
      'Reconnect this shop before importing its orders.',
    );
    // Connecting the same shop again brings the connection back.
    expect((await connect(merchant, shop)).status).toBe('connected');
    expect(await statusOf(merchant, connection.id)).toBe('connected');
  });

  it('logs tracking it could not send once, without retrying, and marks the connection', async () => {
    const merchant = await newMerchant(t);
    const shop = 'revoked-tracking.myshopify.com';
    const connection = await connect(merchant, shop);
    await deliverShopify(t, shopify, { shop, topic: 'orders/create', payload: shopifyOrder(6101) });
    await t.app.jobs.drain();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.accountId, merchant.accountId));
    if (!order) throw new Error('not imported');
    shopify.tokens.delete(shop);
    const merchantActor = { type: 'merchant', id: 'm', name: 'Merchant' } as const;
    await transitionOrder(t.database.db, merchant.accountId, order.id, 'ready_for_collection', merchantActor);
    await transitionOrder(t.database.db, merchant.accountId, order.id, 'collected', {
      type: 'courier',
      id: 'courier_1',
      name: 'Courier',
    });
    await t.app.jobs.drain();
    expect(shopify.fulfillments.filter((f) => f.shop === shop)).toEqual([]);
    const failed = await syncLog(merchant, connection.id, 'tracking_failed');
    expect(failed.map((entry) => entry.reason)).toEqual([
      'The shop refused Sameday’s access: reconnect it to send tracking again.',
    ]);
    expect(failed[0]?.reason).toBe(SHOP_SYNC_SENTENCES.trackingRefused);
    expect(await statusOf(merchant, connection.id)).toBe('needs_reconnecting');
    expect(await t.app.jobs.list('integrations.tracking', 'failed')).toEqual([]);
  });
});

describe('Fix and import', () => {
  const badPhone = (id: number) =>
    shopifyOrder(id, { shipping_address: { ...shopifyOrder(0).shipping_address, phone: '050 12' } });

  it('links the order placed from a failed shop order, and the shop’s later changes reach it', async () => {
    const merchant = await newMerchant(t);
    const shop = 'fixed-by-hand.myshopify.com';
    const connection = await connect(merchant, shop);
    await deliverShopify(t, shopify, { shop, topic: 'orders/create', payload: badPhone(7001) });
    await t.app.jobs.drain();
    const [failed] = await syncLog(merchant, connection.id, 'failed');
    if (!failed) throw new Error('no failed entry');
    expect(failed.fixAndImport).not.toBeNull();
    const placed = await placeOrder(t, merchant);
    const path = INTEGRATION_PATHS.syncEntryFixed(connection.id, failed.id);
    const fixed = ok<Entry>(await call(t.app, 'POST', path, merchant.token, { orderId: placed.id }));
    expect(fixed).toMatchObject({ id: failed.id, outcome: 'failed', orderId: placed.id });
    // Said twice (a double click), the same answer and still one link.
    expect(ok<Entry>(await call(t.app, 'POST', path, merchant.token, { orderId: placed.id })).orderId).toBe(placed.id);
    const links = await t.database.db
      .select()
      .from(integrationShopOrders)
      .where(eq(integrationShopOrders.connectionId, connection.id));
    expect(links.map((link) => [link.shopOrderId, link.orderId])).toEqual([['7001', placed.id]]);
    const [imported] = await syncLog(merchant, connection.id, 'imported');
    expect(imported).toMatchObject({ orderId: placed.id, reason: 'Fixed by hand and placed.' });
    // The shop cancels it later: the order placed by hand is cancelled here, no new order appears.
    await deliverShopify(t, shopify, {
      shop,
      topic: 'orders/cancelled',
      payload: shopifyOrder(7001, { cancelled_at: new Date().toISOString() }),
    });
    await t.app.jobs.drain();
    const mine = await t.database.db.select().from(orders).where(eq(orders.accountId, merchant.accountId));
    expect(mine.map((order) => [order.id, order.status])).toEqual([[placed.id, 'cancelled']]);
  });

  it('refuses another order for a shop order already linked, an unknown order, and another account', async () => {
    const merchant = await newMerchant(t);
    const shop = 'fixed-twice.myshopify.com';
    const connection = await connect(merchant, shop);
    await deliverShopify(t, shopify, { shop, topic: 'orders/create', payload: badPhone(7101) });
    await t.app.jobs.drain();
    const [failed] = await syncLog(merchant, connection.id, 'failed');
    if (!failed) throw new Error('no failed entry');
    const path = INTEGRATION_PATHS.syncEntryFixed(connection.id, failed.id);
    const first = await placeOrder(t, merchant);
    const second = await placeOrder(t, merchant);
    ok(await call(t.app, 'POST', path, merchant.token, { orderId: first.id }));
    const again = await call(t.app, 'POST', path, merchant.token, { orderId: second.id });
    expectError(again, 409, 'already_exists', `This shop order is already order ${first.id} here.`);
    const unknown = await call(t.app, 'POST', path, merchant.token, { orderId: 'ord_unknown' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields).toEqual([{ field: 'orderId', message: 'This order does not exist.' }]);
    // Another account: neither its connection nor its orders are reachable.
    const intruder = await newMerchant(t);
    const theirs = await placeOrder(t, intruder);
    expectError(
      await call(t.app, 'POST', path, intruder.token, { orderId: theirs.id }),
      404,
      'not_found',
      'This shop connection does not exist.',
    );
    const other = await deliverFailedFor(merchant, connection.id, shop, 7102);
    const cross = await call(t.app, 'POST', INTEGRATION_PATHS.syncEntryFixed(connection.id, other.id), merchant.token, {
      orderId: theirs.id,
    });
    expect(cross.statusCode).toBe(400);
    expect(cross.json().details.fields[0].field).toBe('orderId');
  });

  async function deliverFailedFor(merchant: Merchant, connectionId: string, shop: string, id: number) {
    await deliverShopify(t, shopify, { shop, topic: 'orders/create', payload: badPhone(id) });
    await t.app.jobs.drain();
    const entry = (await syncLog(merchant, connectionId, 'failed')).find((e) => e.orderId === null);
    if (!entry) throw new Error('no failed entry');
    return entry;
  }
});
