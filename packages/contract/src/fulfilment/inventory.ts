import { z } from 'zod';
import { ORDER_FIELD_MESSAGES } from '../orders/order';
import {
  ActorSchema,
  FULFILMENT_FIELD_MESSAGES,
  FULFILMENT_LOCATIONS,
  FulfilmentLocationSchema,
  PageQuerySchema,
  SortDescSchema,
} from './common';

export const LocationStockSchema = z.object({
  location: z.enum(FULFILMENT_LOCATIONS),
  onHand: z.number(),
  reserved: z.number(),
  /** on hand − reserved; never below zero. */
  available: z.number(),
  lowStockThreshold: z.number(),
  lowStock: z.boolean(),
});
export type LocationStock = z.infer<typeof LocationStockSchema>;

export const InventoryItemSchema = z.object({
  sku: z.string(),
  productName: z.string(),
  isBundle: z.boolean(),
  archived: z.boolean(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  lowStockThreshold: z.number(),
  /** Available at or below the threshold (and the threshold set), or nothing available. */
  lowStock: z.boolean(),
  outOfStock: z.boolean(),
  locations: z.array(LocationStockSchema),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;

export const INVENTORY_SORTS = ['sku', 'product_name', 'on_hand', 'reserved', 'available'] as const;
/** The spec's query: limit, page, product_name, sku, sort, sort_desc; plus the screens' stock filter. */
export const InventoryListQuerySchema = PageQuerySchema.extend({
  product_name: z.string().trim().max(100).optional(),
  sku: z.string().trim().max(64).optional(),
  sort: z.enum(INVENTORY_SORTS).default('sku'),
  sort_desc: SortDescSchema,
  stock: z.enum(['all', 'low', 'out']).default('all'),
  location: FulfilmentLocationSchema.optional(),
});
export type InventoryListQuery = z.input<typeof InventoryListQuerySchema>;

export const InventoryListSchema = z.object({
  items: z.array(InventoryItemSchema),
  /** Every match; on a filtered search, counted up to a cap (1,000, or through the page asked for). */
  total: z.number(),
  /** More than `total` match (a filtered search stopped counting at its cap): shown as "1,000+". */
  totalCapped: z.boolean(),
  page: z.number(),
  limit: z.number(),
});
export type InventoryList = z.infer<typeof InventoryListSchema>;

export const MOVEMENT_KINDS = [
  'inbound_receipt',
  'reservation',
  'release',
  'pick',
  'adjustment',
  'return_to_stock',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  inbound_receipt: 'Inbound receipt',
  reservation: 'Reservation',
  release: 'Release',
  pick: 'Pick',
  adjustment: 'Adjustment',
  return_to_stock: 'Return to stock',
};

/**
 * What the system writes into a stock movement, in English as the API answers it; the dashboard
 * shows it in Arabic: why an order's stock moved, and who moved it when no named person did. A
 * person's reason for an adjustment and a person's name stay as written.
 */
export const STOCK_MOVEMENT_MESSAGES = {
  handedOver: 'Handed over',
  orderChanged: 'Order changed',
  orderCancelled: 'Order cancelled',
  warehouseSystem: 'Warehouse system',
  merchant: 'Merchant',
} as const;

/** One line of the append-only ledger: what it did to on hand and to reserved. */
export const MovementSchema = z.object({
  id: z.string(),
  sku: z.string(),
  location: z.enum(FULFILMENT_LOCATIONS),
  kind: z.enum(MOVEMENT_KINDS),
  onHandDelta: z.number(),
  reservedDelta: z.number(),
  reason: z.string().nullable(),
  fulfilmentOrderId: z.string().nullable(),
  inboundShipmentId: z.string().nullable(),
  actor: ActorSchema,
  createdAt: z.string(),
});
export type Movement = z.infer<typeof MovementSchema>;

export const MovementListQuerySchema = PageQuerySchema.extend({ location: FulfilmentLocationSchema.optional() });
export const MovementListSchema = z.object({
  movements: z.array(MovementSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type MovementList = z.infer<typeof MovementListSchema>;

/** Operations: a counted correction of on hand (positive or negative), with its reason. */
export const AdjustmentInputSchema = z.object({
  /** The account whose stock it is (operations act across accounts). */
  accountId: z.string().min(1).max(64),
  location: FulfilmentLocationSchema,
  delta: z
    .number({ error: ORDER_FIELD_MESSAGES.quantityWhole })
    .int(ORDER_FIELD_MESSAGES.quantityWhole)
    .min(-1_000_000)
    .max(1_000_000)
    .refine((value) => value !== 0, FULFILMENT_FIELD_MESSAGES.adjustmentChangesStock),
  reason: z.string().trim().min(1, FULFILMENT_FIELD_MESSAGES.adjustmentReason).max(300),
  kind: z.enum(['adjustment', 'return_to_stock']).default('adjustment'),
});
export type AdjustmentInput = z.input<typeof AdjustmentInputSchema>;
