import { type Account, PLATFORM_PATHS } from '@sameday/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { withUserStoreEvents } from '../../../shared/user-store-events';

/** The signed-in account's cache entries: invalidate `accountKeys.all` after a change to the account. */
export const accountKeys = {
  all: ['account'] as const,
  detail: () => [...accountKeys.all, 'signed-in'] as const,
  /** The accounts the user may act on (their own and those they are a member of). */
  acting: () => [...accountKeys.all, 'acting'] as const,
};

/** GET {platform}/account: the user, the account's clientType and the business accounts. */
export function getAccount(signal?: AbortSignal): Promise<Account> {
  return apiRequest<Account>('platform', PLATFORM_PATHS.account, { signal });
}

export function accountQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.detail(),
    // The business accounts arrive with the account: their topic covers this call.
    queryFn: ({ signal }) => withUserStoreEvents('business accounts', () => getAccount(signal)),
    // Asked for at / before the shell mounts (app/first-screen-data): not asked again at once.
    staleTime: 5_000,
  });
}
