import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderDashboardMarks as marks } from './tables';

export type MarksRow = typeof marks.$inferSelect;
export type MarkKind = 'exported' | 'unpooled';

/**
 * Records one mark of an order of `accountId`. A mark set before keeps its first time and
 * author: the calls are PUTs, and repeating one changes nothing.
 */
export async function markOrder(
  db: DbOrTx,
  mark: { orderId: string; accountId: string; userId: number; kind: MarkKind },
): Promise<MarksRow | undefined> {
  const isExport = mark.kind === 'exported';
  const [row] = await db
    .insert(marks)
    .values({
      orderId: mark.orderId,
      accountId: mark.accountId,
      ...(isExport
        ? { exportedAt: sql`now()`, exportedBy: mark.userId }
        : { unpooledAt: sql`now()`, unpooledBy: mark.userId }),
    })
    .onConflictDoUpdate({
      target: marks.orderId,
      set: isExport
        ? {
            exportedAt: sql`coalesce(${marks.exportedAt}, now())`,
            exportedBy: sql`coalesce(${marks.exportedBy}, ${mark.userId})`,
          }
        : {
            unpooledAt: sql`coalesce(${marks.unpooledAt}, now())`,
            unpooledBy: sql`coalesce(${marks.unpooledBy}, ${mark.userId})`,
          },
      // The order was found in the caller's account; the row's account guards it all the same.
      setWhere: eq(marks.accountId, mark.accountId),
    })
    .returning();
  return row;
}

/** Which of these orders a merchant asked to keep out of pooling. */
export async function findUnpooled(db: DbOrTx, orderIds: readonly string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ orderId: marks.orderId })
    .from(marks)
    .where(and(inArray(marks.orderId, [...orderIds]), isNotNull(marks.unpooledAt)));
  return rows.map((row) => row.orderId);
}
