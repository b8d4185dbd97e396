import type { Account, BulkPickup, Location } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/**
 * GET {platform}/account then GET {platform}/partner/accounts/{id}/addresses: the
 * saved addresses with a location name, the names a file may use for its pickups.
 */
async function findPickups(signal?: AbortSignal): Promise<BulkPickup[]> {
  const account = await apiRequest<Account>('platform', '/account', { signal });
  const locations = await apiRequest<Location[]>(
    'platform',
    `/partner/accounts/${encodeURIComponent(account.id)}/addresses`,
    { signal },
  );
  return locations
    .filter((location) => location.locationName?.trim())
    .map((location) => ({ id: location.id, name: location.locationName as string }));
}

export function usePickups() {
  return useQuery(queryOptions({ queryKey: ['bulk-upload', 'pickups'], queryFn: ({ signal }) => findPickups(signal) }));
}
