import { z } from 'zod';
import { EMIRATES } from '../addresses/address';
import { PaymentSchema, RecipientSchema, ServiceKindSchema } from '../orders/order';
import {
  AccountNameSchema,
  FULFILMENT_FIELD_MESSAGES,
  FULFILMENT_LOCATIONS,
  FulfilmentLocationSchema,
  PageQuerySchema,
  QuantitySchema,
  SkuSchema,
} from './common';

export const FULFILMENT_ORDER_STATES = [
  'new',
  'awaiting_stock',
  'reserved',
  'picking',
  'packed',
  'handed_over',
  'delivered',
  'cancelled',
] as const;
export type FulfilmentOrderState = (typeof FULFILMENT_ORDER_STATES)[number];
export const FULFILMENT_ORDER_STATE_LABELS: Record<FulfilmentOrderState, string> = {
  new: 'New',
  awaiting_stock: 'Awaiting stock',
  reserved: 'Reserved',
  picking: 'Picking',
  packed: 'Packed',
  handed_over: 'Handed over',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
/** Lines and recipient can change until picking starts. */
export const FULFILMENT_EDITABLE_STATES: readonly FulfilmentOrderState[] = ['new', 'awaiting_stock', 'reserved'];
/** Cancel releases stock; after handover the delivery order is cancelled on the orders page instead. */
export const FULFILMENT_CANCELLABLE_STATES: readonly FulfilmentOrderState[] = [
  'new',
  'awaiting_stock',
  'reserved',
  'picking',
  'packed',
];
/** Operations' moves: from → to. */
export const FULFILMENT_STAFF_MOVES = {
  picking: ['reserved'],
  packed: ['picking'],
  handed_over: ['packed'],
} as const satisfies Partial<Record<FulfilmentOrderState, readonly FulfilmentOrderState[]>>;
export const FULFILMENT_ORDER_MAX_LINES = 50;
/** A fulfilment order's line limit, in English as the API answers it; the dashboard shows it in Arabic. */
export const FULFILMENT_ORDER_MESSAGES = {
  tooManyLines: `At most ${FULFILMENT_ORDER_MAX_LINES} lines per order`,
} as const;

export const FulfilmentLineInputSchema = z.object({ sku: SkuSchema, quantity: QuantitySchema.max(999) });
const linesSchema = z
  .array(FulfilmentLineInputSchema)
  .min(1, FULFILMENT_FIELD_MESSAGES.atLeastOneSku)
  .max(FULFILMENT_ORDER_MAX_LINES, FULFILMENT_ORDER_MESSAGES.tooManyLines)
  .refine(
    (lines) => new Set(lines.map((l) => l.sku.toUpperCase())).size === lines.length,
    FULFILMENT_FIELD_MESSAGES.eachSkuOnce,
  );

export const FulfilmentOrderInputSchema = z.object({
  lines: linesSchema,
  recipient: RecipientSchema,
  serviceKind: ServiceKindSchema.default('same_day'),
  payment: PaymentSchema,
  reference: z.string().trim().max(64, 'At most 64 characters').nullable().optional(),
  location: FulfilmentLocationSchema.default('dubai'),
});
export type FulfilmentOrderInput = z.input<typeof FulfilmentOrderInputSchema>;

/** The internal path names the account (no session) and may carry the caller's own id for retries. */
export const InternalFulfilmentOrderInputSchema = FulfilmentOrderInputSchema.extend({
  accountId: z.string().min(1).max(64),
  externalId: z.string().trim().min(1).max(128).nullable().optional(),
});
export type InternalFulfilmentOrderInput = z.input<typeof InternalFulfilmentOrderInputSchema>;

export const FulfilmentOrderPatchSchema = z
  .object({ lines: linesSchema.optional(), recipient: RecipientSchema.optional() })
  .refine((patch) => patch.lines || patch.recipient, 'Send lines or recipient');
export type FulfilmentOrderPatch = z.input<typeof FulfilmentOrderPatchSchema>;

export const FulfilmentStateInputSchema = z.object({ state: z.enum(['picking', 'packed', 'handed_over']) });

export const FulfilmentOrderSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  state: z.enum(FULFILMENT_ORDER_STATES),
  location: z.enum(FULFILMENT_LOCATIONS),
  reference: z.string().nullable(),
  source: z.enum(['dashboard', 'internal']),
  lines: z.array(z.object({ sku: z.string(), productName: z.string(), quantity: z.number(), isBundle: z.boolean() })),
  recipient: z.object({
    name: z.string(),
    phone: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    apartmentNumber: z.string(),
    area: z.string(),
    emirate: z.enum(EMIRATES),
    latitude: z.number().nullable().optional(),
    longitude: z.number().nullable().optional(),
    notes: z.string(),
  }),
  serviceKind: ServiceKindSchema,
  payment: z.object({ mode: z.enum(['prepaid', 'cod']), codAmountFils: z.number() }),
  /** The delivery order created at handover, on the orders page. */
  deliveryOrderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FulfilmentOrder = z.infer<typeof FulfilmentOrderSchema>;

export const FulfilmentOrderListQuerySchema = PageQuerySchema.extend({
  state: z.enum(FULFILMENT_ORDER_STATES).optional(),
  /** Searches reference, recipient name and id. */
  q: z.string().trim().max(100).optional(),
});
export type FulfilmentOrderListQuery = z.input<typeof FulfilmentOrderListQuerySchema>;

/** Operations' list: every account's orders, or one account's. */
export const StaffFulfilmentOrderListQuerySchema = FulfilmentOrderListQuerySchema.extend({
  accountId: z.string().trim().min(1).max(64).optional(),
});
export type StaffFulfilmentOrderListQuery = z.input<typeof StaffFulfilmentOrderListQuerySchema>;

export const FulfilmentOrderListSchema = z.object({
  orders: z.array(FulfilmentOrderSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Every state with its count (the list's state filter aside). */
  counts: z.record(z.enum(FULFILMENT_ORDER_STATES), z.number()),
});
export type FulfilmentOrderList = z.infer<typeof FulfilmentOrderListSchema>;
/** Operations' list: the orders with the accounts they belong to, named. */
export const StaffFulfilmentOrderListSchema = FulfilmentOrderListSchema.extend({
  accounts: z.array(AccountNameSchema),
});
export type StaffFulfilmentOrderList = z.infer<typeof StaffFulfilmentOrderListSchema>;
