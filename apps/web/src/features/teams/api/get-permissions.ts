import type { Permission } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { teamsKeys } from './query-keys';

/** The answer of GET {platform}/permissions (the contract has no schema for it yet). */
export type PermissionsAnswer = { version: number; accountId: string; role: string; permissions: Permission[] };

/** GET {platform}/permissions: what the caller may do in the active account. */
export const getPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: teamsKeys.permissions,
    queryFn: () => apiRequest<PermissionsAnswer>('platform', '/permissions'),
  });

export const usePermissions = () => useQuery(getPermissionsQueryOptions());
