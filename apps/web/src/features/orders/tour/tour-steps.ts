/**
 * The guided tour of placing a single-shipment order (spec: dashboard §2): six
 * steps on their targets, each found by a stable data-tour attribute.
 */
export type TourStep = {
  /** The element the card points at and whose click advances the tour. */
  target: string;
  /** More elements to highlight with it (the last step: the Ready for Collection tab). */
  alsoHighlight?: string[];
  title: string;
  body: string[];
  /** The last steps offer Finish. */
  canFinish?: boolean;
};

export const TOUR_TARGETS = {
  singleShipmentButton: '[data-tour="single-shipment-button"]',
  /**
   * The shell's sidebar Orders link: it is expected to carry data-tour="sidebar-orders-link";
   * until it does, the Main navigation's link to "/" (the logo link has its own aria-label).
   */
  sidebarOrdersLink: '[data-tour="sidebar-orders-link"], nav[aria-label="Main"] a[href="/"]:not([aria-label])',
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
  },
  {
    target: TOUR_TARGETS.sidebarOrdersLink,
    title: 'Then find it in Orders',
    body: ['Once the order is placed, open Orders to prepare it for the courier.'],
  },
  {
    target: TOUR_TARGETS.downloadLabelButton,
    title: 'Print the label',
    body: ["Download the order's label and stick it on the package."],
  },
  {
    target: TOUR_TARGETS.rowSelectionCell,
    title: 'Select the order',
    body: ['Tick the orders whose packages are prepared.'],
  },
  {
    target: TOUR_TARGETS.readyForCollectionButton,
    title: 'Mark it Ready for Collection',
    body: [
      'This tells our couriers the package is prepared. A courier then arrives within the stated time window.',
      'Someone must be at the pickup location during that window.',
    ],
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
    canFinish: true,
  },
];
