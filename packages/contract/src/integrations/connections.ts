import { z } from 'zod';

export const INTEGRATION_PLATFORMS = ['shopify', 'woocommerce'] as const;
export type IntegrationPlatform = (typeof INTEGRATION_PLATFORMS)[number];

export const INTEGRATION_PLATFORM_LABELS: Record<IntegrationPlatform, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
};

export const CONNECTION_STATUSES = ['active', 'disconnected'] as const;

/** One online shop connected to the account (the spec leaves the shape open). */
export const IntegrationConnectionSchema = z.object({
  id: z.string(),
  platform: z.enum(INTEGRATION_PLATFORMS),
  shop: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  connectedAt: z.string(),
});
export type IntegrationConnection = z.infer<typeof IntegrationConnectionSchema>;

/** The session's integrationData: the account's active Shopify connection, if any. */
export function toIntegrationData(connections: readonly IntegrationConnection[]): {
  shopify: IntegrationConnection | null;
} {
  return {
    shopify:
      connections.find((connection) => connection.platform === 'shopify' && connection.status === 'active') ?? null,
  };
}
