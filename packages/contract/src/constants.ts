/** Business constants named by the specs. */
export const APP_VERSION = '1.201.2';
export const PHONE_PREFIX = '+971';
export const PHONE_MIN_LENGTH = 8;
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; never truncated. */
export const PASSWORD_MAX_LENGTH = 256;
export const SIGN_UP_PROGRESS = { idle: -1, start: 0, waiting: 40, created: 80, done: 100 } as const;
export const SIGN_UP_PROGRESS_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 12_000;
export const SESSION_INFO_TOAST_MS = 2000;
export const VERSION_CHECK_INTERVAL_MS = 864e5;
export const NOTIFICATION_POLL_INTERVAL_MS = 86_400_000;
export const PHONE_BREAKPOINT_PX = 575;
export const SIDEBAR_WIDTH_COLLAPSED_PX = 50;
export const SIDEBAR_WIDTH_EXPANDED_PX = 192;
export const TOUR_TARGET_RETRY_MS = 2000;
export const TOKEN_SYNC_DELAY_MS = 200;
export const TOKEN_SYNC_FORCED_DELAY_MS = 100;
export const FORM_CARD_MAX_WIDTH_PX = 500;
export const SESSION_STORAGE_KEY = 'QU';
export const ONBOARDING_STORAGE_KEY = 'onboarding';
/**
 * The dashboard's language chosen on this browser (local storage): read by the web at start, and by
 * the page's first script to ask for the first screen's catalog in that language (docs/decisions/087).
 */
export const LANGUAGE_STORAGE_KEY = 'sameday.language';
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'sidebarCollapsed';
export const BUSINESS_ACCOUNT_STORAGE_KEY = 'defaultBusinessAccount';

/** Reset codes and links (issue #2, security). */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_LINK_TTL_MINUTES = 60;
export const ACCESS_TOKEN_TTL_SECONDS = 600;
export const SIGN_IN_LOCK_AFTER_FAILURES = 10;
export const SIGN_IN_LOCK_MINUTES = 15;
/** The identity provider's token template (spec: "template named dispatch"). */
export const TOKEN_TEMPLATE = 'dispatch';

export const ORDERS_PER_MONTH_OPTIONS = ['just starting', '1-100', '101-500', '500+'] as const;
export const PRODUCT_CATEGORIES = [
  'Fashion',
  'Cosmetics',
  'Perfumes',
  'Supplements',
  'Furniture',
  'Electronics',
  'Fresh Food',
  'Long Life Food',
  'Other',
] as const;
export const PERSONAL_VERTICAL = 'Consumer/Personal';
export const DEFAULT_ORDERS_PER_MONTH = 'just starting';
export const DEFAULT_PRODUCT_CATEGORY = 'Other';

/** User roles: the spec's beta switches, then the provider's staff roles ('admin' keeps every power). */
export const ROLES = [
  'bulk_beta',
  'map_beta',
  'pagination_beta',
  'reports_beta',
  'admin',
  'operations',
  'finance',
  'support',
] as const;
export type Role = (typeof ROLES)[number];

export const FEATURE_FLAGS = [
  'advance-shipment',
  'create-shipment-v2',
  'shipments_partner_4hr',
  'ff-metrics',
  'bridge-quiqdash',
] as const;

/** A flag of our own: on once the account's fulfilment setup is completed ('Products' joins the sidebar). */
export const FULFILMENT_SETUP_FLAG = 'fulfillment-setup-completed';

export const MARKETING_CLAIMS = {
  deliverySuccessRate: '98% delivery success rate',
  support: '24/7 support',
  dubai: 'Delivery within 4 hours in Dubai',
  uae: 'Next-day delivery across the UAE',
} as const;
