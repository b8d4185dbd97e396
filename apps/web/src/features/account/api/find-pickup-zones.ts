import type { PickupZone } from '@sameday/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { withUserStoreEvents } from '../../../shared/user-store-events';

export const pickupZonesQueryKey = ['pickup-zones'] as const;

/** GET {platform}/quiqdash/pickup-zones: where couriers collect, with the account's pickup addresses in each. */
export function findPickupZones(signal?: AbortSignal): Promise<PickupZone[]> {
  return withUserStoreEvents('pickup zones', () =>
    apiRequest<PickupZone[]>('platform', '/quiqdash/pickup-zones', { signal }),
  );
}

export function getPickupZonesQueryOptions(accountId: string | undefined) {
  return queryOptions({
    queryKey: [...pickupZonesQueryKey, accountId] as const,
    queryFn: ({ signal }) => findPickupZones(signal),
    enabled: Boolean(accountId),
  });
}
