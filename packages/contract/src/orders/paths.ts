import { FULFILMENT_SETUP_FLAG } from '../constants';

/**
 * Order calls, relative to the platform base (spec: "Orders dashboard"). A path with a
 * parameter is a function: the web calls it with the value, the API registers it with
 * `':id'`. `{ids}` is one order id or a comma-separated list of up to 1,000 (docs/decisions/007).
 */
export const ORDER_PATHS = {
  /** GET: the account's orders, newest first, a page at a time; POST: places an order. */
  orders: '/quiqdash/orders',
  /** GET one order; PUT: edits it while it is pending or ready for collection. */
  order: (id: string) => `/quiqdash/order/${id}`,
  /** GET: the order's history, oldest first. */
  history: (id: string) => `/quiqdash/orders/history/${id}`,
  /** GET: orders by status and by tab, for the tab badges. */
  groupCounts: '/quiqdash/orders/group_counts',
  /**
   * GET, with the list's query: what the signed-in first screen shows, in one answer (the account, the
   * permissions, the preferences, the shell's flags, the tab counts and the list's first page).
   */
  firstScreen: '/quiqdash/first-screen',
  /** PUT: moves each order of `ids` to `state`; each is answered on its own. */
  state: (ids: string, state: string) => `/quiqdash/orders/state/${ids}/${state}`,
  /** PUT: the merchant's choice for held orders: deliver again on the day in the body; each is answered on its own. */
  reattempt: (ids: string) => `/quiqdash/orders/reattempt/${ids}`,
  /** PUT: the merchant's choice for held orders: send them back to the pickup address; each is answered on its own. */
  returnToOrigin: (ids: string) => `/quiqdash/orders/return/${ids}`,
  /** POST: a customer return of a delivered order: a new order from its drop-off back to its pickup address. */
  customerReturn: (id: string) => `/quiqdash/orders/customer_return/${id}`,
  /** GET: the orders as CSV or Excel (the list's filters, or `ids`). */
  download: '/quiqdash/orders/download',
  /** POST: adds parcels to the order before collection. */
  parcels: (id: string) => `/quiqdash/orders/parcels/${id}`,
  /** DELETE: removes one parcel before collection. */
  parcel: (id: string, parcelId: string) => `/quiqdash/orders/${id}/parcels/${parcelId}`,
  /** GET: the labels of `ids` as one PDF. */
  labels: (ids: string) => `/quiqdash/orders/labels/${ids}`,
  /** GET: labels, placeholders and features of the address form for a region code. */
  region: (regionCode: string) => `/quiqdash/region/${regionCode}`,
  /** POST: the carrier's status webhook, authenticated by its api-key header (no session). */
  carrierStatus: '/webhooks/carrier/status',
} as const;

/**
 * The flags the signed-in shell reads as it first draws (and ff-metrics, which every flag read asks
 * for): the first screen's answer decides them for the user.
 */
export const FIRST_SCREEN_FLAGS = ['bridge-quiqdash', FULFILMENT_SETUP_FLAG, 'ff-metrics'] as const;
