import type { LabelFormat, Order } from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { getOrders } from './find-orders';

/**
 * The public tracking page of each order, printed on its label as text and a QR code, and the
 * recording of those pages, which may finish while the labels are drawn.
 */
export type TrackingUrls = (db: DbOrTx, orders: Order[]) => { urls: Map<string, string>; recorded: Promise<unknown> };

declare module '../../../platform/domain-hub' {
  interface DomainPorts {
    /** Who gives the labels their tracking links (the tracking module). */
    trackingUrls: TrackingUrls;
  }
}

/** The labels of the account's orders `ids` as one PDF, and its file name. */
export async function printLabels(
  db: Db,
  accountId: string,
  ids: string[],
  format: LabelFormat,
): Promise<{ pdf: Buffer; filename: string }> {
  // The PDF library, its fonts' shaping and the barcode encoders load with the first labels, not at start.
  const { labelFilename, renderLabels } = await import('./files/labels');
  const orders = await getOrders(db, accountId, ids);
  const tracking = db.hub.port('trackingUrls')?.(db, orders);
  const urls = tracking?.urls ?? new Map<string, string>();
  // A sheet is answered only once its links are recorded: a printed link always opens its page.
  const [pdf] = await Promise.all([
    renderLabels(orders, format, { trackingUrlOf: (order) => urls.get(order.id) }),
    tracking?.recorded,
  ]);
  return { pdf, filename: labelFilename(ids) };
}
