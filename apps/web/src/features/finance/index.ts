/*
 * What the rest of the app may use of the finance feature. The router mounts the
 * screens (invoices-page.tsx, outstanding-invoices-page.tsx, cod-page.tsx,
 * payment-methods-page.tsx, bank-details-page.tsx) directly, lazily; the shell
 * feeds the account banner with useUserConfig.
 */
export { getUserConfig, USER_CONFIG_KEY, userConfigQueryOptions, useUserConfig } from './api/user-config';
