import { hasPermission, type Permission } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { permissionsQueryOptions } from './permissions-query';

/**
 * The permissions list. Spec §8: an error is kept in the query state and has no
 * UI of its own; until the list is known nothing gated is allowed.
 */
export function usePermissions() {
  const query = useQuery(permissionsQueryOptions());
  const permissions = query.data?.permissions ?? [];
  return {
    permissions,
    role: query.data?.role,
    can: (permission: Permission) => hasPermission(permissions, permission),
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
