import { asc, eq } from 'drizzle-orm';
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
