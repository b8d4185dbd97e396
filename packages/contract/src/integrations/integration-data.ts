import type { IntegrationConnection } from './connections';

/** The session's integrationData: the account's connected Shopify shop, if any. */
export function toIntegrationData(connections: readonly IntegrationConnection[]): {
  shopify: IntegrationConnection | null;
} {
  return {
    shopify:
      connections.find((connection) => connection.platform === 'shopify' && connection.status === 'connected') ?? null,
  };
}
