import { type Order, OrderInputSchema, permissionsOfRole } from '@sameday/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { actorOf } from '../../platform/actor';
import { dubaiParts, onePlannedOrder } from '../../test/fleet';
import { createTestApp, type TestApp } from '../../test/harness';
import { type Merchant, newMerchant, orderBody, placeOrder } from '../../test/orders';
import { call, ok } from '../../test/teams';
import { compactListChanges, listVersionOf, pageQueryText } from './queries';
import { createOrdersInBulk, ListedPages } from './service';

// The orders list answers the page it answered before while nothing it shows has changed
// (decision 084): the database logs every statement that writes a table the list reads, whoever
// writes it. Each test here changes one such table behind the services' back, in raw SQL, and
// reads the list again.
let t: TestApp;
let merchant: Merchant;
let stranger: Merchant;
let plannedId: string;
let unplannedId: string;
let courierUserId: string;
const today = dubaiParts(new Date()).date;
let now = new Date(`${today}T08:00:00+04:00`);

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const world = await onePlannedOrder(t, today);
  ({ merchant, stranger, plannedId, unplannedId } = world);
  // Placed by the clock's 08:00, so for today whatever the hour the suite runs; its creation time is
  // the database's, set to the morning too.
  await run(sql`update orders set created_at = ${`${today}T07:00:00+04:00`}::timestamptz where id = ${unplannedId}`);
  await placeOrder(t, stranger, { serviceKind: 'same_day' });
  courierUserId = (await run(sql`select user_id from couriers where id = ${world.courier.id}`))[0]?.user_id as string;
}, 120_000);
afterAll(async () => t?.close());

const run = async (query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await t.database.db.execute(query));
const listed = async (who: Merchant = merchant) => {
  const answer = await call(t.app, 'GET', '/quiqdash/orders?limit=50', who.token);
  return ok<{ orders: Order[] }>(answer).orders;
};
const rowOf = async (id: string) => (await listed()).find((order) => order.id === id);

describe("the orders list's kept pages", () => {
  it('answers the page it read while nothing was logged, and reads again once something is', async () => {
    const before = await rowOf(unplannedId);
    // A write with the triggers off (replica mode) logs nothing: the list still answers its page.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update orders set partner_order_id = 'UNLOGGED-1' where id = ${unplannedId}`);
    });
    expect((await rowOf(unplannedId))?.partnerOrderId).toBe(before?.partnerOrderId ?? null);
    await run(sql`update orders set partner_order_id = 'REF-2041' where id = ${unplannedId}`);
    expect((await rowOf(unplannedId))?.partnerOrderId).toBe('REF-2041');
  });

  it("shows an item renamed in the items' table", async () => {
    await listed();
    await run(sql`update order_items set name = 'عطر عود ملكي' where order_id = ${unplannedId}`);
    expect((await rowOf(unplannedId))?.items[0]?.name).toBe('عطر عود ملكي');
  });

  it('shows an export recorded by the quiqdash module', async () => {
    expect((await rowOf(unplannedId))?.exportedAt).toBeNull();
    await run(sql`insert into order_dashboard_marks (order_id, account_id, exported_at)
      values (${unplannedId}, ${merchant.accountId}, now())`);
    expect((await rowOf(unplannedId))?.exportedAt).toEqual(expect.any(String));
  });

  it("shows the courier's new name and vehicle", async () => {
    expect((await rowOf(plannedId))?.courier?.courierFirstName).toBe('Rashid');
    await run(sql`update users set full_name = 'Saeed Alketbi' where id = ${courierUserId}`);
    expect((await rowOf(plannedId))?.courier?.courierFirstName).toBe('Saeed');
    await run(sql`update couriers set vehicle_kind = 'car' where user_id = ${courierUserId}`);
    expect((await rowOf(plannedId))?.courier?.vehicleKind).toBe('car');
  });

  it("shows the stop's new window", async () => {
    const before = (await rowOf(plannedId))?.courier?.window;
    await run(sql`update mission_stops set window_from = window_from + interval '30 minutes',
      window_to = window_to + interval '30 minutes'
      where id in (select stop_id from mission_orders where order_id = ${plannedId})`);
    const after = (await rowOf(plannedId))?.courier?.window;
    expect(after?.from).toBe(new Date(new Date(before?.from ?? 0).getTime() + 30 * 60_000).toISOString());
  });

  it('shows no courier once the mission is cancelled, or the order taken off it', async () => {
    await run(sql`update missions set state = 'cancelled'
      where id in (select mission_id from mission_orders where order_id = ${plannedId})`);
    expect((await rowOf(plannedId))?.courier).toBeNull();
    await run(sql`update missions set state = 'planned'
      where id in (select mission_id from mission_orders where order_id = ${plannedId})`);
    expect((await rowOf(plannedId))?.courier?.courierFirstName).toBe('Saeed');
    await run(sql`delete from mission_orders where order_id = ${plannedId}`);
    expect((await rowOf(plannedId))?.courier).toBeNull();
  });

  it("moves an unplanned order's collection window with the clock and with the account's pickup requests", async () => {
    const early = (await rowOf(unplannedId))?.collectionWindow;
    now = new Date(`${today}T13:07:00+04:00`);
    const later = (await rowOf(unplannedId))?.collectionWindow;
    expect(later?.from).not.toBe(early?.from);
    expect(later?.from).toBe(new Date(`${today}T13:15:00+04:00`).toISOString());
    const order = await rowOf(unplannedId);
    await run(sql`insert into pickup_requests (id, account_id, location_id, date, window_from, window_to, state, created_by)
      values ('pkr_list_changes', ${merchant.accountId}, ${order?.pickup.locationId}, ${today}, '16:00', '18:00', 'requested', 0)`);
    expect((await rowOf(unplannedId))?.collectionWindow).toMatchObject({
      source: 'request',
      from: new Date(`${today}T16:00:00+04:00`).toISOString(),
    });
  });

  it('shows the orders of an import written in batches (on the embedded database, with the triggers off)', async () => {
    const importer = await newMerchant(t);
    expect(await listed(importer)).toEqual([]);
    const caller = {
      userId: importer.userId,
      sessionId: 'list-changes',
      accountId: importer.accountId,
      accountRole: 'owner' as const,
      roles: [],
      permissions: permissionsOfRole('owner'),
      isRestricted: false,
    };
    const rows = Array.from({ length: 300 }, (_, index) => ({
      input: OrderInputSchema.parse(orderBody(importer.pickupId, { partnerOrderId: `IMP-${index}` })),
      sourceRowHash: `list-changes-${index}`,
    }));
    const result = await createOrdersInBulk(t.database.db, actorOf(caller), rows, {}, { writing: 'batches' });
    expect(result.createdCount).toBe(300);
    expect((await listed(importer)).map((order) => order.partnerOrderId)).toContain('IMP-299');
  });

  it("answers the first screen's page from the same kept pages, changed when the list is", async () => {
    const screenOf = async () =>
      JSON.parse((await call(t.app, 'GET', '/quiqdash/first-screen?limit=50', merchant.token)).body) as {
        orders: { orders: Order[] };
      };
    const page = await call(t.app, 'GET', '/quiqdash/orders?limit=50', merchant.token);
    expect((await call(t.app, 'GET', '/quiqdash/first-screen?limit=50', merchant.token)).body).toContain(page.body);
    await run(sql`update orders set partner_order_id = 'REF-SCREEN' where id = ${unplannedId}`);
    const row = (await screenOf()).orders.orders.find((order) => order.id === unplannedId);
    expect(row?.partnerOrderId).toBe('REF-SCREEN');
  });

  it("keeps each account's page to itself", async () => {
    const mine = await listed(merchant);
    const theirs = await listed(stranger);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.accountId).toBe(stranger.accountId);
    expect(mine.every((order) => order.accountId === merchant.accountId)).toBe(true);
  });
});

