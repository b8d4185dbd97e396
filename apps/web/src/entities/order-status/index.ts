import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '@sameday/contract';

/**
 * The names of order states as every screen shows them (the orders list and drawer, the
 * console), keyed by the contract's codes; their English is the contract's ORDER_STATUS_LABELS.
 */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  ready_for_collection: msg`Ready for Collection`,
  collected: msg`Collected`,
  received_at_depot: msg`At depot`,
  out_for_delivery: msg`Out for delivery`,
  delivery_complete: msg`Delivered`,
  delivery_failed: msg`Delivery failed`,
  on_hold: msg`On hold`,
  return_to_origin: msg`Returning`,
  returned_to_origin: msg`Returned`,
  cancelled: msg`Cancelled`,
};
