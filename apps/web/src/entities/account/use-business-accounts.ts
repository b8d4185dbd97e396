import type { BusinessAccount } from '@sameday/contract';
import { useCallback, useSyncExternalStore } from 'react';
import {
  pickBusinessAccount,
  readStoredBusinessAccountId,
  storeBusinessAccount,
  subscribeToBusinessAccount,
} from './business-account-store';
import { useAccount } from './use-account';

const EMPTY: BusinessAccount[] = [];

/**
 * The business accounts of the user (spec §4): the list, the selected one, and
 * isContactUser when the list is non-empty. Choosing one stores it.
 */
export function useBusinessAccounts() {
  const account = useAccount();
  const businessAccounts = account.data?.businessAccounts ?? EMPTY;
  const storedId = useSyncExternalStore(subscribeToBusinessAccount, readStoredBusinessAccountId);
  const select = useCallback((chosen: BusinessAccount) => storeBusinessAccount(chosen), []);
  return {
    businessAccounts,
    selected: pickBusinessAccount(businessAccounts, storedId),
    isContactUser: businessAccounts.length > 0,
    select,
    isPending: account.isPending,
    error: account.error,
  };
}
