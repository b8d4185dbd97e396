import { PRICING_PATHS, type PricingModel } from '@sameday/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** The account's rate card, one cache entry per account. */
export const pricingModelKeys = {
  all: ['pricing-model'] as const,
  detail: (accountId: string | undefined) => [...pricingModelKeys.all, accountId] as const,
};

/** GET {platform}/accounts/{id}/pricing-model: the rate card. */
export function getPricingModel(accountId: string, signal?: AbortSignal): Promise<PricingModel> {
  return apiRequest<PricingModel>('platform', PRICING_PATHS.pricingModel(encodeURIComponent(accountId)), { signal });
}

export function pricingModelQueryOptions(accountId: string | undefined) {
  return queryOptions({
    queryKey: pricingModelKeys.detail(accountId),
    queryFn: ({ signal }) => getPricingModel(accountId as string, signal),
    enabled: Boolean(accountId),
  });
}
