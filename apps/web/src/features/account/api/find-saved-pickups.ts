import { type Location, type SavedPickup, toSavedPickups } from '@sameday/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { withUserStoreEvents } from '../../../shared/user-store-events';

/** GET {platform}/partner/accounts/{accountId}/addresses, as saved pickups (those with a location name). */
export function findSavedPickups(accountId: string, signal?: AbortSignal): Promise<SavedPickup[]> {
  return withUserStoreEvents('saved addresses', async () =>
    toSavedPickups(
      await apiRequest<Location[]>('platform', `/partner/accounts/${encodeURIComponent(accountId)}/addresses`, {
        signal,
      }),
    ),
  );
}

export function getSavedPickupsQueryOptions(accountId: string | undefined) {
  return queryOptions({
    queryKey: ['saved-pickups', accountId] as const,
    queryFn: ({ signal }) => findSavedPickups(accountId as string, signal),
    enabled: Boolean(accountId),
  });
}
