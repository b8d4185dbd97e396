import { type IntegrationConnection as Connection, INTEGRATION_PATHS as PATHS } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { withUserStoreEvents } from '../../../shared/user-store-events';
import { integrationsKeys } from './query-keys';

/** A switch of account invalidates every query, so the key needs no account id. */
export const connectionsQueryKey = integrationsKeys.connections();

/** GET {platform}/integrations/connections: the shops connected to the active account, with today's counts. */
export function findConnections(signal?: AbortSignal): Promise<Connection[]> {
  return withUserStoreEvents('integrations', () => apiRequest<Connection[]>('platform', PATHS.connections, { signal }));
}

export function getConnectionsQueryOptions(canManage: boolean) {
  return queryOptions({
    queryKey: connectionsQueryKey,
    queryFn: ({ signal }) => findConnections(signal),
    // Only a role with integrations:manage may read them; the others would be refused.
    enabled: canManage,
  });
}

/** The connected shops, read only when the caller may manage integrations. */
export const useConnections = (canManage: boolean) => useQuery(getConnectionsQueryOptions(canManage));
