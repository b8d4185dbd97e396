import { z } from 'zod';
import { SHOP_CONNECTION_MESSAGES } from './connection-errors';

/** WooCommerce's key exchange, relative to the platform base. */
export const WOOCOMMERCE_PATHS = {
  /** POST (signed in): the store's address → the store's page where the merchant approves Sameday's keys. */
  connect: '/integrations/woocommerce/connect',
  /** POST (public, called by the store): the keys the merchant approved, with the state as `user_id`. */
  keys: '/integrations/woocommerce/keys',
  /**
   * GET (signed in): how the caller's key exchange ended. The store sends the merchant back to the
   * web's /integrations/woocommerce with `success` and `user_id`; the screen asks this with both.
   */
  outcome: '/integrations/woocommerce/outcome',
} as const;

export const WooConnectInputSchema = z.object({
  storeUrl: z
    .string({ error: SHOP_CONNECTION_MESSAGES.enterStoreAddress })
    .trim()
    .min(1, SHOP_CONNECTION_MESSAGES.enterStoreAddress)
    .max(200),
});
export type WooConnectInput = z.infer<typeof WooConnectInputSchema>;

/** Where the browser goes next: the store's page where the merchant approves Sameday's keys. */
export const WooConnectBeginSchema = z.object({ authorizeUrl: z.string() });

/** What WooCommerce POSTs to callback_url once the merchant approves. */
export const WooKeysSchema = z.object({
  key_id: z.coerce.number().int().nonnegative(),
  user_id: z.coerce.string().max(200),
  consumer_key: z.string().regex(/^ck_[0-9a-f]{40}$/),
  consumer_secret: z.string().regex(/^cs_[0-9a-f]{40}$/),
  key_permissions: z.string().max(20),
});
export type WooKeys = z.infer<typeof WooKeysSchema>;
export const WooKeysAnswerSchema = z.object({ received: z.literal(true) });

/** What the store adds to return_url, passed on by the screen. */
export const WooOutcomeQuerySchema = z.object({
  success: z.string().max(5).optional(),
  user_id: z.string().max(200).optional(),
});

/** How a key exchange ended, for the WooCommerce screen to say. */
export const WOO_CONNECT_OUTCOMES = [
  'connected',
  'denied',
  'read_only',
  'already_exists',
  'expired',
  'refused',
  'failed',
] as const;
export type WooConnectOutcome = (typeof WOO_CONNECT_OUTCOMES)[number];

export const WooOutcomeSchema = z.object({
  outcome: z.enum(WOO_CONNECT_OUTCOMES),
  message: z.string(),
  /** The store the exchange was for, when the state is the caller's. */
  store: z.string().nullable(),
});
export type WooOutcome = z.infer<typeof WooOutcomeSchema>;

export const WOO_CONNECT_MESSAGES: Record<WooConnectOutcome, string> = {
  connected: 'Your store is connected. New orders will appear here as they are placed.',
  denied: 'The store was not connected: access was not approved in WooCommerce.',
  read_only:
    'The store was not connected: Sameday needs read and write access to send tracking back. Try again and approve both.',
  already_exists: 'This store is already connected to another Sameday account. Disconnect it there first.',
  expired: 'The connection link has expired or was already used. Start again from Connect.',
  refused:
    'Your store refused the keys it had just given Sameday, so it was not connected. Check that the WooCommerce REST API is on and that no security plugin or host blocks it, then try again.',
  failed: 'The store could not be connected. Check that the WooCommerce REST API is on and try again.',
};
