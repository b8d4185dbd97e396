/*
 * The signed-in account (GET {platform}/account), read by the shell and by many
 * features: one fetch, one cache entry, one hook. The business accounts arrive
 * with it, and the one chosen is kept in local storage.
 */
export { accountKeys, accountQueryOptions, getAccount } from './account-query';
export { pickBusinessAccount } from './business-account-store';
export { completeOnboarding } from './complete-onboarding';
export { useAccount } from './use-account';
export { useBusinessAccounts } from './use-business-accounts';
