import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders } from '../tables';

/** Each order's account, in one read (the live socket tells each merchant of their own orders only). */
export async function accountsOfOrders(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, accountId: orders.accountId })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, row.accountId]));
}
