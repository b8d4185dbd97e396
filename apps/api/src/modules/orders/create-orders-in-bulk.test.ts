import { type Order, OrderInputSchema, permissionsOfRole } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { bulkImports, idempotencyKeys, orderEvents, orderItems, orders } from '../../db/schema';
import { actorOf } from '../../platform/actor';
import type { Caller } from '../../platform/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { getOrder, type Merchant, newMerchant, orderBody, placeOrder, postOrder } from '../../test/orders';
import { ok } from '../../test/teams';
import { takeBackUnfinishedImports } from '../bulk-upload/service';
import { createOrdersInBulk } from './service';

let t: TestApp;
let merchant: Merchant;
let caller: Caller;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMerchant(t);
  caller = {
    userId: merchant.userId,
    sessionId: 'bulk-test',
    accountId: merchant.accountId,
    accountRole: 'owner',
    roles: [],
    permissions: permissionsOfRole('owner'),
    isRestricted: false,
  };
});
afterAll(async () => t?.close());

const input = (overrides: Record<string, unknown> = {}) =>
  OrderInputSchema.parse(orderBody(merchant.pickupId, overrides));

describe('createOrdersInBulk', () => {
  it('places each order as the single-order call would: same pickup, price, service day, items and first event', async () => {
    const single = ok<Order>(
      await postOrder(t, merchant.token, orderBody(merchant.pickupId, { partnerOrderId: 'ONE-1' })),
    );
    const result = await createOrdersInBulk(t.database.db, actorOf(caller), [
      { input: input({ partnerOrderId: 'BULK-1' }), sourceRowHash: null },
      { input: input({ partnerOrderId: 'BULK-2', payment: { mode: 'prepaid' } }), sourceRowHash: 'hash-2' },
    ]);
    expect(result).toMatchObject({ createdCount: 2, duplicateCount: 0, rejected: [] });
    const bulk = await getOrder(t, merchant.token, result.createdIds[0] as string);
    const pick = (order: Order) => ({
      status: order.status,
      pickup: order.pickup,
      dropoff: order.dropoff,
      items: order.items.map(({ id: _id, ...item }) => item),
      payment: order.payment,
      serviceKind: order.serviceKind,
      serviceDate: order.serviceDate,
      priceFils: order.priceFils,
      createdBy: order.createdBy,
    });
    expect(pick(bulk)).toEqual(pick(single));
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, bulk.id));
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.reason, event.actor])).toEqual([
      [null, 'pending', 'Order placed', 'merchant'],
    ]);
    const [prepaid] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, result.createdIds[1] as string));
    expect(prepaid).toMatchObject({ paymentMode: 'prepaid', codAmountFils: 0, sourceRowHash: 'hash-2' });
  });

  it('skips an order whose reference or source row the account already has, and reports rows the schedule refuses', async () => {
    const far = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const result = await createOrdersInBulk(t.database.db, actorOf(caller), [
      { input: input({ partnerOrderId: 'BULK-1' }), sourceRowHash: null },
      { input: input(), sourceRowHash: 'hash-2' },
      { input: input({ scheduledDate: far }), sourceRowHash: 'hash-3' },
      { input: input({ pickupLocationId: 'loc_elsewhere' }), sourceRowHash: 'hash-4' },
      { input: input(), sourceRowHash: 'hash-5' },
    ]);
    expect(result.createdCount).toBe(1);
    expect(result.duplicateCount).toBe(2);
    expect(result.createdIds.map(Boolean)).toEqual([false, false, false, false, true]);
    expect(result.rejected).toEqual([
      { index: 2, field: 'scheduledDate', message: 'Orders can be scheduled up to 30 days ahead' },
      { index: 3, field: 'pickupLocationId', message: 'Unknown pickup address' },
    ]);
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, result.createdIds[4] as string));
    expect(items).toHaveLength(1);
  });

  it('answers the rows refused anywhere in a long file, planned while the first ones are written (both ways of writing)', async () => {
    for (const writing of ['batches', 'one-transaction'] as const) {
      const refused = new Set([0, 251, 700, 1099]);
      const rows = Array.from({ length: 1100 }, (_, index) => ({
        input: input(refused.has(index) ? { pickupLocationId: 'loc_elsewhere' } : {}),
        sourceRowHash: `${writing}-long-${index}`,
      }));
      const result = await createOrdersInBulk(t.database.db, actorOf(caller), rows, {}, { writing });
      expect(result.createdCount, writing).toBe(1096);
      expect(result.rejected.map((row) => row.index)).toEqual([...refused]);
      expect(result.createdIds.map((id, index) => (id === null) === refused.has(index))).not.toContain(false);
      const placed = await t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(sql`${orders.sourceRowHash} like ${`${writing}-long-%`}`);
      expect(placed).toHaveLength(1096);
    }
  });

  it('undoes every insert when a hook fails at the end of the transaction', async () => {
    const before = await t.database.db.select().from(orders).where(eq(orders.accountId, merchant.accountId));
    await expect(
      createOrdersInBulk(t.database.db, actorOf(caller), [{ input: input(), sourceRowHash: 'hash-rollback' }], {
        end: async () => {
          throw new Error('refused at the end');
        },
      }),
    ).rejects.toThrow('refused at the end');
    const after = await t.database.db.select().from(orders).where(eq(orders.accountId, merchant.accountId));
    expect(after).toHaveLength(before.length);
  });

  const countOf = async (accountId: string) =>
    (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.accountId, accountId))).length;
  const manyRows = (count: number, run: string) =>
    Array.from({ length: count }, (_, index) => ({ input: input(), sourceRowHash: `${run}-${index}` }));

  for (const writing of ['one-transaction', 'batches'] as const) {
    it(`takes back every order when the end fails, written ${writing === 'batches' ? 'in batches' : 'in one transaction'}`, async () => {
      const before = await countOf(merchant.accountId);
      const undone: string[] = [];
      await expect(
        createOrdersInBulk(
          t.database.db,
          actorOf(caller),
          manyRows(600, `undo-${writing}`),
          {
            end: async () => {
              throw new Error('refused at the end');
            },
            undo: async () => {
              undone.push('undo');
            },
          },
          { writing },
        ),
      ).rejects.toThrow('refused at the end');
      expect(await countOf(merchant.accountId)).toBe(before);
      // Only orders written in batches were ever committed, and need taking back.
      expect(undone).toEqual(writing === 'batches' ? ['undo'] : []);
    });
  }

  it('lets other queries run between batches: they see the orders placed so far; in one transaction, none or all', async () => {
    const seen = async (writing: 'one-transaction' | 'batches') => {
      const other = await newMerchant(t);
      const otherCaller = { ...caller, userId: other.userId, accountId: other.accountId };
      const rows = Array.from({ length: 1200 }, (_, index) => ({
        input: OrderInputSchema.parse(orderBody(other.pickupId)),
        sourceRowHash: `seen-${index}`,
      }));
      let isDone = false;
      const placing = createOrdersInBulk(t.database.db, actorOf(otherCaller), rows, {}, { writing }).finally(() => {
        isDone = true;
      });
      const counts = new Set<number>();
      while (!isDone) {
        counts.add(await countOf(other.accountId));
        // One request after another, as over HTTP (a loop of promises alone would keep timers from running).
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await placing).createdCount).toBe(1200);
      return [...counts].filter((count) => count > 0 && count < 1200);
    };
    expect((await seen('batches')).length).toBeGreaterThan(0);
    expect(await seen('one-transaction')).toEqual([]);
  });

  it('merges the search index once an import written in batches ends: no later order pays for it', async () => {
    const other = await newMerchant(t);
    const otherCaller = { ...caller, userId: other.userId, accountId: other.accountId };
    const rows = Array.from({ length: 300 }, (_, index) => ({
      input: OrderInputSchema.parse(orderBody(other.pickupId, { partnerOrderId: `MERGE-${index}` })),
      sourceRowHash: `merge-${index}`,
    }));
    const result = await createOrdersInBulk(t.database.db, actorOf(otherCaller), rows, {}, { writing: 'batches' });
    expect(result.createdCount).toBe(300);
    // The pages it would still have to merge: none (the inserts alone leave them pending).
    const merged = await t.database.db.execute(
      sql`select gin_clean_pending_list('orders_search_idx'::regclass)::int as pages`,
    );
    expect((merged as unknown as { rows: { pages: number }[] }).rows[0]?.pages).toBe(0);
  });

  it('writes batches whose every item, event and decision references an order they placed; no trigger is skipped', async () => {
    const other = await newMerchant(t);
    const otherCaller = { ...caller, userId: other.userId, accountId: other.accountId };
    const rows = Array.from({ length: 600 }, (_, index) => ({
      input: OrderInputSchema.parse(
        orderBody(
          other.pickupId,
          index % 2
            ? {}
            : {
                items: [
                  { name: 'Oud', quantity: 1, weightKg: 1 },
                  { name: 'Box', quantity: 2, weightKg: 0.2 },
                ],
              },
        ),
      ),
      sourceRowHash: `refs-${index}`,
    }));
    const result = await createOrdersInBulk(t.database.db, actorOf(otherCaller), rows, {}, { writing: 'batches' });
    expect(result.createdCount).toBe(600);
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
    for (const table of ['order_items', 'order_events', 'dispatcher_decisions']) {
      const rowsOf = sql.raw(table);
      expect(
        await count(sql`select count(*)::int as n from ${rowsOf} where account_id = ${other.accountId}`),
        table,
      ).toBe(table === 'order_items' ? 900 : 600);
      expect(
        await count(sql`select count(*)::int as n from ${rowsOf} r where r.account_id = ${other.accountId}
          and not exists (select 1 from orders o where o.id = r.order_id and o.account_id = r.account_id)`),
        table,
      ).toBe(0);
    }
    // The setting ended with each batch's transaction…
    const role = await t.database.db.execute(sql`select current_setting('session_replication_role') as role`);
    expect((role as unknown as { rows: { role: string }[] }).rows[0]?.role).toBe('origin');
    // …and the tables a batch writes have no trigger it would skip but their foreign keys' own and
    // the orders list's log (decision 084), which each batch writes itself: the list shows the import.
    const triggers = await t.database.db.execute(sql`select tgrelid::regclass::text as "table", tgname as name
      from pg_trigger where not tgisinternal and tgname not like 'order_list_%'
      and tgrelid in ('orders'::regclass, 'order_items'::regclass, 'order_events'::regclass, 'dispatcher_decisions'::regclass)`);
    expect((triggers as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(
      await count(sql`select count(*)::int as n from order_list_changes where account_id = ${other.accountId}`),
    ).toBeGreaterThan(0);
  });

  it('keeps the planner statistics within a doubling of the orders table while an import is written', async () => {
    const other = await newMerchant(t);
    const otherCaller = { ...caller, userId: other.userId, accountId: other.accountId };
    const believed = async (db: DbOrTx = t.database.db) => {
      const answer = await db.execute(sql`select reltuples::float8 as rows from pg_class where relname = 'orders'`);
      return Math.max(0, Number((answer as unknown as { rows: { rows: number }[] }).rows[0]?.rows));
    };
    const before = await believed();
    const rows = Array.from({ length: Math.max(2000, Math.ceil(before) + 1500) }, (_, index) => ({
      input: OrderInputSchema.parse(orderBody(other.pickupId)),
      sourceRowHash: `stats-${index}`,
    }));
    let atEnd = 0;
    const end = async (tx: DbOrTx) => {
      atEnd = await believed(tx);
    };
    await createOrdersInBulk(t.database.db, actorOf(otherCaller), rows, { end }, { writing: 'batches' });
    // Analysed while the batches were written, before the import's last transaction.
    expect(atEnd).toBeGreaterThanOrEqual(before + 1000);
  });

  it('takes back an import the process stopped in the middle of, and releases its Idempotency-Key', async () => {
    const other = await newMerchant(t);
    const db = t.database.db;
    const importId = 'blk_unfinished';
    await db.insert(bulkImports).values({
      id: importId,
      accountId: other.accountId,
      fileName: 'stopped.csv',
      fileHash: 'x',
      rowCount: 2,
      createdCount: 0,
      state: 'placing',
      idempotencyKey: 'stopped-key',
      createdBy: other.userId,
    });
    await db.insert(idempotencyKeys).values({
      accountId: other.accountId,
      key: 'stopped-key',
      requestHash: 'x',
      statusCode: 0,
      response: {},
    });
    const placed = await createOrdersInBulk(
      db,
      actorOf({ ...caller, userId: other.userId, accountId: other.accountId }),
      [{ input: OrderInputSchema.parse(orderBody(other.pickupId)), sourceRowHash: 'stopped-1' }],
      {},
      { importId, writing: 'batches' },
    );
    const kept = await placeOrder(t, other);
    expect(await countOf(other.accountId)).toBe(2);
    expect(await takeBackUnfinishedImports(db)).toBe(1);
    const left = await db.select({ id: orders.id }).from(orders).where(eq(orders.accountId, other.accountId));
    expect(left.map((order) => order.id)).toEqual([kept.id]);
    expect(placed.createdIds[0]).not.toBe(kept.id);
    expect(
      await db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, placed.createdIds[0] as string)),
    ).toEqual([]);
    expect(await db.select().from(bulkImports).where(eq(bulkImports.id, importId))).toEqual([]);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'stopped-key'))).toEqual([]);
    expect(await takeBackUnfinishedImports(db)).toBe(0);
  });
});
