/*
 * The signed-in account (GET {platform}/account), read by the shell and by many
 * features: one fetch, one cache entry, one hook. Beside it, the accounts the user
 * may act on and the switch between them (decision 021).
 */
export { accountKeys, accountQueryOptions, getAccount } from './api/account-query';
export {
  type ActingAccount,
  actingAccountsQueryOptions,
  toActingAccounts,
  useActingAccounts,
  useSwitchActingAccount,
} from './api/acting-accounts';
export { completeOnboarding } from './api/complete-onboarding';
export { useAccount } from './api/use-account';
