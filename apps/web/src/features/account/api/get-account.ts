import { type Account, PLATFORM_PATHS } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { withUserStoreEvents } from '../../../shared/user-store-events';

export const accountQueryKey = ['account'] as const;

/** GET {platform}/account: the user, the account's clientType and the business accounts. */
export function getAccountQueryOptions() {
  return queryOptions({
    queryKey: accountQueryKey,
    // The business accounts arrive with the account: their topic covers this call.
    queryFn: ({ signal }) =>
      withUserStoreEvents('business accounts', () =>
        apiRequest<Account>('platform', PLATFORM_PATHS.account, { signal }),
      ),
  });
}

export function useAccount() {
  return useQuery(getAccountQueryOptions());
}
