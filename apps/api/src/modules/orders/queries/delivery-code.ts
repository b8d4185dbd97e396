import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders } from '../tables';

/**
 * The delivery codes of these orders (what the recipient was sent, `proof.otp`), by order id; an
 * order without one is absent. For the courier app's server-side check only: the code itself is
 * never answered to a courier or a merchant.
 */
export async function deliveryCodesOf(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, code: sql<string | null>`${orders.proof}->>'otp'` })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.filter((row) => row.code).map((row) => [row.id, row.code as string]));
}
