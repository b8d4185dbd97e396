/*
 * What the rest of the app may use of the orders feature. The router mounts
 * orders-page.tsx (/) and single-shipment-page.tsx (/single-shipment, /order)
 * directly, lazily.
 *
 * The guided tour (spec: dashboard §2) renders inside these screens. The shell
 * starts it from Tutorial with startGuidedTour() followed by navigating to "/",
 * and its sidebar Orders link should carry data-tour="sidebar-orders-link"
 * (step 2 falls back to the Main navigation's link to "/" meanwhile).
 */

export { TOUR_TARGETS } from './tour/tour-steps';
export { endGuidedTour, isOnboardingDone, startGuidedTour } from './tour/tour-store';
