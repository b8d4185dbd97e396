import type { Order, OrderStatus } from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import * as q from '../queries';
import { transitionOrder } from './change-state';
import { getOrders } from './find-orders';
import { type ActorRef, notFound } from './shared';

/**
 * Orders of any account by id, for the provider's own work (planning a wave, the dispatch board):
 * each with its account. An unknown id is not found.
 */
export async function ordersForDispatch(
  db: DbOrTx,
  ids: readonly string[],
): Promise<(Order & { accountId: string })[]> {
  const byAccount = new Map<string, string[]>();
  for (const id of new Set(ids)) {
    const accountId = await q.findOrderAccount(db, id);
    if (!accountId) throw notFound();
    byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), id]);
  }
  const found = new Map<string, Order & { accountId: string }>();
  for (const [accountId, accountIds] of byAccount) {
    for (const order of await getOrders(db, accountId, accountIds)) found.set(order.id, { ...order, accountId });
  }
  return ids.map((id) => found.get(id) as Order & { accountId: string });
}

/**
 * A move recorded by the provider itself (operations on the dispatch board, or the mission's
 * courier in the app): the same path as the carrier webhook's (state check in the update, history,
 * `order.moved` for the shops, webhooks and recipient), with the proof kept in the move's transaction.
 */
export async function recordProviderMove(
  db: Db,
  orderId: string,
  to: OrderStatus,
  actor: ActorRef,
  reason?: string,
  proof?: { photoUrl?: string; signatureUrl?: string },
  alongside?: (tx: DbOrTx) => Promise<void>,
): Promise<Order> {
  const accountId = await q.findOrderAccount(db, orderId);
  if (!accountId) throw notFound();
  const kept = proof && Object.keys(proof).length > 0 ? proof : undefined;
  return transitionOrder(db, accountId, orderId, to, actor, reason, async (tx) => {
    if (kept) await q.mergeOrderProof(tx, accountId, orderId, kept);
    await alongside?.(tx);
  });
}

/** The ids of orders ready for collection, of every account, oldest first (at most `limit`). */
export function readyOrderIds(db: DbOrTx, limit = 1000): Promise<string[]> {
  return q.findReadyOrderIds(db, limit);
}

/**
 * The ids of orders received at a depot, of every account, oldest first (at most `limit`): decision
 * 078; with `statuses`, of orders in those states (a depot may hold them after a failed attempt).
 */
export function atDepotOrderIds(db: DbOrTx, limit = 1000, statuses?: readonly string[]): Promise<string[]> {
  return q.findOrderIdsAtDepot(db, limit, statuses);
}

/** One account's ready orders at one of its pickup addresses (the pickup manifest, decision 072). */
export async function readyOrdersAt(db: DbOrTx, accountId: string, locationId: string): Promise<Order[]> {
  return getOrders(db, accountId, await q.findReadyOrderIdsAt(db, accountId, locationId));
}
