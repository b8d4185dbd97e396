/*
 * What the rest of the app may use of the orders feature. The router mounts
 * orders-page.tsx (/) and single-shipment-page.tsx (/single-shipment, /order)
 * directly, lazily.
 *
 * The guided tour (spec: dashboard §2) renders inside these screens. The shell
 * starts it from Tutorial with startGuidedTour() followed by navigating to "/";
 * its Orders links (sidebar and phone menu) carry data-tour="sidebar-orders-link".
 * A step whose target is missing is shown centred with an explanation
 * (docs/decisions/024).
 */

export { ordersKeysOfLiveEvent } from './api/live-keys';
export { type OrdersFirstPage, ordersPageQueryOf, prefetchOrdersPage } from './api/prefetch-orders-page';
export { TOUR_TARGETS } from './tour/tour-steps';
export { endGuidedTour, isOnboardingDone, startGuidedTour } from './tour/tour-store';
