// A shop that stops accepting our access token (the app removed on its side, the token revoked):
// the connection turns "needs reconnecting" instead of retrying for ever, the merchant is told in
// plain words, and connecting the shop again brings it back. Whole app against the Shopify stand-in.
import { ImportProgressSchema, INTEGRATION_PATHS } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { type Merchant, newMerchant } from '../../test/orders';
import { type ShopifyStandIn, shopifyOrder, startShopifyStandIn } from '../../test/shop-stand-ins/shopify/stand-in';
import { connectShopify, deliverShopify, SHOPIFY_APP } from '../../test/shops';
import { call, ok } from '../../test/teams';
import { transitionOrder } from '../orders';

let t: TestApp;
let shopify: ShopifyStandIn;

beforeAll(async () => {
  shopify = await startShopifyStandIn(SHOPIFY_APP);
  t = await createTestApp({ shopify: { ...SHOPIFY_APP, baseUrl: shopify.baseUrl } });
});
afterAll(async () => {
  await t?.close();
  await shopify?.close();
});

type Connection = { id: string; shop: string; status: string };

const connect = (merchant: Merchant, shop: string) => connectShopify<Connection>(t, shopify, merchant, shop);
const statusOf = async (merchant: Merchant, id: string) =>
  ok<Connection[]>(await call(t.app, 'GET', INTEGRATION_PATHS.connections, merchant.token)).find((c) => c.id === id)
    ?.status;
const syncLog = async (merchant: Merchant, id: string, outcome: string) =>
  ok<{ entries: Array<{ reason: string | null }> }>(
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
    expect(await statusOf(merchant, connection.id)).toBe('needs_reconnecting');
    expect(await t.app.jobs.list('integrations.tracking', 'failed')).toEqual([]);
  });
});
