import { FINANCE_PATHS, type UserConfig } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../shared/api';

export const USER_CONFIG_KEY = ['finance', 'user-config'] as const;

/** GET {invoicer}/user-config: whether the account is blocked or has overdue invoices, and its rate card. */
export const getUserConfig = (signal?: AbortSignal) =>
  apiRequest<UserConfig>('invoicer', FINANCE_PATHS.userConfig, { signal });

/** Fresh for a minute: the user config the first screen's answer brought is not asked for again at once. */
export function userConfigQueryOptions() {
  return queryOptions({ queryKey: USER_CONFIG_KEY, queryFn: ({ signal }) => getUserConfig(signal), staleTime: 60_000 });
}

/**
 * The invoicer's word on the account (spec: user config), for the account banner.
 * Fetched with the shell and again when the tab comes back; a failed fetch calls
 * onFetchFailed, which signs the user out (spec §7 "Other").
 */
export function useUserConfig({ onFetchFailed }: { onFetchFailed: (error: Error) => void }) {
  const query = useQuery({ ...userConfigQueryOptions(), refetchOnWindowFocus: true });
  const onFailedRef = useRef(onFetchFailed);
  onFailedRef.current = onFetchFailed;
  useEffect(() => {
    if (query.error) onFailedRef.current(query.error);
  }, [query.error]);
  return query;
}
