import { dubaiClock, type ExportOrdersQuerySchema, type Order } from '@sameday/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { ordersToCsv } from '../csv';
import { getOrders, listOrders } from './find-orders';

const EXPORT_LIMIT = 100_000;

/**
 * The orders as CSV: those picked by `ids`, or every order the list's filters find
 * (read 200 a page, up to 100,000), and the file's name.
 */
export async function exportOrders(
  db: DbOrTx,
  accountId: string,
  query: z.output<typeof ExportOrdersQuerySchema>,
): Promise<{ csv: string; filename: string }> {
  const selected: Order[] = query.ids ? await getOrders(db, accountId, query.ids) : [];
  if (!query.ids) {
    let cursor: string | undefined;
    do {
      const page = await listOrders(db, accountId, { ...query, limit: 200, cursor });
      selected.push(...page.orders);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && selected.length < EXPORT_LIMIT);
  }
  // Named by the Dubai day, like the labels: from 00:00 to 04:00 in Dubai the UTC date is still yesterday's.
  return { csv: ordersToCsv(selected), filename: `orders-${dubaiClock(new Date()).date}.csv` };
}
