/** Paths the shell links to that the contract's route constants do not name. Icon-free: the router imports it. */

export { SHIPPING_RULES_PATH } from '../../features/dispatcher';
export {
  NEW_BUNDLE_PATH as CREATE_BUNDLE_PATH,
  NEW_PRODUCT_PATH as CREATE_PRODUCT_PATH,
} from '../../features/fulfilment';
/** The integrations path as the router sees it (the contract spells it with a doubled slash). */
export const INTEGRATIONS_PATH = '/integrations';
/** The active account's team (the organisation switcher and Settings link to it too). */
export const TEAM_PATH = '/settings/team';
/** Shipments booked with carriers, and the international shipment form. */
export { SHIPMENTS_PATH } from '../../features/shipments';
/** The operations console, a route tree of its own: the sidebar links to it for staff. */
export const CONSOLE_PATH = '/admin';
