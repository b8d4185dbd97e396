import type { BulkPickup, BulkRowRules, Location } from '@sameday/contract';
import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../../entities/account';
import { featureFlagQueryOptions } from '../../../entities/flags';
import { preferencesQueryOptions } from '../../../entities/preferences';
import { pricingModelQueryOptions } from '../../../entities/pricing-model';
import { namedLocations, savedPickupsQueryOptions } from '../../../entities/saved-pickups';

/** The saved addresses with a location name, by the names a file may use for its pickups. */
const toBulkPickups = (locations: Location[]): BulkPickup[] =>
  namedLocations(locations).map((location) => ({
    id: location.id,
    name: location.locationName as string,
    emirate: location.emirate,
  }));

/** What the rules of the rows read of the account; the moment of the check is added when a file is chosen. */
export type AccountRules = Omit<BulkRowRules, 'now'>;

export type CheckRulesState = { refetch: () => Promise<unknown> } & (
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; data: undefined; error: Error | null }
  | { isPending: false; isError: false; data: AccountRules }
);

/**
 * What the file check reads, as the server reads it at import: the signed-in account's
 * named pickups, cut-off times, 4-hour flag and rate card. Any of them failing is the
 * screen's one error, and trying again asks again for what failed. The flag failing
 * leaves 4-hour off, as everywhere else (spec §8).
 */
export function useCheckRules(): CheckRulesState {
  const account = useAccount();
  const accountId = account.data?.id;
  const salesforceId = account.data?.user.salesforceId;
  const pickups = useQuery({ ...savedPickupsQueryOptions(accountId), select: toBulkPickups });
  const preferences = useQuery(preferencesQueryOptions());
  const pricing = useQuery(pricingModelQueryOptions(accountId));
  const flag = useQuery(featureFlagQueryOptions('shipments_partner_4hr', salesforceId));
  for (const query of [account, pickups, preferences, pricing]) {
    if (query.isError)
      return { isPending: false, isError: true, data: undefined, error: query.error, refetch: query.refetch };
  }
  const isFlagPending = Boolean(salesforceId) && flag.isPending;
  if (!pickups.data || !preferences.data || !pricing.data || isFlagPending)
    return { isPending: true, isError: false, data: undefined, refetch: pickups.refetch };
  return {
    isPending: false,
    isError: false,
    data: {
      pickups: pickups.data,
      cutOffs: preferences.data,
      isFourHourEnabled: flag.data?.Enabled === true,
      pricing: pricing.data,
    },
    refetch: pickups.refetch,
  };
}
