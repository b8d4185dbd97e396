import {
  type IntegrationConnection as Connection,
  INTEGRATION_PATHS as PATHS,
  type PendingShop,
} from '@sameday/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { integrationsKeys } from './query-keys';

/** GET …/integrations/pending: the shop waiting behind an entry link, named for the confirmation. */
export function getPendingShop(shop: string, token: string, signal?: AbortSignal): Promise<PendingShop> {
  return apiRequest<PendingShop>('platform', PATHS.pendingShop, { signal, query: { shop, token } });
}

export function pendingShopQueryOptions(shop: string, token: string) {
  return queryOptions({
    queryKey: integrationsKeys.pendingShop(shop, token),
    queryFn: ({ signal }) => getPendingShop(shop, token, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const usePendingShop = (shop: string, token: string) => useQuery(pendingShopQueryOptions(shop, token));

/** POST …/integrations/pending/confirm: connects the entry link's shop to the signed-in account. */
export function useConfirmPendingShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { shop: string; token: string }) =>
      apiRequest<Connection>('platform', PATHS.confirmPendingShop, { method: 'POST', body: entry }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.connections() }),
  });
}
