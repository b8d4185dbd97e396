/** Pricing calls, relative to the platform base. */
export const PRICING_PATHS = {
  /** GET the account's rate card (the caller's own account only; another id is not found). */
  pricingModel: (accountId: string) => `/accounts/${accountId}/pricing-model`,
  /** POST: the price of one order before it is placed. */
  orderCharge: '/quiqdash/order-charge',
  /** POST: every service offered for a route, with its day, its price and whether it can be booked. */
  rates: '/shipments/rates',
} as const;
