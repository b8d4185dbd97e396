import { type Account, PLATFORM_PATHS } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api';

export const accountQueryKey = ['account'] as const;

/** GET {platform}/account: the signed-in user's account. */
export function useAccount() {
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: () => apiRequest<Account>('platform', PLATFORM_PATHS.account),
  });
}
