/**
 * Address calls, relative to the platform base. The spec names several spellings of the
 * same call; each answers the same. A path with a parameter is a function: the web
 * calls it with the value, the API registers it with `':id'`.
 */
export const ADDRESS_PATHS = {
  /** POST: saves a new address (a pickup location when it has a location name). */
  create: ['/partner/addresses', '/addresses'],
  /** GET one saved address of the account. */
  one: (id: string) => [`/partner/addresses/${id}`, `/addresses/${id}`, `/quiqdash/locations/${id}`] as const,
  /** PATCH: changes the fields sent; DELETE: removes the address. */
  address: (id: string) => `/partner/addresses/${id}`,
  /** GET the account's saved addresses (another account's list is not found). */
  ofAccount: (accountId: string) =>
    [`/partner/accounts/${accountId}/addresses`, `/accounts/${accountId}/addresses`] as const,
  /** GET: where couriers collect, with the account's pickup addresses in each zone. */
  pickupZones: '/quiqdash/pickup-zones',
} as const;
