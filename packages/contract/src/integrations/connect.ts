import { z } from 'zod';
import { SHOP_CONNECTION_MESSAGES } from './connection-errors';
import { INTEGRATION_PLATFORMS } from './connections';

/** A Shopify shop's permanent domain: `<name>.myshopify.com`. */
export const SHOPIFY_SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export const ShopifyConnectInputSchema = z.object({
  shop: z
    .string({ error: SHOP_CONNECTION_MESSAGES.enterShopAddress })
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
    .transform((value) => (value.includes('.') ? value : `${value}.myshopify.com`))
    .pipe(z.string().max(255).regex(SHOPIFY_SHOP_DOMAIN, SHOP_CONNECTION_MESSAGES.shopifyShopAddress)),
});
export type ShopifyConnectInput = z.input<typeof ShopifyConnectInputSchema>;

/** Where the browser goes next: the platform's approval page. */
export const ConnectBeginSchema = z.object({ authorizeUrl: z.string() });
export type ConnectBegin = z.infer<typeof ConnectBeginSchema>;

/** The entry link's `shop` + `token` (a merchant arriving from the app listing). */
export const PendingShopQuerySchema = z.object({
  shop: z.string().trim().min(1).max(255),
  token: z.string().trim().min(1).max(200),
});
export type PendingShopQuery = z.infer<typeof PendingShopQuerySchema>;

/** For the confirmation screen: which shop joins which account. */
export const PendingShopSchema = z.object({
  platform: z.enum(INTEGRATION_PLATFORMS),
  shop: z.string(),
  /** The store's own name where the platform names it by a number (Salla, Zid); null otherwise. */
  shopName: z.string().nullable(),
  accountId: z.string(),
  accountName: z.string(),
});
export type PendingShop = z.infer<typeof PendingShopSchema>;

/** An entry link whose token is unknown, used up or expired (404: the session itself is fine). */
export const PENDING_SHOP_LINK_EXPIRED =
  'This shop link is not valid or has expired. Connect the shop again from its app listing.';

/** The query Shopify sends to the app URL and to the callback (signed by `hmac`). */
export const ShopifySignedQuerySchema = z.looseObject({
  shop: z.string().max(255).optional(),
  hmac: z.string().max(128).optional(),
  timestamp: z.string().max(20).optional(),
  host: z.string().max(500).optional(),
  code: z.string().max(200).optional(),
  state: z.string().max(200).optional(),
}) as z.ZodType<Record<string, string | string[] | undefined>>;

/** Shopify's carrier-service rate request (the fields the answer uses). */
export const ShopifyRateRequestSchema = z.object({
  rate: z.object({
    destination: z
      .object({
        country: z.string().nullable().optional(),
        province: z.string().nullable().optional(),
        city: z.string().nullable().optional(),
        address1: z.string().nullable().optional(),
      })
      .passthrough(),
    currency: z.string().optional(),
  }),
});
export const ShopifyRatesAnswerSchema = z.object({
  rates: z.array(
    z.object({
      service_name: z.string(),
      service_code: z.string(),
      total_price: z.string(),
      currency: z.string(),
      description: z.string().optional(),
    }),
  ),
});