describe("the log of the lists' changes", () => {
  it('is written by every table the page query and the collection windows read', async () => {
    const tables = new Set(
      [...pageQueryText(t.database.db).matchAll(/\b(?:from|join) "(\w+)"/g)].map((match) => match[1] as string),
    );
    for (const step of ['p', 'page_items', 'page_marks', 'page_plans', 'page_proofs']) tables.delete(step);
    // The pickups module's inputs of a ready order's collection window (the `collectionWindows` port).
    tables.add('preferences');
    tables.add('pickup_requests');
    const triggers = await run(sql`select c.relname as "table", t.tgname as name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid where t.tgname like 'order_list_%'`);
    const of = (table: string) => triggers.filter((row) => row.table === table).map((row) => row.name);
    expect([...tables].sort()).toEqual(
      expect.arrayContaining(['mission_orders', 'mission_stops', 'missions', 'order_items', 'orders', 'users']),
    );
    for (const table of tables) {
      // A courier's name and vehicle change rarely: their rows log an update of those columns only.
      const expected = ['couriers', 'users'].includes(table)
        ? ['order_list_update']
        : ['order_list_delete', 'order_list_insert', 'order_list_truncate', 'order_list_update'];
      expect({ table, triggers: of(table).sort() }).toEqual({ table, triggers: expected });
    }
  });

  it('never gives an account a version it had before, even for a change committed after a compaction', async () => {
    const account = 'acc_list_changes_log';
    const seen = new Set<string>();
    const see = async () => {
      const version = await listVersionOf(t.database.db, account);
      expect(seen.has(version)).toBe(false);
      seen.add(version);
    };
    await see();
    await run(
      sql`insert into order_list_changes (seq, account_id) values (9000000001, ${account}), (9000000003, ${account})`,
    );
    await see();
    expect(await compactListChanges(t.database.db)).toBeGreaterThanOrEqual(2);
    await see();
    // A change numbered before the compaction's row, committed after it (a slower transaction).
    await run(sql`insert into order_list_changes (seq, account_id) values (9000000002, ${account})`);
    await see();
    await compactListChanges(t.database.db);
    await see();
    expect(await run(sql`select count(*)::int as n from order_list_changes where account_id = ${account}`)).toEqual([
      { n: 1 },
    ]);
  });
});

describe('the pages one process keeps', () => {
  it('answers a page only at the version it was read at, and drops the least recently asked past its budget', () => {
    const pages = new ListedPages(1_000);
    pages.set('a', '1:1@1', Buffer.alloc(400));
    pages.set('b', '1:1@1', Buffer.alloc(400));
    expect(pages.get('a', '1:1@1')).toHaveLength(400);
    expect(pages.get('a', '2:2@1')).toBeUndefined();
    pages.set('c', '1:1@1', Buffer.alloc(400));
    expect(pages.get('b', '1:1@1')).toBeUndefined();
    expect(pages.get('a', '1:1@1')).toHaveLength(400);
    expect(pages.bytes).toBe(800);
    pages.set('d', '1:1@1', Buffer.alloc(1_001));
    expect(pages.get('d', '1:1@1')).toBeUndefined();
    expect(pages.bytes).toBe(800);
    const none = new ListedPages(0);
    none.set('a', '1:1@1', Buffer.alloc(10));
    expect([none.isKeeping, none.get('a', '1:1@1'), none.bytes]).toEqual([false, undefined, 0]);
  });
});
