import type { LiveEvent } from '@sameday/contract';
import type { QueryKey } from '@tanstack/react-query';
import { ordersKeys } from './query-keys';

/**
 * What a live event makes stale on the merchant's screens (docs/decisions/058): an order moved →
 * every list and count, and that order's drawer (record, history, decision); orders placed → the
 * lists and counts; orders planned on a courier's mission (or taken off one) → the lists and their drawers.
 */
export function ordersKeysOfLiveEvent(event: LiveEvent): QueryKey[] {
  const lists = [ordersKeys.lists(), [...ordersKeys.all, 'counts']];
  if (event.kind === 'orders.created') return lists;
  if (event.kind === 'orders.planned') {
    // A courier and window planned, changed or taken off: the rows and each open drawer.
    const ids = Array.isArray(event.payload.orderIds) ? (event.payload.orderIds as string[]) : [];
    return [ordersKeys.lists(), ...ids.map((id) => ordersKeys.detail(id))];
  }
  if (event.kind !== 'order.moved') return [];
  const orderId = typeof event.payload.orderId === 'string' ? event.payload.orderId : undefined;
  if (!orderId) return lists;
  return [...lists, ordersKeys.detail(orderId), ordersKeys.history(orderId), ordersKeys.decision(orderId)];
}
