import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/**
 * The answer of GET {platform}/quiqdash/region/{id}, as the API builds it (the
 * contract has no schema for it yet).
 */
export type RegionConfig = {
  name: string;
  regionCode: string;
  timezone: string;
  supportEmail: string;
  features: { hasLocationName: boolean; hasApartmentNumber: boolean; standardRestrictionTime: string };
  locationLabels: { addressLine1: string; addressLine2: string; apartmentNumber: string };
  locationPlaceholders: { addressLine1: string; addressLine2: string; apartmentNumber: string };
  accountAddressPlaceholder: string;
};

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
        apiRequest<RegionConfig>('platform', `/quiqdash/region/${encodeURIComponent(regionCode as string)}`, {
          signal,
        }),
      enabled: Boolean(regionCode),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
