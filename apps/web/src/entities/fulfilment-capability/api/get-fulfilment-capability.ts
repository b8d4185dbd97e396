import { FULFILMENT_PATHS, type FulfilmentCapability } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/*
 * Whether the account is a fulfilment account (set by operations): the sidebar adds
 * Products from it, and the fulfilment screens show the entry page without it.
 */
export const fulfilmentCapabilityKeys = {
  all: ['fulfilment-capability'] as const,
};

/** GET {platform}/api/fulfilment/capability. */
export const getFulfilmentCapability = (signal?: AbortSignal) =>
  apiRequest<FulfilmentCapability>('platform', FULFILMENT_PATHS.capability, { signal });

export const fulfilmentCapabilityQueryOptions = () =>
  queryOptions({
    queryKey: fulfilmentCapabilityKeys.all,
    queryFn: ({ signal }) => getFulfilmentCapability(signal),
    staleTime: 5 * 60_000,
  });

export const useFulfilmentCapability = () => useQuery(fulfilmentCapabilityQueryOptions());
