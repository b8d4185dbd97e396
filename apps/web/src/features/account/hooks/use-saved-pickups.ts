import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../../entities/account';
import { getSavedPickupsQueryOptions } from '../api/find-saved-pickups';
import { getPreferencesQueryOptions } from '../api/get-preferences';

/** The saved pickups of the active account and the default one (from the preferences). */
export function useSavedPickups() {
  const account = useAccount();
  const query = useQuery(getSavedPickupsQueryOptions(account.data?.id));
  const preferences = useQuery(getPreferencesQueryOptions());
  const defaultId = preferences.data?.defaultPickupDetails?.locationId;
  const savedPickups = query.data ?? [];
  return {
    savedPickups,
    defaultSavedPickup: savedPickups.find((pickup) => pickup.value === defaultId),
    isPending: query.isPending,
    error: query.error,
  };
}
