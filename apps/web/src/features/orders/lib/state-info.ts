import type { OrderStatusGroupKey } from '@sameday/contract';

export type StateInfo = { title: string; lines: string[] };

/**
 * What each tab's state means and what to do next: the tour's words (spec §2)
 * for Pending and Ready for Collection.
 */
export const STATE_INFO: Record<OrderStatusGroupKey | 'all', StateInfo> = {
  all: {
    title: 'All orders',
    lines: ['Every order of your account, newest first. Open an order to see its history, price and actions.'],
  },
  pending: {
    title: 'Pending: not yet seen by couriers',
    lines: [
      'Select the orders whose packages are prepared and mark them Ready for Collection: that tells our couriers the packages are ready.',
      'A courier then comes to your pickup address within the stated collection window. Someone must be at the pickup location during that window.',
    ],
  },
  ready_for_collection: {
    title: 'Ready for Collection: a courier is on the way',
    lines: [
      'A courier collects these packages within the stated window. Someone must be at the pickup location to hand them over.',
      "You can still change an order before it is collected: open it, then Actions → Edit. Stick each order's label on its package.",
    ],
  },
  in_transit: {
    title: 'In transit',
    lines: ['Collected by a courier, at our depot or out for delivery to the recipient. No action is needed from you.'],
  },
  attention: {
    title: 'Needs attention',
    lines: [
      'A delivery attempt failed. The first failure is retried the next morning; after a second the order is held for 72 hours for your choice to reattempt or return it.',
    ],
  },
  delivered: {
    title: 'Delivered',
    lines: ['Handed to the recipient. Cash on delivery amounts appear in your COD statements.'],
  },
  returns: {
    title: 'Returns',
    lines: ['Orders on their way back to your pickup address, or already returned.'],
  },
  cancelled: {
    title: 'Cancelled',
    lines: ['Cancelled before collection. Couriers will not collect these orders; duplicate one to place it again.'],
  },
};
