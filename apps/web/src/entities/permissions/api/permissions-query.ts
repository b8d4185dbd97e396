import { PERMISSION_PATHS, PERMISSIONS_VERSION, type Permission } from '@sameday/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** The answer of GET {platform}/permissions (the contract has no schema for it yet). */
export type PermissionsAnswer = { version: number; accountId: string; role: string; permissions: Permission[] };

/** The caller's permissions in the active account; a switch of account invalidates every query, these included. */
export const permissionsKeys = {
  all: ['permissions'] as const,
  active: () => [...permissionsKeys.all, 'active-account'] as const,
};

/**
 * GET {platform}/permissions?version: the caller's role and permission strings in the active
 * account, in the date-based version this web reads (GetPermissions' version, platform spec §6).
 */
export function getPermissions(signal?: AbortSignal): Promise<PermissionsAnswer> {
  return apiRequest<PermissionsAnswer>('platform', PERMISSION_PATHS.permissions[0], {
    query: { version: PERMISSIONS_VERSION },
    signal,
  });
}

export function permissionsQueryOptions() {
  return queryOptions({
    queryKey: permissionsKeys.active(),
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: 5 * 60_000,
  });
}
