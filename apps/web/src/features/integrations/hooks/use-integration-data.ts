import { useQuery } from '@tanstack/react-query';
import type { Connection } from '../api/draft-contract';
import { getConnectionsQueryOptions } from '../api/find-connections';

/** What the caller may do here, as the app reads it from the permissions list. */
export type IntegrationsAccess = { canManage: boolean; isPending: boolean };

/** The session's integrationData: the account's connected Shopify shop, if any. */
export function toIntegrationData(connections: readonly Connection[]): { shopify: Connection | null } {
  return {
    shopify:
      connections.find((connection) => connection.platform === 'shopify' && connection.status === 'connected') ??
      null,
  };
}

/** The session's integrationData and the connections it comes from (none for a role without integrations:manage). */
export function useIntegrationData(access: IntegrationsAccess) {
  const query = useQuery(getConnectionsQueryOptions(access.canManage && !access.isPending));
  const connections = query.data ?? [];
  return {
    connections,
    integrationData: toIntegrationData(connections),
    isPending: access.isPending || (access.canManage && query.isPending),
    error: query.error,
    refetch: query.refetch,
  };
}
