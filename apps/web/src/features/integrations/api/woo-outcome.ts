import { WOOCOMMERCE_PATHS, type WooOutcome } from '@sameday/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/api';
import { integrationsKeys } from './query-keys';

/** GET {platform}/integrations/woocommerce/outcome: how the key exchange the store sent the merchant back from ended. */
export function findWooOutcome(query: { success: string; userId: string }, signal?: AbortSignal) {
  const params = new URLSearchParams({ success: query.success, user_id: query.userId });
  return apiRequest<WooOutcome>('platform', `${WOOCOMMERCE_PATHS.outcome}?${params}`, { signal });
}

/** The outcome of the merchant's return from the store; the shops are read again once it is known. */
export function useWooOutcome(query: { success: string; userId: string } | null) {
  const client = useQueryClient();
  const result = useQuery({
    queryKey: [...integrationsKeys.all, 'woo-outcome', query?.userId ?? ''],
    queryFn: ({ signal }) => findWooOutcome(query ?? { success: '', userId: '' }, signal),
    enabled: query !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const known = result.data?.outcome;
  useEffect(() => {
    if (known) void client.invalidateQueries({ queryKey: integrationsKeys.connections() });
  }, [known, client]);
  return result;
}
