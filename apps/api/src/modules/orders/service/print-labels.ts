import type { LabelFormat, Order } from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { getOrders } from './find-orders';

/** The public tracking page of each order, printed on its label as text and a QR code. */
export type TrackingUrls = (db: DbOrTx, orders: Order[]) => Promise<Map<string, string>>;
const trackingUrlProviders = new WeakMap<object, TrackingUrls>();

/** Who gives the labels of `db`'s orders their tracking links (the tracking module). */
export function provideTrackingUrls(db: Db, provider: TrackingUrls): void {
  trackingUrlProviders.set(db, provider);
}

/** The labels of the account's orders `ids` as one PDF, and its file name. */
export async function printLabels(
  db: DbOrTx,
  accountId: string,
  ids: string[],
  format: LabelFormat,
): Promise<{ pdf: Buffer; filename: string }> {
  // The PDF library, its fonts' shaping and the barcode encoders load with the first labels, not at start.
  const { labelFilename, renderLabels } = await import('../labels');
  const orders = await getOrders(db, accountId, ids);
  const urls = (await trackingUrlProviders.get(db)?.(db, orders)) ?? new Map<string, string>();
  const pdf = await renderLabels(orders, format, { trackingUrlOf: (order) => urls.get(order.id) });
  return { pdf, filename: labelFilename(ids) };
}
