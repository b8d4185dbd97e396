import { z } from 'zod';

/** Warehouse locations that hold stock. */
export const FULFILMENT_LOCATIONS = ['dubai', 'abu_dhabi'] as const;
export type FulfilmentLocation = (typeof FULFILMENT_LOCATIONS)[number];
export const FULFILMENT_LOCATION_LABELS: Record<FulfilmentLocation, string> = {
  dubai: 'Dubai',
  abu_dhabi: 'Abu Dhabi',
};
export const FulfilmentLocationSchema = z.enum(FULFILMENT_LOCATIONS, { error: 'Choose Dubai or Abu Dhabi' });

export const SKU_MAX_LENGTH = 64;
/** A SKU is the product's key in paths: letters, digits, dot, dash and underscore. */
export const SkuSchema = z
  .string({ error: 'This field is required' })
  .trim()
  .min(1, 'This field is required')
  .max(SKU_MAX_LENGTH, `A SKU has at most ${SKU_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'A SKU uses letters, digits, dot, dash and underscore');

export const SkuParamsSchema = z.object({ sku: SkuSchema });

/** Quantities of stock: whole units. */
export const QUANTITY_MAX = 1_000_000;
export const QuantitySchema = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX.toLocaleString('en')}`);

/** Page-numbered lists (the spec's `limit` and `page`; pages count from 1). */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(25),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** `sort_desc` as the spec spells it: "true"/"false" or 1/0 in a query string. */
export const SortDescSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1')
  .default(false);

/** Who did something, as lists show it. */
export const ActorSchema = z.object({ id: z.string().nullable(), name: z.string() });

/** An account named in operations' lists across accounts. */
export const AccountNameSchema = z.object({ id: z.string(), name: z.string() });
export type AccountName = z.infer<typeof AccountNameSchema>;

/** Fulfilment's own sentences. */
export const FULFILMENT_MESSAGES = {
  notFulfilmentAccount: 'Fulfilment is not set up for this account. Contact fulfilment to start.',
  skuTaken: 'This SKU is already used by another product',
  unknownSku: 'No product with this SKU',
  bundleInBundle: 'A bundle is made of products, not of other bundles',
  bundleNeedsComponents: 'A bundle has at least one component',
  archivedProduct: 'This product is archived',
  notEditable: 'The order can be changed only until picking starts',
  notCancellable: 'The order can no longer be cancelled',
  badTransition: 'The order cannot move to this state now',
  alreadyReceived: 'This inbound shipment has already been received',
  belowReserved: 'Stock on hand cannot go below what is reserved',
  contactRequestSent: 'Thank you. Our fulfilment team will contact you shortly.',
  productNotFound: 'Product not found',
  orderNotFound: 'Fulfilment order not found',
  inboundNotFound: 'Inbound shipment not found',
  onlyBundleHasComponents: 'Only a bundle has components',
} as const;
