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

/** When the page's orders (`pageIds`: the ids of the page's rows) were recorded as exported, read inside the page query. */
export function pageExportMarks(db: DbOrTx, pageIds: SQL) {
  return db.$with('page_marks').as(
    db
      .select({
        orderId: marks.orderId,
        exportedAt: sql`to_char(${marks.exportedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
          'exported_at',
        ),
      })
      .from(marks)
      .where(and(sql`${marks.orderId} = any(${pageIds})`, isNotNull(marks.exportedAt))),
  );
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
