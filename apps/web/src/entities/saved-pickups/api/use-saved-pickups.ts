import { toSavedPickups } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../account';
import { preferencesQueryOptions } from '../../preferences';
import { savedPickupsQueryOptions } from './saved-pickups-query';

/** The saved pickups of the active account (those with a location name) and the default one (from the preferences). */
export function useSavedPickups() {
  const account = useAccount();
  const query = useQuery({ ...savedPickupsQueryOptions(account.data?.id), select: toSavedPickups });
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
