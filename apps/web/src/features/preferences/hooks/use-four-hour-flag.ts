import { useAccount } from '../../../entities/account';
import { useFlagDecision } from '../../../entities/flags';

/**
 * Whether 4-hour delivery is offered to the signed-in user (the flag
 * shipments_partner_4hr), named by the account's salesforceId: this screen does
 * not rely on the shell's FeatureFlagsProvider.
 */
export function useFourHourFlag() {
  const account = useAccount();
  const query = useFlagDecision('shipments_partner_4hr', account.data?.user.salesforceId);
  return query.data?.Enabled === true;
}
