import { BUSINESS_ACCOUNT_STORAGE_KEY, type BusinessAccount } from '@sameday/contract';

/**
 * Spec: choosing a business account stores it ({id, name} in local storage). Which account
 * calls act on is the session's, on the server (decision 021): the entry only mirrors the
 * last choice, and nothing reads it to decide.
 */
export function storeBusinessAccount(account: BusinessAccount): void {
  localStorage.setItem(BUSINESS_ACCOUNT_STORAGE_KEY, JSON.stringify({ id: account.id, name: account.name }));
}
