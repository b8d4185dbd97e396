// Delivered, told back to Shopify: the fulfilment made when the courier collected the order gets a
// DELIVERED event, so the shop's admin and its customer's order status page say Delivered.
import { SHOP_SYNC_SENTENCES } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { newMerchant } from '../../test/orders';
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

const courier = { type: 'courier', id: 'courier_1', name: 'Courier' } as const;

describe('Delivered, told back to Shopify', () => {
  it('sends a DELIVERED event on the fulfilment made at collection, once', async () => {
    const merchant = await newMerchant(t);
    const shop = 'delivered-shop.myshopify.com';
    const connection = await connectShopify<{ id: string; shop: string }>(t, shopify, merchant, shop);
    await deliverShopify(t, shopify, { shop, topic: 'orders/create', payload: shopifyOrder(8001) });
    await t.app.jobs.drain();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.accountId, merchant.accountId));
    if (!order) throw new Error('not imported');
    await transitionOrder(t.database.db, merchant.accountId, order.id, 'ready_for_collection', {
      ...courier,
      type: 'merchant',
    });
    await transitionOrder(t.database.db, merchant.accountId, order.id, 'collected', courier);
    await t.app.jobs.drain();
    expect(shopify.fulfillmentEvents.filter((event) => event.shop === shop)).toEqual([]);
    for (const state of ['received_at_depot', 'out_for_delivery', 'delivery_complete'] as const)
      await transitionOrder(t.database.db, merchant.accountId, order.id, state, courier);
    await t.app.jobs.drain();
    expect(shopify.fulfillmentEvents.filter((event) => event.shop === shop)).toEqual([
      { shop, fulfillmentId: 'gid://shopify/Fulfillment/8001', status: 'DELIVERED' },
    ]);
    const log = ok<{ entries: { reason: string | null }[] }>(
      await call(
        t.app,
        'GET',
        `/integrations/connections/${connection.id}/sync-log?outcome=tracking_sent`,
        merchant.token,
      ),
    ).entries;
    expect(log.map((entry) => entry.reason)).toContain('Delivered: the shop order was marked delivered.');
    expect(log.map((entry) => entry.reason)).toContain(SHOP_SYNC_SENTENCES.trackingDelivered);
  });
});
