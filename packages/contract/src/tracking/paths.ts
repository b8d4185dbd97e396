/**
 * Tracking calls, relative to the platform base. The `/track/…` calls are public: the code in
 * the path reads the page (docs/decisions/037); a change also needs the recipient's confirmation
 * (docs/decisions/052). A path with a parameter is a function: the
 * web calls it with the value, the API registers it with `':code'`.
 */
export const TRACKING_PATHS = {
  /** GET: what the recipient may see of the order behind a tracking code. */
  track: (code: string) => `/track/${code}`,
  /** POST: the recipient's delivery instructions (before the order leaves the depot). */
  instructions: (code: string) => `/track/${code}/instructions`,
  /** POST: the recipient moves the delivery to another allowed day (before the order leaves the depot). */
  reschedule: (code: string) => `/track/${code}/reschedule`,
  /** POST: the recipient won't be available: the order is held for the merchant (at the depot). */
  unavailable: (code: string) => `/track/${code}/unavailable`,
  /** POST: the recipient's 1–5 rating and comment, once, after delivery. */
  rating: (code: string) => `/track/${code}/rating`,
  /** POST: the recipient asks to send the parcels back, within the merchant's return window after delivery. */
  return: (code: string) => `/track/${code}/return`,
  /** POST: the recipient confirms it is them (phone's last digits or a sent code): a short-lived confirmation. */
  verify: (code: string) => `/track/${code}/verify`,
  /** POST: sends a one-time code to the phone the order is for. */
  sendVerificationCode: (code: string) => `/track/${code}/verify/send`,
  /** GET: the caller's tracking page and recipient message settings; PUT: changes them. */
  settings: '/tracking/settings',
  /** GET: an order's tracking link (the merchant's own order). */
  orderLink: (id: string) => `/tracking/orders/${id}/link`,
} as const;

/** The web page of a tracking code, on the server's public URL. */
export const trackingPagePath = (code: string) => `/track/${code}`;
