import { hasPermission, type Permission } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** GET {platform}/permissions: the caller's permission strings in the active account. */
export type PermissionsAnswer = { version: number; accountId: string; role: string; permissions: string[] };

export const permissionsQueryKey = ['permissions'] as const;

export function getPermissionsQueryOptions() {
  return queryOptions({
    queryKey: permissionsQueryKey,
    queryFn: ({ signal }) => apiRequest<PermissionsAnswer>('platform', '/permissions', { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The permissions list. Spec §8: an error is kept in the query state and has no
 * UI of its own; until the list is known nothing gated is allowed.
 */
export function usePermissions() {
  const query = useQuery(getPermissionsQueryOptions());
  const permissions = query.data?.permissions ?? [];
  return {
    permissions,
    role: query.data?.role,
    can: (permission: Permission) => hasPermission(permissions, permission),
    isPending: query.isPending,
    error: query.error,
  };
}
