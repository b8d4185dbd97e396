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
  revealedBy?: { selector: string; hint: string };
  title: string;
  body: string[];
  /**
   * Said when the target is not on the screen (a new account has no order yet,
   * nothing is ticked, another page is open): the card then stands in the middle
   * of the screen with its text and this sentence, and Next still moves on.
   */
  whenMissing: string;
  /** The last steps offer Finish. */
  canFinish?: boolean;
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
} as const;

export const TOUR_STEPS: TourStep[] = [
  {
    target: TOUR_TARGETS.singleShipmentButton,
    title: 'Place a single shipment',
    body: ['Start here to send one package: your pickup address, the recipient, the items and the delivery service.'],
    whenMissing: 'The New Shipment button at the top of the Orders page starts one.',
  },
  {
    target: TOUR_TARGETS.sidebarOrdersLink,
    revealedBy: { selector: TOUR_TARGETS.phoneMenuButton, hint: 'Open the menu to find Orders.' },
    title: 'Then find it in Orders',
    body: ['Once the order is placed, open Orders to prepare it for the courier.'],
    whenMissing: 'Orders is the first entry of the menu.',
  },
  {
    target: TOUR_TARGETS.downloadLabelButton,
    title: 'Print the label',
    body: ["Download the order's label and stick it on the package."],
    whenMissing:
      'Once you have an order, its row in the Orders list has a Download label button: this step points at it.',
  },
  {
    target: TOUR_TARGETS.rowSelectionCell,
    title: 'Select the order',
    body: ['Tick the orders whose packages are prepared.'],
    whenMissing: 'Once you have an order, a tick box starts its row in the Orders list: this step points at it.',
  },
  {
    target: TOUR_TARGETS.readyForCollectionButton,
    title: 'Mark it Ready for Collection',
    body: [
      'This tells our couriers the package is prepared. A courier then arrives within the stated time window.',
      'Someone must be at the pickup location during that window.',
    ],
    whenMissing:
      'The Ready for Collection button appears at the bottom of the screen once you tick an order: this step points at it then.',
    canFinish: true,
  },
  {
    target: TOUR_TARGETS.orderStateInfo,
    alsoHighlight: [TOUR_TARGETS.readyForCollectionTab],
    title: 'Orders Ready for Collection',
    body: [
      'They wait in the Ready for Collection tab until the courier collects them; this area says what each state means.',
      'You can still change one: open the order, then its Actions menu, then Edit.',
    ],
    whenMissing: 'The Ready for Collection tab and this area are at the top of the Orders page.',
    canFinish: true,
  },
];
