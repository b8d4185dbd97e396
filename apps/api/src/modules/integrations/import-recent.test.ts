// "Import recent orders" on the whole app (PGlite, or PostgreSQL with TEST_DATABASE_URL), against
// the Shopify stand-in: the shop's orders read a page at a time, one order here per shop order
// whatever the overlap with webhooks and earlier runs, progress answered, resumable from its cursor.
import { ImportProgressSchema, type ImportRun, INTEGRATION_PATHS } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationImportRuns, integrationShopOrders, orders } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { type Merchant, newMerchant } from '../../test/orders';
import { connectShopify, deliverShopify, startAppWithShopify, stopAppWithShopify } from '../../test/shops';
import { type ShopifyStandIn, shopifyOrder } from '../../test/stand-ins/shopify/stand-in';
import { call, ok } from '../../test/teams';

let t: TestApp;
let shopify: ShopifyStandIn;

beforeAll(async () => {
  ({ t, shopify } = await startAppWithShopify());
});
afterAll(() => stopAppWithShopify({ t, shopify }));

type Connection = { id: string; shop: string };

const connect = (merchant: Merchant, shop: string) => connectShopify<Connection>(t, shopify, merchant, shop);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
/** `count` shop orders numbered from `first`, created an hour apart within the last days. */
const recentOrders = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => shopifyOrder(first + i, { created_at: hoursAgo(count - i) }));

const importPath = (id: string) => INTEGRATION_PATHS.importRecent(id);
async function start(merchant: Merchant, id: string, days = 7): Promise<ImportRun> {
  const answer = ImportProgressSchema.parse(ok(await call(t.app, 'POST', importPath(id), merchant.token, { days })));
  if (!answer.run) throw new Error('no run');
  return answer.run;
}
const progress = async (merchant: Merchant, id: string) =>
  ImportProgressSchema.parse(ok(await call(t.app, 'GET', importPath(id), merchant.token))).run;

const shopOrderIds = async (connectionId: string) =>
  (
    await t.database.db
      .select({ shopOrderId: integrationShopOrders.shopOrderId })
      .from(integrationShopOrders)
      .where(eq(integrationShopOrders.connectionId, connectionId))
  ).map((row) => row.shopOrderId);
const orderCount = async (accountId: string) =>
  (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.accountId, accountId))).length;

const deliver = (shop: string, topic: string, payload: unknown) => deliverShopify(t, shopify, { shop, topic, payload });

describe('Import recent orders from Shopify', () => {
  let merchant: Merchant;
  let connection: Connection;
  const shop = 'backfill-oud.myshopify.com';

  beforeAll(async () => {
    merchant = await newMerchant(t);
    connection = await connect(merchant, shop);
  });

  it('answers no progress before the first import, and refuses 0 or 31 days', async () => {
    expect(await progress(merchant, connection.id)).toBeNull();
    for (const days of [0, 31, 2.5]) {
      const answer = await call(t.app, 'POST', importPath(connection.id), merchant.token, { days });
      expect(answer.statusCode, answer.body).toBe(400);
    }
  });

  it('imports 120 shop orders over 3 pages as 120 orders, leaving out those older than the days asked', async () => {
    shopify.holdOrders(shop, [...recentOrders(5001, 120), shopifyOrder(4001, { created_at: hoursAgo(24 * 10) })]);
    const run = await start(merchant, connection.id);
    expect(run).toMatchObject({ status: 'running', days: 7, processed: 0, total: null, finishedAt: null });
    // A second start while it runs answers the running one.
    expect((await start(merchant, connection.id, 3)).id).toBe(run.id);
    await t.app.jobs.drain();
    expect(await progress(merchant, connection.id)).toMatchObject({
      id: run.id,
      status: 'done',
      processed: 120,
      imported: 120,
      failed: 0,
      total: 120,
      error: null,
    });
    expect(shopify.orderReads.filter((read) => read.shop === shop)).toHaveLength(3);
    const ids = await shopOrderIds(connection.id);
    expect(ids).toHaveLength(120);
    expect(ids).not.toContain('4001');
    expect(await orderCount(merchant.accountId)).toBe(120);
    // 120 orders through the whole app: well over 30 s on a two-core machine shared by many builds.
  }, 90_000);

  it('makes still one order per shop order when run again and when a webhook overlaps', async () => {
    const webhooked = shopifyOrder(5121, { created_at: hoursAgo(0.5) });
    shopify.holdOrders(shop, [webhooked]);
    expect((await deliver(shop, 'orders/create', webhooked)).statusCode).toBe(200);
    expect((await deliver(shop, 'orders/updated', shopifyOrder(5001, { created_at: hoursAgo(120) }))).statusCode).toBe(
      200,
    );
    const run = await start(merchant, connection.id);
    await t.app.jobs.drain();
    expect(await progress(merchant, connection.id)).toMatchObject({ id: run.id, status: 'done', processed: 121 });
    const ids = await shopOrderIds(connection.id);
    expect(ids).toHaveLength(121);
    expect(new Set(ids).size).toBe(121);
    expect(await orderCount(merchant.accountId)).toBe(121);
  });

  it('keeps a shop order that cannot become an order in the sync log, and counts it failed', async () => {
    const badPhone = { shipping_address: { ...shopifyOrder(0).shipping_address, phone: '050 12' } };
    shopify.holdOrders(shop, [shopifyOrder(5200, { ...badPhone, created_at: hoursAgo(0.2) })]);
    await start(merchant, connection.id);
    await t.app.jobs.drain();
    expect(await progress(merchant, connection.id)).toMatchObject({ status: 'done', processed: 122, failed: 1 });
    const log = ok<{ entries: Array<{ shopOrderId: string; reason: string }> }>(
      await call(t.app, 'GET', `${INTEGRATION_PATHS.syncLog(connection.id)}?outcome=failed`, merchant.token),
    );
    expect(log.entries.map((entry) => entry.shopOrderId)).toEqual(['5200']);
    expect(log.entries[0]?.reason).toContain('is not a valid UAE phone number');
    expect(await orderCount(merchant.accountId)).toBe(121);
  });

  it('goes on from the stored cursor after a restart', async () => {
    const owner = await newMerchant(t);
    const resumed = await connect(owner, 'backfill-resume.myshopify.com');
    shopify.holdOrders(resumed.shop, recentOrders(7001, 80));
    const run = await start(owner, resumed.id);
    // As if the process stopped after storing the first page's cursor and counts.
    const firstPage = Buffer.from('50').toString('base64url');
    await t.database.db
      .update(integrationImportRuns)
      .set({ cursor: firstPage, processed: 50, imported: 50 })
      .where(eq(integrationImportRuns.id, run.id));
    await t.app.jobs.drain();
    expect(shopify.orderReads.filter((read) => read.shop === resumed.shop)).toEqual([
      { shop: resumed.shop, after: firstPage },
    ]);
    expect(await progress(owner, resumed.id)).toMatchObject({ status: 'done', processed: 80, imported: 80, total: 80 });
    expect(await shopOrderIds(resumed.id)).toHaveLength(30);
  });

  it('shows nothing of another account’s connection and starts nothing there', async () => {
    const intruder = await newMerchant(t);
    const before = await progress(merchant, connection.id);
    for (const [method, body] of [['GET'], ['POST', { days: 7 }]] as const) {
      expectError(
        await call(t.app, method, importPath(connection.id), intruder.token, body),
        404,
        'not_found',
        'This shop connection does not exist.',
      );
    }
    expect(await progress(merchant, connection.id)).toEqual(before);
  });
});
