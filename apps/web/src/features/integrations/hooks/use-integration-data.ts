import { toIntegrationData } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../account';
import { usePermissions } from '../../permissions';
import { getConnectionsQueryOptions } from '../api/find-connections';

/** The session's integrationData and the connections it comes from (none for a role without integrations:manage). */
export function useIntegrationData() {
  const account = useAccount();
  const permissions = usePermissions();
  const canManage = permissions.can('integrations:manage');
  const query = useQuery(getConnectionsQueryOptions(account.data?.id, canManage));
  const connections = query.data ?? [];
  return {
    connections,
    integrationData: toIntegrationData(connections),
    canManage,
    isPending: permissions.isPending || (canManage && query.isPending),
    error: query.error,
    refetch: query.refetch,
  };
}
