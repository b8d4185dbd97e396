/**
 * The shop integrations API's refusals, in English as it answers them; the dashboard shows them
 * in Arabic (issue 21). A platform's own faults (a webhook's signature) stay in English.
 */
export const SHOP_CONNECTION_MESSAGES = {
  notFound: 'This shop connection does not exist.',
  reconnectFirst: 'Reconnect this shop before importing its orders.',
  choosePickup: 'Choose one of your pickup addresses.',
  entryNotFound: 'This sync log entry does not exist.',
  orderNotFound: 'This order does not exist.',
  orderAlreadyLinked: 'This order already stands for a shop order.',
  shopTaken: 'This shop is already connected to another Sameday account.',
  platformNotSetUp: 'This shop platform is not set up on this server.',
  shopifyLinkInvalid: 'This Shopify link is not valid or has expired. Connect the shop again.',
  sallaLinkInvalid: 'This Salla link is not valid or has expired. Connect the store again.',
  sallaUnreachable: 'Salla could not be reached. Try connecting again in a moment.',
  /** The WooCommerce store address the merchant typed. */
  storeUrlMissing: 'Enter the address of your store.',
  storeUrlExample: 'Enter the address of your store, like https://shop.example.com.',
  storeUrlHttps: 'The store address must start with https://.',
  storeUrlExtras: 'Enter only the store address, without a login, query or #.',
  storeUrlPublic: 'The store address must be a public domain name, like shop.example.com.',
  storeUrlPort: 'The store address must use the standard port: 443 for https.',
  storeUrlPath: 'The store address has a path that cannot be a WordPress site.',
  /** The connect forms' field checks. */
  enterStoreAddress: 'Enter the address of your store',
  enterShopAddress: 'Enter your shop address',
  shopifyShopAddress: 'Enter your shop address, like your-shop.myshopify.com',
  /** The import rules' check of what a filter matches. */
  enterTagToMatch: 'Enter the tag to match',
  enterShippingMethodToMatch: 'Enter the shipping method name to match',
} as const;

/** The same, with values (see ../sentences.ts): the order the shop order already is. */
export const SHOP_CONNECTION_SENTENCES = {
  alreadyAnOrder: 'This shop order is already order {order} here.',
} as const;
