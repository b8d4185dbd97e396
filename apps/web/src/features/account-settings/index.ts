/*
 * The account settings feature (the API's account-settings module: the account's
 * company details, opening hours and contact, shipping profile). The router
 * mounts its screens directly, lazily: account-hub-page.tsx (/account),
 * company-page.tsx, terms-page.tsx, shipping-profile-page.tsx and settings-page.tsx.
 */
export {};
