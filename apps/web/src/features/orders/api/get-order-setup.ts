import type { Account, Location, Preferences } from '@sameday/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';
import { ordersKeys } from './query-keys';

/** GET {platform}/account: the form needs only the account id, for its saved addresses. */
function getAccountId(signal?: AbortSignal) {
  return apiRequest<Account>('platform', '/account', { signal }).then((account) => account.id);
}

/**
 * GET {platform}/partner/accounts/{accountId}/addresses, kept to those with a
 * location name (spec §5: saved addresses without one are not offered).
 */
function findPickupLocations(accountId: string, signal?: AbortSignal) {
  return apiRequest<Location[]>('platform', `/partner/accounts/${encodeURIComponent(accountId)}/addresses`, {
    signal,
  }).then((locations) => locations.filter((location) => location.locationName?.trim()));
}

/** GET {platform}/partner/preferences: the cut-off times and the default pickup. */
function getPreferences(signal?: AbortSignal) {
  return apiRequest<Preferences>('platform', '/partner/preferences', { signal });
}

/** What the shipment form needs before it can be filled: the pickups, the default one and the cut-offs. */
export function useOrderSetup() {
  const account = useQuery(
    queryOptions({
      queryKey: ordersKeys.account(),
      queryFn: ({ signal }) => getAccountId(signal),
      staleTime: Infinity,
    }),
  );
  const pickups = useQuery(
    queryOptions({
      queryKey: ordersKeys.pickups(account.data),
      queryFn: ({ signal }) => findPickupLocations(account.data as string, signal),
      enabled: Boolean(account.data),
    }),
  );
  const preferences = useQuery(
    queryOptions({ queryKey: ordersKeys.preferences(), queryFn: ({ signal }) => getPreferences(signal) }),
  );
  const error = account.error ?? pickups.error ?? preferences.error;
  const isPending = !error && (account.isPending || pickups.isPending || preferences.isPending);
  return {
    isPending,
    error,
    pickups: pickups.data ?? [],
    preferences: preferences.data,
    defaultPickupId: preferences.data?.defaultPickupDetails?.locationId,
    retry: () => {
      void account.refetch();
      void pickups.refetch();
      void preferences.refetch();
    },
  };
}
