/** The operations console's paths: a route tree of its own under /admin, beside the merchant screens. */
export const CONSOLE_BASE_PATH = '/admin';

export const CONSOLE_PATHS = {
  accounts: '/admin/accounts',
  account: (id: string) => `/admin/accounts/${encodeURIComponent(id)}`,
  /** The account's orders, of one state when given (the account page's counts open it). */
  accountOrders: (id: string, state?: string) =>
    `/admin/accounts/${encodeURIComponent(id)}/orders${state ? `?state=${encodeURIComponent(state)}` : ''}`,
  ownerships: '/admin/ownerships',
  staff: '/admin/staff',
  flags: '/admin/feature-flags',
  audit: '/admin/audit-log',
  fulfilment: '/admin/fulfilment',
  dispatcher: '/admin/dispatcher-rules',
  heldOrders: '/admin/held-orders',
  /** The dispatch board: the day's waves, missions, couriers and ready orders. */
  dispatch: '/admin/dispatch',
  /** Reports: the day's numbers over a range of days. */
  reports: '/admin/reports',
  dispatcherRules: (merchantId: string) => `/admin/dispatcher-rules/${encodeURIComponent(merchantId)}`,
} as const;
