import { PassThrough, type Readable } from 'node:stream';
import { dubaiClock, type ExportOrdersQuerySchema, type Order } from '@sameday/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { withExportTimes } from './export-marks';
import { ordersToCsv } from './files/csv';
import { writeOrdersXlsx } from './files/xlsx';
import { getOrders, listOrders } from './find-orders';

const EXPORT_LIMIT = 100_000;
const PAGE = 200;

type ExportQuery = z.output<typeof ExportOrdersQuerySchema>;
export type OrdersExport =
  | { format: 'csv'; filename: string; csv: string }
  | { format: 'xlsx'; filename: string; stream: Readable };

/** The orders picked by `ids`, or every order the list's filters find, a page of 200 at a time (up to 100,000). */
async function* pagesOf(db: DbOrTx, accountId: string, query: ExportQuery): AsyncGenerator<Order[]> {
  if (query.ids) {
    yield await withExportTimes(db, await getOrders(db, accountId, query.ids));
    return;
  }
  let cursor: string | undefined;
  let count = 0;
  do {
    const page = await listOrders(db, accountId, { ...query, limit: PAGE, cursor });
    count += page.orders.length;
    yield page.orders;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && count < EXPORT_LIMIT);
}

/**
 * The orders as CSV (read whole, then answered) or as an .xlsx workbook (streamed as
 * it is read), and the file's name. Unknown ids are refused before anything is sent.
 */
export async function exportOrders(db: DbOrTx, accountId: string, query: ExportQuery): Promise<OrdersExport> {
  // Named by the Dubai day, like the labels: from 00:00 to 04:00 in Dubai the UTC date is still yesterday's.
  const filename = `orders-${dubaiClock(new Date()).date}.${query.format}`;
  if (query.format === 'csv') {
    const orders: Order[] = [];
    for await (const page of pagesOf(db, accountId, query)) orders.push(...page);
    return { format: 'csv', filename, csv: ordersToCsv(orders) };
  }
  const pages = pagesOf(db, accountId, query);
  // The first page is read before answering: an unknown id is a not_found answer, not a broken file.
  const first = await pages.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* pages;
  }
  const stream = new PassThrough();
  writeOrdersXlsx(all(), stream).catch((error: unknown) => stream.destroy(error as Error));
  return { format: 'xlsx', filename, stream };
}
