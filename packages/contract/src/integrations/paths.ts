import type { IntegrationPlatform } from './connections';

/**
 * Integration calls, relative to the platform base. A path with a parameter is a
 * function: the web calls it with the value, the API registers it with `':id'`.
 */
export const INTEGRATION_PATHS = {
  /** GET: the shops connected to the caller's account, newest first, with their status and today's counts (integrations:manage). */
  connections: '/integrations/connections',
  /** GET: each shop platform and whether this server is set up to connect it (integrations:manage). */
  platforms: '/integrations/platforms',
  /** DELETE: disconnects the shop: removes its webhooks, forgets its credentials, keeps the imported orders. */
  connection: (id: string) => `/integrations/connections/${id}`,
  /** GET / PUT: the connection's import rules. */
  settings: (id: string) => `/integrations/connections/${id}/settings`,
  /** GET: the connection's sync log, newest first, a page at a time (`outcome`, `limit`, `cursor`). */
  syncLog: (id: string) => `/integrations/connections/${id}/sync-log`,
  /** POST (body: orderId): the order placed from a failed entry with "Fix and import"; links the shop order to it. */
  syncEntryFixed: (id: string, entryId: string) => `/integrations/connections/${id}/sync-log/${entryId}/fixed`,
  /** POST: starts "Import recent orders" (body: days); GET: the latest import's progress. */
  importRecent: (id: string) => `/integrations/connections/${id}/import`,

  /** POST (signed in): the shop's domain → the Shopify page where the merchant approves the app. */
  shopifyConnect: '/integrations/shopify/connect',
  /** GET (public): Shopify's app URL, opened from the app listing with a signed query; starts the install. */
  shopifyInstall: '/integrations/shopify/install',
  /** GET (public): where Shopify returns the merchant with `code`, `shop`, `state`, `hmac`; ends on the dashboard. */
  shopifyCallback: '/integrations/shopify/callback',
  /** POST (public): Shopify's checkout asks for this account's live rates (carrier service). */
  shopifyRates: '/integrations/shopify/rates',

  /** POST (signed in): the Salla page where the merchant picks a store and approves the app (Salla names the store). */
  sallaConnect: '/integrations/salla/connect',
  /** GET (public): where Salla returns the merchant with `code` and `state` (from our screen or Salla's app store). */
  sallaCallback: '/integrations/salla/callback',

  /** GET (signed in): the shop waiting behind an entry link `?shop=&token=`, for the confirmation screen. */
  pendingShop: '/integrations/pending',
  /** POST (signed in): `{ shop, token }` from the entry link: connects that shop to the signed-in account. */
  confirmPendingShop: '/integrations/pending/confirm',

  /** POST (public, signed by the platform): a platform's webhook deliveries. */
  webhooks: (platform: IntegrationPlatform | ':platform') => `/integrations/webhooks/${platform}`,
} as const;
