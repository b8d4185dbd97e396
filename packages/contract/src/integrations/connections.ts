import { z } from 'zod';

export const INTEGRATION_PLATFORMS = ['shopify', 'woocommerce'] as const;
export type IntegrationPlatform = (typeof INTEGRATION_PLATFORMS)[number];

export const INTEGRATION_PLATFORM_LABELS: Record<IntegrationPlatform, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
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

/** The session's integrationData: the account's connected Shopify shop, if any. */
export function toIntegrationData(connections: readonly IntegrationConnection[]): {
  shopify: IntegrationConnection | null;
} {
  return {
    shopify:
      connections.find((connection) => connection.platform === 'shopify' && connection.status === 'connected') ?? null,
  };
}
