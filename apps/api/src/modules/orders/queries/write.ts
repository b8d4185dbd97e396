import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderEvents, orderItems, orders } from '../tables';
import type { OrderItemRow, OrderRow } from './read';

export type NewOrderRow = typeof orders.$inferInsert;
export type NewItemRow = typeof orderItems.$inferInsert;
export type NewEventRow = typeof orderEvents.$inferInsert;
/** The columns an order input decides, on creation and on edit alike. */
export type OrderColumns = Omit<NewOrderRow, 'id' | 'accountId' | 'status' | 'createdBy'>;

/** Inserts a new order; undefined when the account already has its reference (nothing inserted). */
export async function insertOrder(tx: DbOrTx, row: NewOrderRow): Promise<OrderRow | undefined> {
  const [inserted] = await tx.insert(orders).values(row).onConflictDoNothing().returning();
  return inserted;
}

export function insertItems(tx: DbOrTx, rows: NewItemRow[]): Promise<OrderItemRow[]> {
  return tx.insert(orderItems).values(rows).returning();
}

/** Inserts items without reading them back. */
export async function addItems(tx: DbOrTx, rows: NewItemRow[]): Promise<void> {
  await tx.insert(orderItems).values(rows);
}

export async function insertEvent(tx: DbOrTx, row: NewEventRow): Promise<void> {
  await tx.insert(orderEvents).values(row);
}

/**
 * Writes an edit's columns. The status is checked again in the update: a courier may
 * have collected the order meanwhile; false when that happened (nothing written).
 */
export async function updateOrderColumns(
  tx: DbOrTx,
  accountId: string,
  id: string,
  status: string,
  columns: OrderColumns,
): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({
      ...columns,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId), eq(orders.status, status)))
    .returning({ id: orders.id });
  return updated.length > 0;
}

export async function deleteItemsOf(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
}

export async function deleteItem(tx: DbOrTx, orderId: string, itemId: string): Promise<void> {
  await tx.delete(orderItems).where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
}

/**
 * Moves the order from `from` to `to` (a failure counts an attempt, on hold holds it 72 h);
 * the update checks the current state, so two concurrent moves cannot both win. The
 * failed attempts after the move, or undefined when the order was no longer in `from`.
 */
export async function moveOrder(
  tx: DbOrTx,
  accountId: string,
  id: string,
  from: string,
  to: string,
): Promise<{ failedAttempts: number } | undefined> {
  const failed = to === 'delivery_failed';
  const [updated] = await tx
    .update(orders)
    .set({
      status: to,
      ...(failed ? { failedAttempts: sql`${orders.failedAttempts} + 1` } : {}),
      onHoldUntil: to === 'on_hold' ? sql`now() + interval '72 hours'` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId), eq(orders.status, from)))
    .returning({ failedAttempts: orders.failedAttempts });
  return updated;
}

/** The system's move after a failed attempt: held 72 h, or returning. */
export async function holdOrReturnOrder(
  tx: DbOrTx,
  accountId: string,
  id: string,
  next: 'on_hold' | 'return_to_origin',
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: next, onHoldUntil: next === 'on_hold' ? sql`now() + interval '72 hours'` : null })
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId)));
}

/**
 * An order just placed, held for review by the dispatcher's rules: on hold without the 72 h of a
 * failed delivery's hold (operations release or cancel it). False when it is no longer pending.
 */
export async function holdForReview(tx: DbOrTx, accountId: string, id: string): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ status: 'on_hold', onHoldUntil: null, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** Deletes orders just written in this transaction (their items, events and records go with them). */
export async function deletePlacedOrders(tx: DbOrTx, accountId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(orders).where(and(eq(orders.accountId, accountId), inArray(orders.id, [...ids])));
}

/** An event stamped with clock_timestamp(), not the transaction's now(): it lists after the others of the transaction. */
export async function insertLaterEvent(tx: DbOrTx, row: NewEventRow): Promise<void> {
  await tx.insert(orderEvents).values({ ...row, createdAt: sql`clock_timestamp()` });
}

/** Sets a new price while the order is still in `status`; false when it changed meanwhile. */
export async function updatePrice(tx: DbOrTx, accountId: string, row: OrderRow, priceFils: number): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ priceFils, updatedAt: sql`now()` })
    .where(and(eq(orders.id, row.id), eq(orders.accountId, accountId), eq(orders.status, row.status)))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/**
 * A held order delivered again: out for delivery on the chosen day, no longer held. The
 * update checks it is still on hold; false when it left the hold meanwhile.
 */
export async function reattemptHeldOrder(
  tx: DbOrTx,
  accountId: string,
  id: string,
  deliveryDate: string,
): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({
      status: 'out_for_delivery',
      serviceDate: deliveryDate,
      scheduledDate: deliveryDate,
      onHoldUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId), eq(orders.status, 'on_hold')))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** Links a delivered order to its latest return (the return names its order in return_of_order_id). */
export async function setReturnOrder(tx: DbOrTx, accountId: string, orderId: string, returnId: string) {
  await tx
    .update(orders)
    .set({ returnOrderId: returnId })
    .where(and(eq(orders.accountId, accountId), eq(orders.id, orderId)));
}

/** A return cancelled: the delivered order it came from may be returned again (decision 040). */
export async function releaseCancelledReturn(tx: DbOrTx, accountId: string, returnId: string) {
  await tx
    .update(orders)
    .set({ returnOrderId: null })
    .where(and(eq(orders.accountId, accountId), eq(orders.returnOrderId, returnId)));
}

/** Adds what the carrier sent as proof to the order's (a later photo keeps the earlier code). */
export async function mergeOrderProof(
  db: DbOrTx,
  accountId: string,
  id: string,
  proof: { photoUrl?: string; signatureUrl?: string; otp?: string },
) {
  await db
    .update(orders)
    .set({ proof: sql`coalesce(${orders.proof}, '{}'::jsonb) || ${JSON.stringify(proof)}::jsonb` })
    .where(and(eq(orders.accountId, accountId), eq(orders.id, id)));
}

/** A line of the history written now (clock_timestamp: after any line written earlier in the same transaction). */
export async function insertEventNow(tx: DbOrTx, row: NewEventRow): Promise<void> {
  await tx.insert(orderEvents).values({ ...row, createdAt: sql`clock_timestamp()` });
}

/** The recipient's instructions become the delivery notes the courier reads. */
export async function setDeliveryNotes(tx: DbOrTx, accountId: string, orderId: string, notes: string) {
  await tx
    .update(orders)
    .set({
      // The recipient's words replace the notes, and with them any id the server's own notes had.
      dropoff: sql`jsonb_set(${orders.dropoff} - 'notesText', '{notes}', ${JSON.stringify(notes)}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)));
}

/** Moves the delivery day while the order is still in one of `states`; false when it left them meanwhile. */
export async function moveDeliveryDay(
  tx: DbOrTx,
  accountId: string,
  orderId: string,
  date: string,
  states: readonly string[],
) {
  const updated = await tx
    .update(orders)
    .set({ serviceDate: date, scheduledDate: date, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId), inArray(orders.status, [...states])))
    .returning({ id: orders.id });
  return updated.length > 0;
}
