import { ORDER_PATHS, type RegionConfig } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

export type { RegionConfig };

export const regionKeys = {
  all: ['region'] as const,
  detail: (regionCode: string | undefined) => [...regionKeys.all, regionCode] as const,
};

/** GET {platform}/quiqdash/region/{id}: labels and placeholders of the address form; they never change. */
export function useRegionConfig(regionCode: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: regionKeys.detail(regionCode),
      queryFn: ({ signal }) =>
        apiRequest<RegionConfig>('platform', ORDER_PATHS.region(encodeURIComponent(regionCode as string)), {
          signal,
        }),
      enabled: Boolean(regionCode),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
