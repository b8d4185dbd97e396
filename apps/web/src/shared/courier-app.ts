import { WEB_ROUTES } from '@sameday/contract';

/** Couriers work in the courier app, its own page with the same session (docs/decisions/060): the dashboard sends them there. */
export function openCourierApp(): void {
  window.location.assign(WEB_ROUTES.courierApp);
}
