import { and, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderDashboardMarks as marks } from '../../../db/schema';
import { orders } from '../tables';

/**
 * The list's "not yet exported" filter: no export recorded for the order (PUT
 * /quiqdash/orders/export/{id}, the quiqdash module's mark). One probe of the marks'
 * primary key per order, inside the list's own keyset scan.
 */
export function notYetExported(): SQL {
  return sql`not exists (select 1 from ${marks} where ${marks.orderId} = ${orders.id} and ${marks.exportedAt} is not null)`;
}

/** When each of these orders was recorded as exported, by order id; orders never exported are absent. */
export async function findExportTimes(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: marks.orderId, exportedAt: marks.exportedAt })
    .from(marks)
    .where(and(inArray(marks.orderId, [...orderIds]), isNotNull(marks.exportedAt)));
  return new Map(rows.flatMap((row) => (row.exportedAt ? [[row.orderId, row.exportedAt] as const] : [])));
}
