/** Paths the shell links to that the contract's route constants do not name. Icon-free: the router imports it. */
export const CREATE_PRODUCT_PATH = '/fulfillment/products/new';
export const CREATE_BUNDLE_PATH = '/fulfillment/bundles/new';
/** The integrations path as the router sees it (the contract spells it with a doubled slash). */
export const INTEGRATIONS_PATH = '/integrations';
/** The active account's team (the organisation switcher and Settings link to it too). */
export const TEAM_PATH = '/settings/team';
