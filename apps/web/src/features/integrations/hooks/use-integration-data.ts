import { toIntegrationData } from '@sameday/contract';
import { useConnections } from '../api/find-connections';

/** What the caller may do here, as the app reads it from the permissions list. */
export type IntegrationsAccess = { canManage: boolean; isPending: boolean };

/** The session's integrationData and the connections it comes from (none for a role without integrations:manage). */
export function useIntegrationData(access: IntegrationsAccess) {
  const query = useConnections(access.canManage && !access.isPending);
  const connections = query.data ?? [];
  return {
    connections,
    integrationData: toIntegrationData(connections),
    isPending: access.isPending || (access.canManage && query.isPending),
    error: query.error,
    refetch: query.refetch,
  };
}
