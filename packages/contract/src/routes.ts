/** Web route constants of the same-day partner area (spec: platform contract §2). */
export const WEB_ROUTES = {
  login: '/login',
  resetPassword: '/reset-password',
  createAccount: '/create-account',
  passwordRecovery: '/password-recovery',
  orders: '/',
  bulkOrders: '/bulk-orders',
  order: '/order',
  singleShipment: '/single-shipment',
  reports: '/reports',
  account: '/account',
  finance: '/finance',
  invoices: '/finance/invoices',
  cod: '/finance/cod',
  paymentMethods: '/finance/payment-methods',
  bankDetails: '/finance/bank-details',
  pickupAddresses: '/account/pickup-addresses',
  company: '/account/company',
  cutOff: '/account/cut-off',
  pricing: '/account/pricing',
  terms: '/account/terms',
  shippingProfile: '/account/shipping-profile',
  /** Spelt with a doubled slash in the spec's constants; the router normalises it. */
  integrations: '//integrations',
  fulfillmentProducts: '/fulfillment/products',
  fulfillmentInventory: '/fulfillment/inventory',
  settings: '/settings',
  accountInvoices: '/account/invoices',
  /** The courier app, its own entry (docs/decisions/060): a courier signed in to the dashboard goes there. */
  courierApp: '/courier',
} as const;

/** Routes reachable without a session. */
export const PUBLIC_ROUTES = [
  WEB_ROUTES.login,
  WEB_ROUTES.resetPassword,
  WEB_ROUTES.createAccount,
  WEB_ROUTES.passwordRecovery,
] as const;

/**
 * The dashboard page's first script (docs/decisions/083) asks for the session's token, and at `/`
 * with no query the first screen, before the page's scripts have arrived; it leaves both requests
 * under this global, where the web takes each once.
 */
export const EARLY_REQUESTS_GLOBAL = '__samedayEarly';
/** The first screen's list query at `/` with no query of its own: the orders page's default tab and page. */
export const FIRST_SCREEN_DEFAULT_QUERY = 'group=pending&limit=100';

/** Where the API is mounted on the one-process server; /env.json names them for the web. */
export const API_BASES = {
  platform: '/api/platform',
  invoicer: '/api/invoicer',
} as const;

/** Paths relative to the platform base. */
export const PLATFORM_PATHS = {
  register: '/partner/register',
  forgotPassword: '/customer/forgot_password',
  partnerUser: '/partner/user',
  /** GET: the same user as /partner/user and /me (the spec's third spelling). */
  courierUser: '/courier/user',
  /** POST: the guided tour ended (complete or cancelled): the user is no longer new. */
  onboardingComplete: '/partner/user/onboarding/complete',
  account: '/account',
  me: '/me',
  /** PUT { language }: the signed-in user's dashboard language. */
  myLanguage: '/me/language',
  identifier: '/identity/identifier',
  signIn: '/identity/sign-in',
  token: '/identity/token',
  signOut: '/identity/sign-out',
  resetCode: '/identity/reset-code',
  resetWithCode: '/identity/reset-code/confirm',
  recoverySession: '/identity/recovery-session',
} as const;

/** The interactive API reference; its OpenAPI 3.1 document is at `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = '/api/docs';
