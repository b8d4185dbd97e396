import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { fulfilmentOrderLines, fulfilmentOrders, fulfilmentProducts } from '../tables';
import { likeText } from './products';

export type FulfilmentOrderRow = typeof fulfilmentOrders.$inferSelect;
export type FulfilmentOrderValues = typeof fulfilmentOrders.$inferInsert;

export async function insertOrder(db: DbOrTx, values: FulfilmentOrderValues) {
  const [row] = await db.insert(fulfilmentOrders).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertLines(
  db: DbOrTx,
  orderId: string,
  lines: readonly { productId: string; quantity: number }[],
) {
  await db.delete(fulfilmentOrderLines).where(eq(fulfilmentOrderLines.orderId, orderId));
  await db
    .insert(fulfilmentOrderLines)
    .values(lines.map((line, position) => ({ orderId, position, productId: line.productId, quantity: line.quantity })));
}

/** The order of the account; with `accountId` null (operations), any account's. */
export async function findOrder(db: DbOrTx, accountId: string | null, id: string) {
  const [row] = await db
    .select()
    .from(fulfilmentOrders)
    .where(
      and(eq(fulfilmentOrders.id, id), accountId === null ? undefined : eq(fulfilmentOrders.accountId, accountId)),
    );
  return row;
}

export async function findOrderByExternalId(db: DbOrTx, accountId: string, externalId: string) {
  const [row] = await db
    .select()
    .from(fulfilmentOrders)
    .where(and(eq(fulfilmentOrders.accountId, accountId), eq(fulfilmentOrders.externalId, externalId)));
  return row;
}

/** Locks the order row when it is in one of `states`; undefined otherwise. */
export async function lockOrderIn(db: DbOrTx, id: string, states: readonly string[]) {
  const [row] = await db
    .select()
    .from(fulfilmentOrders)
    .where(and(eq(fulfilmentOrders.id, id), inArray(fulfilmentOrders.state, [...states])))
    .for('update');
  return row;
}

/** Moves the order from one of `from` to `to`; undefined when it was not in `from` (someone else moved it). */
export async function moveOrder(db: DbOrTx, id: string, from: readonly string[], to: string) {
  const [row] = await db
    .update(fulfilmentOrders)
    .set({ state: to, updatedAt: new Date() })
    .where(and(eq(fulfilmentOrders.id, id), inArray(fulfilmentOrders.state, [...from])))
    .returning();
  return row;
}

export async function updateOrder(db: DbOrTx, id: string, values: Partial<FulfilmentOrderValues>) {
  const [row] = await db
    .update(fulfilmentOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fulfilmentOrders.id, id))
    .returning();
  return row;
}

/** Links the delivery order once: a second link to another order changes nothing. */
export async function linkDeliveryOrder(db: DbOrTx, id: string, deliveryOrderId: string) {
  const [row] = await db
    .update(fulfilmentOrders)
    .set({ deliveryOrderId, updatedAt: new Date() })
    .where(and(eq(fulfilmentOrders.id, id), isNull(fulfilmentOrders.deliveryOrderId)))
    .returning();
  return row;
}

export function findLines(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0)
    return Promise.resolve(
      [] as {
        orderId: string;
        productId: string;
        quantity: number;
        sku: string;
        name: string;
        isBundle: boolean;
        weightKg: number | null;
      }[],
    );
  return db
    .select({
      orderId: fulfilmentOrderLines.orderId,
      productId: fulfilmentOrderLines.productId,
      quantity: fulfilmentOrderLines.quantity,
      sku: fulfilmentProducts.sku,
      name: fulfilmentProducts.name,
      isBundle: fulfilmentProducts.isBundle,
      weightKg: fulfilmentProducts.weightKg,
    })
    .from(fulfilmentOrderLines)
    .innerJoin(fulfilmentProducts, eq(fulfilmentProducts.id, fulfilmentOrderLines.productId))
    .where(inArray(fulfilmentOrderLines.orderId, [...orderIds]))
    .orderBy(fulfilmentOrderLines.orderId, fulfilmentOrderLines.position);
}

function listConditions(accountId: string | null, filter: { q?: string }): SQL[] {
  const o = fulfilmentOrders;
  const conditions: SQL[] = accountId === null ? [] : [eq(o.accountId, accountId)];
  if (filter.q) {
    const text = likeText(filter.q);
    const any = or(ilike(o.reference, text), ilike(o.id, text), ilike(sql`${o.recipient}->>'name'`, text));
    if (any) conditions.push(any);
  }
  return conditions;
}

/** A page of the account's orders; with `accountId` null (operations), of every account. */
export async function findOrderPage(
  db: DbOrTx,
  accountId: string | null,
  filter: { q?: string; state?: string; limit: number; offset: number },
) {
  const o = fulfilmentOrders;
  const conditions = listConditions(accountId, filter);
  const where = and(...conditions, filter.state ? eq(o.state, filter.state) : undefined);
  const [rows, [counted], counts] = await Promise.all([
    db.select().from(o).where(where).orderBy(desc(o.createdAt), desc(o.id)).limit(filter.limit).offset(filter.offset),
    db.select({ total: count() }).from(o).where(where),
    db
      .select({ state: o.state, total: count() })
      .from(o)
      .where(and(...conditions))
      .groupBy(o.state),
  ]);
  return { rows, total: counted?.total ?? 0, counts };
}

/** The account's orders waiting for stock at the location, oldest first. */
export function findAwaiting(db: DbOrTx, accountId: string, location: string) {
  return db
    .select({ id: fulfilmentOrders.id })
    .from(fulfilmentOrders)
    .where(
      and(
        eq(fulfilmentOrders.accountId, accountId),
        eq(fulfilmentOrders.location, location),
        eq(fulfilmentOrders.state, 'awaiting_stock'),
      ),
    )
    .orderBy(asc(fulfilmentOrders.createdAt), asc(fulfilmentOrders.id));
}
