import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../../entities/account';
import { preferencesQueryOptions } from '../../../entities/preferences';
import { getSavedPickupsQueryOptions } from '../api/find-saved-pickups';

/** The saved pickups of the active account and the default one (from the preferences). */
export function useSavedPickups() {
  const account = useAccount();
  const query = useQuery(getSavedPickupsQueryOptions(account.data?.id));
  const preferences = useQuery(preferencesQueryOptions());
  const defaultId = preferences.data?.defaultPickupDetails?.locationId;
  const savedPickups = query.data ?? [];
  return {
    savedPickups,
    defaultSavedPickup: savedPickups.find((pickup) => pickup.value === defaultId),
    isPending: query.isPending,
    error: query.error,
  };
}
