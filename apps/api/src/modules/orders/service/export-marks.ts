import type { Order } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import * as q from '../queries';

/** The orders with when the merchant's own system recorded each as exported (`exportedAt`, null: not yet), in one read. */
export async function withExportTimes(db: DbOrTx, orders: Order[]): Promise<Order[]> {
  const times = await q.findExportTimes(
    db,
    orders.map((order) => order.id),
  );
  // `exportedAt` in its place among the contract's fields: the list is sent as written (decision 047).
  return orders.map(({ createdBy, createdAt, updatedAt, ...order }) => ({
    ...order,
    exportedAt: times.get(order.id)?.toISOString() ?? null,
    createdBy,
    createdAt,
    updatedAt,
  }));
}
