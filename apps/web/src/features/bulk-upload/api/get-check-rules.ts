import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../../entities/account';
import { featureFlagQueryOptions } from '../../../entities/flags';
import { preferencesQueryOptions } from '../../../entities/preferences';
import { pricingModelQueryOptions } from '../../../entities/pricing-model';
import { savedPickupsQueryOptions } from '../../../entities/saved-pickups';
import { type AccountRules, accountRulesOf } from '../lib/account-rules';

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
  const pickups = useQuery(savedPickupsQueryOptions(accountId));
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
    data: accountRulesOf({
      locations: pickups.data,
      cutOffs: preferences.data,
      pricing: pricing.data,
      isFourHourEnabled: flag.data?.Enabled === true,
    }),
    refetch: pickups.refetch,
  };
}
