import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { fulfilmentMovements, fulfilmentProducts, fulfilmentStock } from '../tables';

export type MovementValues = typeof fulfilmentMovements.$inferInsert;

/**
 * Holds `quantity` of the product at the location, if that much is available: one
 * conditional UPDATE, which locks the row and, under a concurrent change, re-reads it
 * before deciding (docs/decisions/031). False when not enough is available.
 */
export async function reserveStock(db: DbOrTx, productId: string, location: string, quantity: number) {
  const rows = await db
    .update(fulfilmentStock)
    .set({ reserved: sql`${fulfilmentStock.reserved} + ${quantity}` })
    .where(
      and(
        eq(fulfilmentStock.productId, productId),
        eq(fulfilmentStock.location, location),
        sql`${fulfilmentStock.onHand} - ${fulfilmentStock.reserved} >= ${quantity}`,
      ),
    )
    .returning({ productId: fulfilmentStock.productId });
  if (rows.length !== 1) return false;
  await addToTotals(db, productId, 0, quantity);
  return true;
}

/** The product's totals follow its stock rows, in the same transaction (after the stock row's lock). */
async function addToTotals(db: DbOrTx, productId: string, onHandDelta: number, reservedDelta: number) {
  const p = fulfilmentProducts;
  await db
    .update(p)
    .set({
      onHandTotal: sql`${p.onHandTotal} + ${onHandDelta}`,
      reservedTotal: sql`${p.reservedTotal} + ${reservedDelta}`,
      availableTotal: sql`${p.availableTotal} + ${onHandDelta - reservedDelta}`,
    })
    .where(eq(p.id, productId));
}

/** Adds the deltas to the stock row; false when the row would break its check (nothing is changed then). */
export async function changeStock(
  db: DbOrTx,
  productId: string,
  location: string,
  onHandDelta: number,
  reservedDelta: number,
) {
  const rows = await db
    .update(fulfilmentStock)
    .set({
      onHand: sql`${fulfilmentStock.onHand} + ${onHandDelta}`,
      reserved: sql`${fulfilmentStock.reserved} + ${reservedDelta}`,
    })
    .where(
      and(
        eq(fulfilmentStock.productId, productId),
        eq(fulfilmentStock.location, location),
        sql`${fulfilmentStock.reserved} + ${reservedDelta} >= 0`,
        sql`${fulfilmentStock.onHand} + ${onHandDelta} >= ${fulfilmentStock.reserved} + ${reservedDelta}`,
      ),
    )
    .returning({ productId: fulfilmentStock.productId });
  if (rows.length !== 1) return false;
  await addToTotals(db, productId, onHandDelta, reservedDelta);
  return true;
}

export async function insertMovements(db: DbOrTx, values: MovementValues[]) {
  if (values.length > 0) await db.insert(fulfilmentMovements).values(values);
}

/** What the order holds now, per product and location: the sum of its reservation movements. */
export function findHeldByOrder(db: DbOrTx, orderId: string) {
  const held = sql<number>`sum(${fulfilmentMovements.reservedDelta})::int`;
  return db
    .select({ productId: fulfilmentMovements.productId, location: fulfilmentMovements.location, quantity: held })
    .from(fulfilmentMovements)
    .where(eq(fulfilmentMovements.fulfilmentOrderId, orderId))
    .groupBy(fulfilmentMovements.productId, fulfilmentMovements.location)
    .having(gt(held, 0))
    .orderBy(fulfilmentMovements.productId, fulfilmentMovements.location);
}

export async function findMovementPage(
  db: DbOrTx,
  productId: string,
  page: { limit: number; offset: number; location?: string },
) {
  const where = and(
    eq(fulfilmentMovements.productId, productId),
    page.location ? eq(fulfilmentMovements.location, page.location) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(fulfilmentMovements)
      .where(where)
      .orderBy(desc(fulfilmentMovements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(fulfilmentMovements).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The ledger's sums per product and location of the account (the invariant checks). */
export function sumLedger(db: DbOrTx, accountId: string) {
  return db
    .select({
      productId: fulfilmentMovements.productId,
      location: fulfilmentMovements.location,
      onHand: sql<number>`sum(${fulfilmentMovements.onHandDelta})::int`,
      reserved: sql<number>`sum(${fulfilmentMovements.reservedDelta})::int`,
    })
    .from(fulfilmentMovements)
    .where(eq(fulfilmentMovements.accountId, accountId))
    .groupBy(fulfilmentMovements.productId, fulfilmentMovements.location);
}

export function findAccountStock(db: DbOrTx, accountId: string) {
  return db.select().from(fulfilmentStock).where(eq(fulfilmentStock.accountId, accountId));
}
