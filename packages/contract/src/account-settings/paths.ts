/** Paths of the account's own settings, relative to the platform base. */
export const ACCOUNT_SETTINGS_PATHS = {
  /** GET {platform}/accounts/{id}: the caller's own account with its company details (the caller encodes the id). */
  account: (id: string) => `/accounts/${id}`,
  /** PUT {platform}/accounts: updates the caller's account (display name and company details). */
  updateAccount: '/accounts',
  /** GET / PUT: opening hours and contact. */
  settings: '/account/settings',
  /** GET / PUT: default service and parcel of a new order. */
  shippingProfile: '/account/shipping-profile',
} as const;
