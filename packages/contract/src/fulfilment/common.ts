import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ORDER_FIELD_MESSAGES } from '../orders/order';

/** Warehouse locations that hold stock. */
export const FULFILMENT_LOCATIONS = ['dubai', 'abu_dhabi'] as const;
export type FulfilmentLocation = (typeof FULFILMENT_LOCATIONS)[number];
export const FULFILMENT_LOCATION_LABELS: Record<FulfilmentLocation, string> = {
  dubai: 'Dubai',
  abu_dhabi: 'Abu Dhabi',
};

export const SKU_MAX_LENGTH = 64;
/** Quantities of stock: whole units. */
export const QUANTITY_MAX = 1_000_000;

/**
 * Fulfilment's field checks (products and their sizes, stock, orders), in English as the API
 * answers them; the dashboard shows them in Arabic. Its refusals are FULFILMENT_MESSAGES.
 */
export const FULFILMENT_FIELD_MESSAGES = {
  chooseLocation: 'Choose Dubai or Abu Dhabi',
  skuTooLong: `A SKU has at most ${SKU_MAX_LENGTH} characters`,
  skuCharacters: 'A SKU uses letters, digits, dot, dash and underscore',
  quantityMax: `Quantity must be at most ${QUANTITY_MAX.toLocaleString('en')}`,
  weightMax: 'Must be at most 1000 kg',
  sizeMax: 'Must be at most 500 cm',
  valueInMinorUnits: 'Value must be in minor units',
  imageHttps: 'Use an https address',
  tooManyComponents: 'A bundle has at most 50 components',
  eachComponentOnce: 'Each component appears once',
  atLeastOneSku: 'Add at least one SKU',
  eachSkuOnce: 'Each SKU appears once',
  tooManyInboundLines: 'At most 500 lines per shipment',
  adjustmentChangesStock: 'An adjustment changes the stock',
  adjustmentReason: 'Give the reason for the adjustment',
  chooseMonthlyVolume: 'Choose a monthly volume',
} as const;

export const FulfilmentLocationSchema = z.enum(FULFILMENT_LOCATIONS, {
  error: FULFILMENT_FIELD_MESSAGES.chooseLocation,
});

/** A SKU is the product's key in paths: letters, digits, dot, dash and underscore. */
export const SkuSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(SKU_MAX_LENGTH, FULFILMENT_FIELD_MESSAGES.skuTooLong)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, FULFILMENT_FIELD_MESSAGES.skuCharacters);

export const SkuParamsSchema = z.object({ sku: SkuSchema });

export const QuantitySchema = z
  .number({ error: ORDER_FIELD_MESSAGES.quantityWhole })
  .int(ORDER_FIELD_MESSAGES.quantityWhole)
  .min(1, ORDER_FIELD_MESSAGES.quantityMin)
  .max(QUANTITY_MAX, FULFILMENT_FIELD_MESSAGES.quantityMax);

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
