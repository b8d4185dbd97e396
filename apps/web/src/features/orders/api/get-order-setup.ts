import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions } from '../../../entities/account';
import { preferencesQueryOptions } from '../../../entities/preferences';
import { namedLocations, savedPickupsQueryOptions } from '../../../entities/saved-pickups';
import { shippingProfileQueryOptions } from '../../../entities/shipping-profile';

/**
 * The signed-in account, for its id (its saved addresses) and whether the user is
 * new (the tour). The orders screens never ask again: a switch of account
 * invalidates every query, this one included.
 */
export function useSignedInAccount() {
  return useQuery({ ...accountQueryOptions(), staleTime: Infinity });
}

/** What the shipment form needs before it can be filled: the pickups, the default one and the cut-offs. */
export function useOrderSetup() {
  const account = useSignedInAccount();
  const accountId = account.data?.id;
  // Spec §5: saved addresses without a location name are not offered.
  const pickups = useQuery({ ...savedPickupsQueryOptions(accountId), select: namedLocations });
  // The cut-off times and the default pickup.
  const preferences = useQuery(preferencesQueryOptions());
  const profile = useQuery(shippingProfileQueryOptions());
  const error = account.error ?? pickups.error ?? preferences.error;
  // Without its profile the form still works: it starts empty.
  const isPending =
    !error && (account.isPending || pickups.isPending || preferences.isPending || profile.fetchStatus === 'fetching');
  return {
    isPending,
    error,
    pickups: pickups.data ?? [],
    preferences: preferences.data,
    defaultPickupId: preferences.data?.defaultPickupDetails?.locationId,
    profile: profile.data,
    retry: () => {
      void account.refetch();
      void pickups.refetch();
      void preferences.refetch();
    },
  };
}
