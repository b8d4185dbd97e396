import { z } from 'zod';
import { requiredText } from '../identity/common';
import { FIELD_MESSAGES } from '../messages';
import {
  ActorSchema,
  FULFILMENT_FIELD_MESSAGES,
  FULFILMENT_MESSAGES,
  PageQuerySchema,
  QuantitySchema,
  SkuSchema,
  SortDescSchema,
} from './common';

const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).nullable().optional();
const optionalMeasure = (max: number, messages: { aboveZero: string; tooMuch: string }) =>
  z.number().positive(messages.aboveZero).max(max, messages.tooMuch).nullable().optional();
const weight = { aboveZero: FIELD_MESSAGES.aboveZeroKg, tooMuch: FULFILMENT_FIELD_MESSAGES.weightMax };
const size = { aboveZero: FIELD_MESSAGES.aboveZeroCm, tooMuch: FULFILMENT_FIELD_MESSAGES.sizeMax };

export const BundleComponentInputSchema = z.object({ sku: SkuSchema, quantity: QuantitySchema.max(999) });
export type BundleComponentInput = z.input<typeof BundleComponentInputSchema>;

/** The fields of a product that can be changed; the SKU is its key and stays. */
const ProductFieldsSchema = z.object({
  name: requiredText(200),
  barcode: optionalText(64),
  weightKg: optionalMeasure(1000, weight),
  lengthCm: optionalMeasure(500, size),
  widthCm: optionalMeasure(500, size),
  heightCm: optionalMeasure(500, size),
  /** Minor units (fils for AED). */
  unitValueMinor: z
    .number()
    .int(FULFILMENT_FIELD_MESSAGES.valueInMinorUnits)
    .min(0)
    .max(1_000_000_000)
    .nullable()
    .optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, FIELD_MESSAGES.currencyCode)
    .default('AED'),
  hsCode: z
    .string()
    .trim()
    .regex(/^[0-9.]{4,14}$/, FIELD_MESSAGES.hsCode)
    .nullable()
    .optional(),
  countryOfOrigin: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, FIELD_MESSAGES.countryCodeAe)
    .nullable()
    .optional(),
  imageUrl: z
    .url({ protocol: /^https$/, error: FULFILMENT_FIELD_MESSAGES.imageHttps })
    .max(2000)
    .nullable()
    .optional(),
  lowStockThreshold: z.number().int().min(0).max(1_000_000).default(0),
});

/** POST: a product, or a bundle when it has components. */
export const ProductInputSchema = ProductFieldsSchema.extend({
  sku: SkuSchema,
  components: z
    .array(BundleComponentInputSchema)
    .max(50, FULFILMENT_FIELD_MESSAGES.tooManyComponents)
    .optional()
    .refine(
      (components) => !components || new Set(components.map((c) => c.sku.toUpperCase())).size === components.length,
      FULFILMENT_FIELD_MESSAGES.eachComponentOnce,
    ),
});
export type ProductInput = z.input<typeof ProductInputSchema>;

/** PATCH: any subset of the fields, plus archiving; a bundle's components may be replaced. */
export const ProductPatchSchema = ProductFieldsSchema.partial().extend({
  archived: z.boolean().optional(),
  components: z.array(BundleComponentInputSchema).min(1, FULFILMENT_MESSAGES.bundleNeedsComponents).max(50).optional(),
});
export type ProductPatch = z.input<typeof ProductPatchSchema>;

export const BundleComponentSchema = z.object({ sku: z.string(), name: z.string(), quantity: z.number() });

/** Stock summed over the warehouse locations. */
export const StockTotalsSchema = z.object({
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  lowStock: z.boolean(),
});

export const ProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  barcode: z.string().nullable(),
  weightKg: z.number().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  unitValueMinor: z.number().nullable(),
  currency: z.string(),
  hsCode: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  imageUrl: z.string().nullable(),
  lowStockThreshold: z.number(),
  archived: z.boolean(),
  isBundle: z.boolean(),
  components: z.array(BundleComponentSchema),
  /** For a bundle: how many whole bundles its components' stock makes. */
  stock: StockTotalsSchema,
  createdBy: ActorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const PRODUCT_SORTS = ['sku', 'name', 'available', 'on_hand', 'reserved', 'created_at'] as const;
export const ProductListQuerySchema = PageQuerySchema.extend({
  /** Searches SKU, name and barcode. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(PRODUCT_SORTS).default('sku'),
  sort_desc: SortDescSchema,
  status: z.enum(['active', 'archived', 'all']).default('active'),
  kind: z.enum(['product', 'bundle', 'all']).default('all'),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const ProductListSchema = z.object({
  products: z.array(ProductSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type ProductList = z.infer<typeof ProductListSchema>;

/** Columns of the products CSV, in order (export writes them, import reads them). */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'barcode',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'unit_value',
  'currency',
  'hs_code',
  'country_of_origin',
  'image_url',
  'low_stock_threshold',
] as const;

/** The most rows a products file may have. */
export const PRODUCT_IMPORT_MAX_ROWS = 10_000;

/** The products import's refusals, in English as the API answers them; the dashboard shows them in Arabic. */
export const PRODUCT_FILE_MESSAGES = {
  needsColumns: `The file needs the columns ${PRODUCT_CSV_COLUMNS.join(', ')}`,
  tooManyRows: `At most ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en')} products per file`,
  skuTwice: 'This SKU appears twice in the file',
  notValid: 'Not valid',
} as const;

/** One row of an import that was not saved, and why. */
export const ProductImportRowErrorSchema = z.object({
  row: z.number(),
  sku: z.string().nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export const ProductImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  rows: z.number(),
  errors: z.array(ProductImportRowErrorSchema),
});
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;
