import { ADDRESS_PATHS, type Location } from '@sameday/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { withUserStoreEvents } from '../../../shared/user-store-events';

/** The account's saved addresses: invalidate `savedPickupsKeys.all` after an address is added, changed or deleted. */
export const savedPickupsKeys = {
  all: ['saved-pickups'] as const,
  list: (accountId: string | undefined) => [...savedPickupsKeys.all, accountId] as const,
};

/** GET {platform}/partner/accounts/{accountId}/addresses: every saved address, with or without a location name. */
export function findSavedPickups(accountId: string, signal?: AbortSignal): Promise<Location[]> {
  return apiRequest<Location[]>('platform', ADDRESS_PATHS.ofAccount(encodeURIComponent(accountId))[0], {
    signal,
  });
}

/** One cache entry per account; each reader keeps what it needs with `select`. */
export function savedPickupsQueryOptions(accountId: string | undefined) {
  return queryOptions({
    queryKey: savedPickupsKeys.list(accountId),
    queryFn: ({ signal }) =>
      withUserStoreEvents('saved addresses', () => findSavedPickups(accountId as string, signal)),
    enabled: Boolean(accountId),
  });
}

/** Saved addresses without a location name are not offered as pickups (spec §5). */
export function namedLocations(locations: Location[]): Location[] {
  return locations.filter((location) => location.locationName?.trim());
}
