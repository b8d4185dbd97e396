import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatusGroupKey } from '@sameday/contract';

export type StateInfo = { title: MessageDescriptor; lines: MessageDescriptor[] };

/**
 * What each tab's state means and what to do next: the tour's words (spec §2)
 * for Pending and Ready for Collection.
 */
export const STATE_INFO: Record<OrderStatusGroupKey | 'all', StateInfo> = {
  all: {
    title: msg`All orders`,
    lines: [msg`Every order of your account, newest first. Open an order to see its history, price and actions.`],
  },
  pending: {
    title: msg`Pending: not yet seen by couriers`,
    lines: [
      msg`Select the orders whose packages are prepared and mark them Ready for Collection: that tells our couriers the packages are ready.`,
      msg`A courier then collects each one at your pickup address by its delivery day, which the Ready for Collection tab shows. Someone must be at the pickup location to hand it over.`,
    ],
  },
  ready_for_collection: {
    title: msg`Ready for Collection: waiting for a courier`,
    lines: [
      msg`Each order shows the day a courier collects it by: its delivery day, set by your account's cut-off times. Once our operations plan the courier's round, it shows the time the courier is expected instead. Someone must be at the pickup location to hand it over.`,
      msg`You can still change an order before it is collected: open it, then Actions → Edit. Stick each order's label on its package.`,
    ],
  },
  in_transit: {
    title: msg`In transit`,
    lines: [
      msg`Collected by a courier, at our depot or out for delivery to the recipient. No action is needed from you.`,
    ],
  },
  attention: {
    title: msg`Needs attention`,
    lines: [
      msg`A delivery attempt failed. The first failure is retried the next morning; after a second the order is held for 72 hours for your choice to reattempt or return it.`,
    ],
  },
  delivered: {
    title: msg`Delivered`,
    lines: [msg`Handed to the recipient. Cash on delivery amounts appear in your COD statements.`],
  },
  returns: {
    title: msg`Returns`,
    lines: [msg`Orders on their way back to your pickup address, or already returned.`],
  },
  cancelled: {
    title: msg`Cancelled`,
    lines: [msg`Cancelled before collection. Couriers will not collect these orders; duplicate one to place it again.`],
  },
};
