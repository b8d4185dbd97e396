import { INTEGRATION_PATHS, type IntegrationConnection } from '@sameday/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { withUserStoreEvents } from '../../../shared/user-store-events';

/** A switch of account invalidates every query, so the key needs no account id. */
export const connectionsQueryKey = ['integrations', 'connections'] as const;

/** GET {platform}/integrations/connections: the shops connected to the active account. */
export function findConnections(signal?: AbortSignal): Promise<IntegrationConnection[]> {
  return withUserStoreEvents('integrations', () =>
    apiRequest<IntegrationConnection[]>('platform', INTEGRATION_PATHS.connections, { signal }),
  );
}

export function getConnectionsQueryOptions(canManage: boolean) {
  return queryOptions({
    queryKey: connectionsQueryKey,
    queryFn: ({ signal }) => findConnections(signal),
    // Only a role with integrations:manage may read them; the others would be refused.
    enabled: canManage,
  });
}
