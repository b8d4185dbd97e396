import { FINANCE_PATHS, type UserConfig } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../shared/api';

export const USER_CONFIG_KEY = ['finance', 'user-config'] as const;

/** GET {invoicer}/user-config: whether the account is blocked or has overdue invoices, and its rate card. */
export const getUserConfig = (signal?: AbortSignal) =>
  apiRequest<UserConfig>('invoicer', FINANCE_PATHS.userConfig, { signal });

/**
 * The invoicer's word on the account (spec: user config), for the account banner.
 * Fetched with the shell and again when the tab comes back; a failed fetch calls
 * onFetchFailed, which signs the user out (spec §7 "Other").
 */
export function useUserConfig({ onFetchFailed }: { onFetchFailed: (error: Error) => void }) {
  const query = useQuery({
    queryKey: USER_CONFIG_KEY,
    queryFn: ({ signal }) => getUserConfig(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  const onFailedRef = useRef(onFetchFailed);
  onFailedRef.current = onFetchFailed;
  useEffect(() => {
    if (query.error) onFailedRef.current(query.error);
  }, [query.error]);
  return query;
}
