import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The guided tour of placing a single-shipment order (spec: dashboard §2): six
 * steps on their targets, each found by its own stable data-tour attribute and
 * nothing else, so a step never lands on an element that merely looks alike.
 */
export type TourStep = {
  /** The element the card points at and whose click advances the tour. */
  target: string;
  /** More elements to highlight with it (the last step: the Ready for Collection tab). */
  alsoHighlight?: string[];
  /**
   * Where the target is when it is tucked away: on phones the Orders link sits in
   * the menu, so the card points at the Menu button until the menu is open.
   */
  revealedBy?: { selector: string; hint: MessageDescriptor };
  title: MessageDescriptor;
  body: MessageDescriptor[];
  /**
   * Said when the target is not on the screen (a new account has no order yet,
   * nothing is ticked, another page is open): the card then stands in the middle
   * of the screen with its text and this sentence, and Next still moves on.
   */
  whenMissing: MessageDescriptor;
  /**
   * The step shows a part of an order's row (its label button, its tick box, the bar a ticked
   * order opens): with no order yet the tour skips it and says so on its last step.
   */
  needsOrder?: boolean;
};

export const TOUR_TARGETS = {
  /** The orders page's New Shipment button, and the phone header's on phones. */
  singleShipmentButton: '[data-tour="single-shipment-button"]',
  /** The sidebar's Orders link, and the phone menu's. */
  sidebarOrdersLink: '[data-tour="sidebar-orders-link"]',
  /** The phone header's Menu button, which opens the menu holding Orders. */
  phoneMenuButton: '[data-tour="phone-menu-button"]',
  downloadLabelButton: '[data-tour="download-label-button"]',
  rowSelectionCell: '[data-tour="order-row-select"]',
  readyForCollectionButton: '[data-tour="ready-for-collection-button"]',
  orderStateInfo: '[data-tour="order-state-info"]',
  readyForCollectionTab: '[data-tour="ready-for-collection-tab"]',
  /** The orders page of an account with no order at all ("No orders yet"). */
  ordersEmpty: '[data-tour="orders-empty"]',
} as const;

/** Said on the last step when the tour skipped the steps that need an order. */
export const SKIPPED_STEPS_NOTE = msg`You have no orders yet, so the tour skipped printing a label, ticking an order and marking it Ready for Collection. Start Tutorial again once you have placed one to see them.`;

export const TOUR_STEPS: TourStep[] = [
  {
    target: TOUR_TARGETS.singleShipmentButton,
    title: msg`Place a single shipment`,
    body: [
      msg`Start here to send one package: your pickup address, the recipient, the items and the delivery service.`,
    ],
    whenMissing: msg`The New Shipment button at the top of the Orders page starts one.`,
  },
  {
    target: TOUR_TARGETS.sidebarOrdersLink,
    revealedBy: { selector: TOUR_TARGETS.phoneMenuButton, hint: msg`Open the menu to find Orders.` },
    title: msg`Then find it in Orders`,
    body: [msg`Once the order is placed, open Orders to prepare it for the courier.`],
    whenMissing: msg`Orders is the first entry of the menu.`,
  },
  {
    target: TOUR_TARGETS.downloadLabelButton,
    title: msg`Print the label`,
    body: [msg`Download the order's label and stick it on the package.`],
    whenMissing: msg`Once you have an order, its row in the Orders list has a Download label button: this step points at it.`,
    needsOrder: true,
  },
  {
    target: TOUR_TARGETS.rowSelectionCell,
    title: msg`Select the order`,
    body: [msg`Tick the orders whose packages are prepared.`],
    whenMissing: msg`Once you have an order, a tick box starts its row in the Orders list: this step points at it.`,
    needsOrder: true,
  },
  {
    target: TOUR_TARGETS.readyForCollectionButton,
    title: msg`Mark it Ready for Collection`,
    body: [
      msg`This tells our couriers the package is prepared. A courier then arrives within the stated time window: the collection day shown under the order's state.`,
      msg`Someone must be at the pickup location during that window.`,
    ],
    whenMissing: msg`The Ready for Collection button appears at the bottom of the screen once you tick an order: this step points at it then.`,
    needsOrder: true,
  },
  {
    target: TOUR_TARGETS.orderStateInfo,
    alsoHighlight: [TOUR_TARGETS.readyForCollectionTab],
    title: msg`Orders Ready for Collection`,
    body: [
      msg`They wait in the Ready for Collection tab until the courier collects them; this area says what each state means.`,
      msg`You can still change one: open the order, then its Actions menu, then Edit.`,
    ],
    whenMissing: msg`The Ready for Collection tab and this area are at the top of the Orders page.`,
  },
];
