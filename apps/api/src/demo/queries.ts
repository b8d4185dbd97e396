// The demo's own statements: it writes orders with past dates and histories, and marks
// invoices paid, which no module's operation does for a merchant.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  addresses,
  bankDetails,
  creditNotes,
  invoices,
  memberships,
  orderEvents,
  orderItems,
  orders,
  users,
} from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewItemRow = typeof orderItems.$inferInsert;
export type NewEventRow = typeof orderEvents.$inferInsert;

const BATCH = 250;

/** The id of the account's saved address with this location name, if it has one. */
export async function findAddressByName(db: Db, accountId: string, locationName: string) {
  const [existing] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.accountId, accountId), eq(addresses.locationName, locationName)));
  return existing?.id;
}

export async function findOwnerName(db: Db, accountId: string): Promise<string | undefined> {
  const [owner] = await db
    .select({ fullName: users.fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'owner')));
  return owner?.fullName;
}

export async function countOrders(db: Db, accountId: string): Promise<number | undefined> {
  const [existing] = await db.select({ n: count() }).from(orders).where(eq(orders.accountId, accountId));
  return existing?.n;
}

/** Orders, their items and their events in one transaction, inserted in batches. */
export async function insertOrdersInBatches(
  db: Db,
  rows: { orders: NewOrderRow[]; items: NewItemRow[]; events: NewEventRow[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.orders.length; i += BATCH) await tx.insert(orders).values(rows.orders.slice(i, i + BATCH));
    for (let i = 0; i < rows.items.length; i += BATCH)
      await tx.insert(orderItems).values(rows.items.slice(i, i + BATCH));
    for (let i = 0; i < rows.events.length; i += BATCH)
      await tx.insert(orderEvents).values(rows.events.slice(i, i + BATCH));
  });
}

/** The account's orders in these states, oldest first. */
export function findOrdersIn(db: Db, accountId: string, statuses: string[]) {
  return db
    .select({ id: orders.id, status: orders.status, onHoldUntil: orders.onHoldUntil })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.status, statuses)))
    .orderBy(orders.createdAt, orders.id);
}

/** The account's first `limit` delivered orders, oldest first. */
export function findDeliveredOrders(db: Db, accountId: string, limit: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.status, 'delivery_complete')))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

export function findItemsOf(db: Db, orderIds: string[]) {
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
}

export function findEventsOf(db: Db, orderIds: string[]) {
  return db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds));
}

/** Copies of orders, with their items and events, in one transaction. */
export async function insertOrderCopies(
  db: Db,
  rows: { orders: NewOrderRow[]; items: NewItemRow[]; events: NewEventRow[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(orders).values(rows.orders);
    if (rows.items.length) await tx.insert(orderItems).values(rows.items);
    await tx.insert(orderEvents).values(rows.events);
  });
}

/** When the account's first order was delivered. */
export async function findFirstDelivery(db: Db, accountId: string): Promise<Date | undefined> {
  const [oldest] = await db
    .select({ createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.accountId, accountId), eq(orderEvents.toStatus, 'delivery_complete')))
    .orderBy(asc(orderEvents.createdAt))
    .limit(1);
  return oldest?.createdAt;
}

/** The account's invoices, newest period first. */
export function findInvoices(db: Db, accountId: string) {
  return db
    .select({ id: invoices.id, dueDate: invoices.dueDate })
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.periodStart));
}

export async function markInvoicePaidAt(db: Db, id: string, paidAt: Date): Promise<void> {
  await db.update(invoices).set({ paidAt }).where(eq(invoices.id, id));
}

/** The account's unconfirmed COD statements, newest period first. */
export function findUnconfirmedCreditNotes(db: Db, accountId: string) {
  return db
    .select({ id: creditNotes.id, periodEnd: creditNotes.periodEnd })
    .from(creditNotes)
    .where(and(eq(creditNotes.accountId, accountId), isNull(creditNotes.confirmedAt)))
    .orderBy(desc(creditNotes.periodStart));
}

/** The demo's bank account, where its COD is paid out. */
export async function insertBankDetails(db: Db, row: typeof bankDetails.$inferInsert): Promise<void> {
  await db.insert(bankDetails).values(row).onConflictDoNothing();
}

export async function confirmCreditNoteAt(db: Db, id: string, confirmedAt: Date, confirmedBy: number): Promise<void> {
  await db.update(creditNotes).set({ confirmedAt, confirmedBy }).where(eq(creditNotes.id, id));
}

/** How many users the database has: the demo is seeded only into an empty one. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/** The primary account of a user, found by id or by email. */
export async function findPrimaryAccount(db: Db, user: { id: number } | { email: string }) {
  const [found] = await db
    .select({ accountId: users.primaryAccountId })
    .from(users)
    .where('id' in user ? eq(users.id, user.id) : eq(users.email, user.email));
  return found?.accountId;
}

/**
 * Fresh statistics after the seed: without them the planner guesses row counts of tables it
 * has never seen filled, and the first calls of the demo plan (and run) slower.
 */
export async function analyzeTables(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
