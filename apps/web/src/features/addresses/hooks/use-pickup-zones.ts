import { hasPickupZones } from '@sameday/contract';
import { useAccount } from '../../../entities/account';
import { usePickupZonesQuery } from '../api/find-pickup-zones';

/** The pickup zones of the active account and the session's hasPickupZones. */
export function usePickupZones() {
  const account = useAccount();
  const query = usePickupZonesQuery(account.data?.id);
  const zones = query.data ?? [];
  return {
    zones,
    hasPickupZones: hasPickupZones(zones),
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
