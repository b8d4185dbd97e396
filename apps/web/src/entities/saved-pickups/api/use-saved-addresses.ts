import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../account';
import { savedPickupsQueryOptions } from './saved-pickups-query';

/** Every saved address of the account (with or without a location name); pending or failed with the account it needs. */
export function useSavedAddresses() {
  const account = useAccount();
  const query = useQuery(savedPickupsQueryOptions(account.data?.id));
  return { ...query, error: account.error ?? query.error, isPending: account.isPending || query.isPending };
}
