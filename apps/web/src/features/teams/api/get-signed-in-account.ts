import type { Account } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { teamsKeys } from './query-keys';

/** GET {platform}/account: read on the join page to compare the invited address with the signed-in one. */
export const getSignedInAccountQueryOptions = () =>
  queryOptions({
    queryKey: teamsKeys.signedInAccount,
    queryFn: () => apiRequest<Account>('platform', '/account'),
  });

export const useSignedInAccount = () => useQuery(getSignedInAccountQueryOptions());
