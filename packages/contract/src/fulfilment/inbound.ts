import { z } from 'zod';
import { DateOnlySchema, ORDER_FIELD_MESSAGES } from '../orders/order';
import {
  AccountNameSchema,
  ActorSchema,
  FULFILMENT_FIELD_MESSAGES,
  FULFILMENT_LOCATIONS,
  FulfilmentLocationSchema,
  PageQuerySchema,
  QuantitySchema,
  SkuSchema,
} from './common';

export const INBOUND_STATES = ['announced', 'received'] as const;

export const InboundInputSchema = z.object({
  location: FulfilmentLocationSchema.default('dubai'),
  reference: z.string().trim().max(64).nullable().optional(),
  expectedDate: DateOnlySchema,
  lines: z
    .array(z.object({ sku: SkuSchema, quantity: QuantitySchema }))
    .min(1, FULFILMENT_FIELD_MESSAGES.atLeastOneSku)
    .max(500, FULFILMENT_FIELD_MESSAGES.tooManyInboundLines)
    .refine(
      (lines) => new Set(lines.map((l) => l.sku.toUpperCase())).size === lines.length,
      FULFILMENT_FIELD_MESSAGES.eachSkuOnce,
    ),
});
export type InboundInput = z.input<typeof InboundInputSchema>;

/** Operations count what arrived; a SKU left out arrived as nothing. */
export const InboundReceiveSchema = z.object({
  lines: z
    .array(
      z.object({
        sku: SkuSchema,
        receivedQuantity: z.number().int(ORDER_FIELD_MESSAGES.quantityWhole).min(0).max(1_000_000),
      }),
    )
    .max(500),
  note: z.string().trim().max(500).nullable().optional(),
});
export type InboundReceive = z.input<typeof InboundReceiveSchema>;

export const InboundLineSchema = z.object({
  sku: z.string(),
  productName: z.string(),
  expectedQuantity: z.number(),
  receivedQuantity: z.number().nullable(),
  /** received − expected, once received. */
  difference: z.number().nullable(),
});

export const InboundShipmentSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  location: z.enum(FULFILMENT_LOCATIONS),
  reference: z.string().nullable(),
  expectedDate: z.string(),
  state: z.enum(INBOUND_STATES),
  lines: z.array(InboundLineSchema),
  note: z.string().nullable(),
  hasDifferences: z.boolean(),
  createdBy: ActorSchema,
  receivedBy: ActorSchema.nullable(),
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InboundShipment = z.infer<typeof InboundShipmentSchema>;

export const InboundListQuerySchema = PageQuerySchema.extend({ state: z.enum(INBOUND_STATES).optional() });
/** Operations' list: every account's shipments, or one account's. */
export const StaffInboundListQuerySchema = InboundListQuerySchema.extend({
  accountId: z.string().trim().min(1).max(64).optional(),
});
export type StaffInboundListQuery = z.input<typeof StaffInboundListQuerySchema>;

export const InboundListSchema = z.object({
  shipments: z.array(InboundShipmentSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type InboundList = z.infer<typeof InboundListSchema>;
/** Operations' list: the shipments with the accounts they belong to, named. */
export const StaffInboundListSchema = InboundListSchema.extend({ accounts: z.array(AccountNameSchema) });
export type StaffInboundList = z.infer<typeof StaffInboundListSchema>;
