import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders } from '../tables';

/** Orders of every account ready for collection, oldest first: the provider's work to plan. */
export async function findReadyOrderIds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, 'ready_for_collection'))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Orders of every account received at a depot, oldest first: delivered from there on a later day
 * (decision 078); with `statuses`, orders in those states (the ones a depot may hold: its later section).
 */
export async function findOrderIdsAtDepot(
  db: DbOrTx,
  limit: number,
  statuses: readonly string[] = ['received_at_depot'],
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.status, [...statuses]))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** One account's orders ready for collection at one of its pickup addresses, oldest first (the pickup manifest). */
export async function findReadyOrderIdsAt(db: DbOrTx, accountId: string, locationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.pickupLocationId, locationId),
        eq(orders.status, 'ready_for_collection'),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((row) => row.id);
}
