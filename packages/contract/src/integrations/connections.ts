import { z } from 'zod';

export const INTEGRATION_PLATFORMS = ['shopify', 'woocommerce', 'zid', 'salla'] as const;
export type IntegrationPlatform = (typeof INTEGRATION_PLATFORMS)[number];

export const INTEGRATION_PLATFORM_LABELS: Record<IntegrationPlatform, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  zid: 'Zid',
  salla: 'Salla',
};

/**
 * connected: orders flow in; needs_reconnecting: the shop refused our credentials
 * (the merchant connects again); disconnected: removed here or uninstalled in the shop.
 */
export const CONNECTION_STATUSES = ['connected', 'needs_reconnecting', 'disconnected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export const CONNECTION_STATUS_LABELS: Record<ConnectionStatus, string> = {
  connected: 'Connected',
  needs_reconnecting: 'Needs reconnecting',
  disconnected: 'Disconnected',
};

/** One online shop connected to the account. */
export const IntegrationConnectionSchema = z.object({
  id: z.string(),
  platform: z.enum(INTEGRATION_PLATFORMS),
  /** The shop's domain (`oud-house.myshopify.com`, `shop.oudhouse.ae`). */
  shop: z.string(),
  /** The store's own name where the platform names it by a number (Salla, Zid); null otherwise. */
  shopName: z.string().nullable(),
  status: z.enum(CONNECTION_STATUSES),
  connectedAt: z.string(),
  /** When the last shop order reached us (ISO instant), null before the first. */
  lastOrderAt: z.string().nullable(),
  /** Shop orders that became orders here today (Dubai day). */
  importedToday: z.number().int(),
  /** Shop orders that could not become orders today. */
  failedToday: z.number().int(),
});
export type IntegrationConnection = z.infer<typeof IntegrationConnectionSchema>;

export { toIntegrationData } from './integration-data';

/**
 * Whether this server can connect a platform's shops: Shopify needs the app's key and secret,
 * WooCommerce a public https address for the store to post its keys to. The screens offer
 * Connect only for a platform that is set up, and say so plainly for one that is not.
 */
export const PlatformSetupSchema = z.object({
  platform: z.enum(INTEGRATION_PLATFORMS),
  isSetUp: z.boolean(),
  /** Why it cannot be connected here, in plain words; null when it can. */
  message: z.string().nullable(),
});
export type PlatformSetup = z.infer<typeof PlatformSetupSchema>;

export const PLATFORM_NOT_SET_UP_MESSAGES: Record<IntegrationPlatform, string> = {
  shopify:
    'Connecting Shopify shops is not set up on this server yet. Ask Sameday support to turn it on; your orders can still be added by hand or by bulk upload.',
  woocommerce:
    'Connecting WooCommerce stores is not set up on this server yet. Ask Sameday support to turn it on; your orders can still be added by hand or by bulk upload.',
  zid: 'Connecting Zid stores is not set up on this server yet. Ask Sameday support to turn it on; your orders can still be added by hand or by bulk upload.',
  salla:
    'Connecting Salla stores is not set up on this server yet. Ask Sameday support to turn it on; your orders can still be added by hand or by bulk upload.',
};
