import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../account';
import { pricingModelQueryOptions } from './pricing-model-query';

/** The signed-in account's rate card; pending or failed with the account it needs. */
export function usePricingModel() {
  const account = useAccount();
  const query = useQuery(pricingModelQueryOptions(account.data?.id));
  return { ...query, error: account.error ?? query.error, isPending: account.isPending || query.isPending };
}
