import { FINANCE_PATHS, type UserConfig } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** The same cache entry as the shell's banner reads: one fetch of the invoicer's user config. */
export const ACCOUNT_STANDING_KEY = ['finance', 'user-config'] as const;

export function accountStandingQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_STANDING_KEY,
    queryFn: ({ signal }) => apiRequest<UserConfig>('invoicer', FINANCE_PATHS.userConfig, { signal }),
    staleTime: 60_000,
  });
}

/** Whether the account may place orders now, and the reason operations gave when it may not. */
export type OrderPlacementBlock = { isBlocked: boolean; reason: string | null };

export function useOrderPlacementBlock(): OrderPlacementBlock {
  const { data } = useQuery(accountStandingQueryOptions());
  return {
    isBlocked: data?.isOrderSubmissionBlocked ?? false,
    reason: data?.isOrderSubmissionBlocked ? (data.orderSubmissionBlockedReason ?? null) : null,
  };
}
