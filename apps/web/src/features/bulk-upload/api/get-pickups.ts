import type { BulkPickup, Location } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../../entities/account';
import { namedLocations, savedPickupsQueryOptions } from '../../../entities/saved-pickups';

/** The saved addresses with a location name, by the names a file may use for its pickups. */
const toBulkPickups = (locations: Location[]): BulkPickup[] =>
  namedLocations(locations).map((location) => ({ id: location.id, name: location.locationName as string }));

export type PickupsState = { refetch: () => Promise<unknown> } & (
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; data: undefined; error: Error | null }
  | { isPending: false; isError: false; data: BulkPickup[] }
);

/**
 * The pickups a file may name: the signed-in account, then its saved addresses.
 * Either failing is the screen's one error, and trying again asks again for what failed.
 */
export function usePickups(): PickupsState {
  const account = useAccount();
  const pickups = useQuery({ ...savedPickupsQueryOptions(account.data?.id), select: toBulkPickups });
  if (account.isError)
    return { isPending: false, isError: true, data: undefined, error: account.error, refetch: account.refetch };
  if (pickups.isError)
    return { isPending: false, isError: true, data: undefined, error: pickups.error, refetch: pickups.refetch };
  if (pickups.isPending) return { isPending: true, isError: false, data: undefined, refetch: pickups.refetch };
  return { isPending: false, isError: false, data: pickups.data, refetch: pickups.refetch };
}
