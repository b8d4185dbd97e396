// Order states and who may move an order between them (docs/guide/orders-and-bulk-upload.md "Lifecycle").
// Zod-free: the orders screen reads it for tabs, labels and allowed actions.

/** Spec constants: the initial status, the two waypoint kinds, the order type. */
export const INITIAL_ORDER_STATUS = 'pending';
export const ORDER_KINDS = ['pickup', 'dropoff'] as const;
export const ORDER_TYPE = 'partner_sameday';

export const ORDER_STATUSES = [
  'pending',
  'ready_for_collection',
  'collected',
  'received_at_depot',
  'out_for_delivery',
  'delivery_complete',
  'delivery_failed',
  'on_hold',
  'return_to_origin',
  'returned_to_origin',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  ready_for_collection: 'Ready for Collection',
  collected: 'Collected',
  received_at_depot: 'At depot',
  out_for_delivery: 'Out for delivery',
  delivery_complete: 'Delivered',
  delivery_failed: 'Delivery failed',
  on_hold: 'On hold',
  return_to_origin: 'Returning',
  returned_to_origin: 'Returned',
  cancelled: 'Cancelled',
};

export type Actor = 'merchant' | 'courier' | 'system' | 'admin';

/** Every legal move, and who may make it. Anything else is refused with failed_precondition. */
export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly Actor[]>>> = {
  pending: {
    // The system too: a carrier collecting a pending order makes it ready for collection first (decision 041).
    ready_for_collection: ['merchant', 'admin', 'system'],
    cancelled: ['merchant', 'admin'],
    // A dispatcher rule holds the order for review as it is placed (decision 041).
    on_hold: ['system', 'admin'],
  },
  ready_for_collection: {
    pending: ['merchant', 'admin'],
    collected: ['courier', 'admin'],
    cancelled: ['merchant', 'admin'],
  },
  collected: { received_at_depot: ['courier', 'admin'] },
  received_at_depot: {
    out_for_delivery: ['courier', 'system', 'admin'],
    return_to_origin: ['admin'],
    // The recipient won't be available (the tracking page): held for the merchant's choice.
    on_hold: ['system', 'admin'],
  },
  out_for_delivery: { delivery_complete: ['courier', 'admin'], delivery_failed: ['courier', 'admin'] },
  // After a failure the system re-dispatches, holds or returns, by the number of failed attempts.
  delivery_failed: {
    out_for_delivery: ['system', 'courier', 'admin'],
    // Brought back to the depot at the end of the route, delivered again from there (decision 078, later).
    received_at_depot: ['courier', 'admin'],
    on_hold: ['system', 'admin'],
    return_to_origin: ['system', 'admin'],
  },
  // On hold 72 h for the merchant's choice: reattempt or return.
  // Held for review at placement: operations release it back to pending (decision 041).
  on_hold: {
    out_for_delivery: ['merchant', 'system', 'admin'],
    return_to_origin: ['merchant', 'system', 'admin'],
    pending: ['admin'],
  },
  return_to_origin: { returned_to_origin: ['courier', 'admin'] },
  returned_to_origin: {},
  delivery_complete: {},
  cancelled: {},
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/**
 * Whether the generic state call may make this move. A merchant sends a held order out again
 * through the reattempt call only, which carries the day (decision 020).
 */
export function isStateCallMove(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  if (actor === 'merchant' && from === 'on_hold' && to === 'out_for_delivery') return false;
  return canTransition(from, to, actor);
}

/** What happens after the n-th failed delivery (first: next morning; second: hold 72 h; third: return). */
export function afterFailedAttempt(failedAttempts: number): 'out_for_delivery' | 'on_hold' | 'return_to_origin' {
  if (failedAttempts <= 1) return 'out_for_delivery';
  if (failedAttempts === 2) return 'on_hold';
  return 'return_to_origin';
}
export const ON_HOLD_HOURS = 72;

/** Orders the merchant can still edit. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'ready_for_collection'];
export const isEditable = (status: OrderStatus) => EDITABLE_STATUSES.includes(status);

/** The tabs of the orders page. */
export const ORDER_STATUS_GROUPS = [
  { key: 'pending', label: 'Pending', statuses: ['pending'] },
  { key: 'ready_for_collection', label: 'Ready for Collection', statuses: ['ready_for_collection'] },
  { key: 'in_transit', label: 'In transit', statuses: ['collected', 'received_at_depot', 'out_for_delivery'] },
  { key: 'attention', label: 'Needs attention', statuses: ['delivery_failed', 'on_hold'] },
  { key: 'delivered', label: 'Delivered', statuses: ['delivery_complete'] },
  { key: 'returns', label: 'Returns', statuses: ['return_to_origin', 'returned_to_origin'] },
  { key: 'cancelled', label: 'Cancelled', statuses: ['cancelled'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly OrderStatus[] }[];
export type OrderStatusGroupKey = (typeof ORDER_STATUS_GROUPS)[number]['key'];
export const ORDER_STATUS_GROUP_KEYS = ORDER_STATUS_GROUPS.map((group) => group.key) as OrderStatusGroupKey[];

export function statusesOfGroup(key: string): readonly OrderStatus[] {
  return ORDER_STATUS_GROUPS.find((group) => group.key === key)?.statuses ?? [];
}
