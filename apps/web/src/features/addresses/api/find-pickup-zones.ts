import { ADDRESS_PATHS, type PickupZone } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickupZonesKeys } from '../../../entities/pickup-address';
import { apiRequest } from '../../../shared/api';
import { withUserStoreEvents } from '../../../shared/user-store-events';

export { pickupZonesKeys };

/** GET {platform}/quiqdash/pickup-zones: where couriers collect, with the account's pickup addresses in each. */
export function findPickupZones(signal?: AbortSignal): Promise<PickupZone[]> {
  return withUserStoreEvents('pickup zones', () =>
    apiRequest<PickupZone[]>('platform', ADDRESS_PATHS.pickupZones, { signal }),
  );
}

export function pickupZonesQueryOptions(accountId: string | undefined) {
  return queryOptions({
    queryKey: pickupZonesKeys.list(accountId),
    queryFn: ({ signal }) => findPickupZones(signal),
    enabled: Boolean(accountId),
  });
}

/** The pickup zones of the account named (none asked for before it is known). */
export const usePickupZonesQuery = (accountId: string | undefined) => useQuery(pickupZonesQueryOptions(accountId));
