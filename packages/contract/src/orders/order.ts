import { z } from 'zod';
import { EMIRATES } from '../addresses/address';
import { InternationalPhoneSchema, requiredText } from '../identity/common';
import { EMAIL_PATTERN } from '../identity/rules';
import { MESSAGES } from '../messages';
import { OrderCourierSchema } from '../missions/missions';
import { IdParamsSchema } from '../params';
import { CollectionWindowSchema } from '../pickups/schemas';
import { ServerTextSchema } from '../server-text-schema';
import { SERVICE_KINDS } from './cut-offs';
import { ORDER_STATUSES } from './lifecycle';

export const ITEM_MIN_WEIGHT_KG = 0.001;
export const ITEM_MAX_WEIGHT_KG = 100;
export const ORDER_MAX_ITEMS = 50;
/** AED 100,000 in fils: the most one order may collect on delivery. */
export const COD_MAX_FILS = 10_000_000;
export const ORDER_MAX_TAGS = 10;
export const ORDER_TAG_MAX_LENGTH = 40;
export const ORDER_MAX_SIDE_CM = 300;

/**
 * The order's field checks, worded once: the API's answers and the dashboard's forms use them,
 * and the dashboard shows each in Arabic from its table (keyed by these, not by copies).
 */
export const ORDER_FIELD_MESSAGES = {
  dateFormat: 'Use a date like 2026-11-23',
  emirate: 'Choose one of the seven emirates',
  quantityWhole: 'Quantity must be a whole number',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: 'Quantity must be at most 999',
  weightNumber: 'Weight must be a number',
  weightPositive: 'Weight must be greater than 0',
  weightMin: `Weight must be at least ${ITEM_MIN_WEIGHT_KG} kg (1 g)`,
  weightMax: `Weight must be at most ${ITEM_MAX_WEIGHT_KG} kg`,
  codWhole: 'COD amount must be in fils (whole numbers)',
  codPositive: 'COD amount must be greater than 0',
  atLeastOneItem: 'Add at least one item',
  tooManyItems: `At most ${ORDER_MAX_ITEMS} items per order`,
  service: 'Choose a delivery service',
  pickup: 'Choose a pickup address',
  reference: 'At most 64 characters',
  emptyTag: 'A tag cannot be empty',
  tagLength: `At most ${ORDER_TAG_MAX_LENGTH} characters per tag`,
  tooManyTags: `At most ${ORDER_MAX_TAGS} tags`,
  sideWhole: 'Enter the length in whole centimetres',
  sideMin: 'The longest side must be at least 1 cm',
  sideMax: `The longest side must be at most ${ORDER_MAX_SIDE_CM} cm`,
  // The order form's words for what it types as text.
  chooseEmirate: 'Choose an emirate',
  codAmountRequired: 'Enter the amount to collect',
  codAmountFormat: 'Enter an amount in AED, like 125.50',
  codAmountMax: `COD amount must be at most AED ${(COD_MAX_FILS / 100).toLocaleString('en-US')}`,
  /** An action on several orders at once (labels, state changes): how many it may name. */
  orderIds: 'Between 1 and 1,000 order ids',
} as const;
const M = ORDER_FIELD_MESSAGES;

const DATE_FORMAT_MESSAGE = M.dateFormat;
/** A calendar day, YYYY-MM-DD, that exists (not 2026-11-31 or 2026-13-01). */
export const DateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_FORMAT_MESSAGE)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, DATE_FORMAT_MESSAGE);

export const RecipientSchema = z.object({
  name: requiredText(120),
  phone: InternationalPhoneSchema,
  addressLine1: requiredText(200),
  addressLine2: z.string().trim().max(300).default(''),
  apartmentNumber: z.string().trim().max(40).default(''),
  area: requiredText(120),
  emirate: z.enum(EMIRATES, { error: M.emirate }),
  latitude: z.number().min(22).max(27).nullable().optional(),
  longitude: z.number().min(51).max(57).nullable().optional(),
  notes: z.string().trim().max(500).default(''),
  /** Optional: the tracking link and delivery updates are also mailed here (never shown on the tracking page). */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, MESSAGES.invalidEmail)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), MESSAGES.invalidEmail)
    .default(''),
});
export type Recipient = z.output<typeof RecipientSchema>;

export const OrderItemInputSchema = z.object({
  name: requiredText(120),
  quantity: z.number({ error: M.quantityWhole }).int(M.quantityWhole).min(1, M.quantityMin).max(999, M.quantityMax),
  /** Stored in whole grams: anything under a gram would be kept as nothing. */
  weightKg: z
    .number({ error: M.weightNumber })
    .positive(M.weightPositive)
    .min(ITEM_MIN_WEIGHT_KG, M.weightMin)
    .max(ITEM_MAX_WEIGHT_KG, M.weightMax),
  barcode: z.string().trim().max(64).optional().nullable(),
});
export type OrderItemInput = z.input<typeof OrderItemInputSchema>;

export const PaymentSchema = z
  .object({
    mode: z.enum(['prepaid', 'cod']),
    /** Integer fils (AED/100). */
    codAmountFils: z.number().int(M.codWhole).min(0, M.codPositive).max(COD_MAX_FILS).optional().nullable(),
  })
  .superRefine((payment, ctx) => {
    if (payment.mode === 'cod' && !(payment.codAmountFils && payment.codAmountFils > 0)) {
      ctx.addIssue({ code: 'custom', path: ['codAmountFils'], message: M.codPositive });
    }
  })
  .transform((payment) => ({
    mode: payment.mode,
    codAmountFils: payment.mode === 'cod' ? (payment.codAmountFils ?? 0) : 0,
  }));

/**
 * An order's list of items, each checked by `item`: the API's numbers, or the
 * web form's typed text, under the same count limits and messages.
 */
export const orderItemsSchema = <Item extends z.ZodType>(item: Item) =>
  z.array(item).min(1, M.atLeastOneItem).max(ORDER_MAX_ITEMS, M.tooManyItems);

export const ServiceKindSchema = z.enum(SERVICE_KINDS, { error: M.service });

export const OrderInputSchema = z.object({
  pickupLocationId: z.string({ error: M.pickup }).min(1, M.pickup).max(64),
  recipient: RecipientSchema,
  items: orderItemsSchema(OrderItemInputSchema),
  payment: PaymentSchema,
  serviceKind: ServiceKindSchema,
  partnerOrderId: z.string().trim().max(64, M.reference).optional().nullable(),
  scheduledDate: DateOnlySchema.optional().nullable(),
  /** The merchant's labels ("fragile", "vip"): shown in the drawer, read by the dispatcher's rules. */
  tags: z
    .array(z.string().trim().min(1, M.emptyTag).max(ORDER_TAG_MAX_LENGTH, M.tagLength))
    .max(ORDER_MAX_TAGS, M.tooManyTags)
    .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))])
    .optional(),
  /** The longest side of the biggest parcel in whole cm, when known (dispatcher rules on size). */
  longestSideCm: z
    .number({ error: M.sideWhole })
    .int(M.sideWhole)
    .min(1, M.sideMin)
    .max(ORDER_MAX_SIDE_CM, M.sideMax)
    .nullable()
    .optional(),
});
export type OrderInput = z.input<typeof OrderInputSchema>;

export const OrderItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  weightKg: z.number(),
  barcode: z.string().nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const OrderSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  status: OrderStatusSchema,
  type: z.literal('partner_sameday'),
  pickup: z.object({
    kind: z.literal('pickup'),
    locationId: z.string(),
    locationName: z.string().nullable(),
    contactName: z.string(),
    phone: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    apartmentNumber: z.string(),
    area: z.string(),
    emirate: z.string(),
  }),
  /** The recipient as the order input saved it (RecipientSchema's output), with its kind. */
  dropoff: z.object({
    kind: z.literal('dropoff'),
    name: z.string(),
    phone: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    apartmentNumber: z.string(),
    area: z.string(),
    emirate: z.enum(EMIRATES),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    notes: z.string(),
    /** The notes by message id when the server wrote them (a customer return's, decision 053); absent for a person's own words. */
    notesText: ServerTextSchema.nullable().optional(),
    /** '' when none was given (orders placed before the field existed too). */
    email: z.string(),
  }),
  items: z.array(OrderItemSchema),
  payment: z.object({ mode: z.enum(['prepaid', 'cod']), codAmountFils: z.number() }),
  serviceKind: ServiceKindSchema,
  serviceDate: z.string(),
  scheduledDate: z.string().nullable(),
  partnerOrderId: z.string().nullable(),
  priceFils: z.number(),
  failedAttempts: z.number(),
  /** While the order is on hold: when the hold ends (ISO instant); null otherwise. */
  onHoldUntil: z.string().nullable(),
  /** A customer return: the delivered order it brings back (its pickup was that order's drop-off). */
  returnOfOrderId: z.string().nullable().optional(),
  /** A delivered order's latest return, if one was requested. */
  returnOrderId: z.string().nullable().optional(),
  /** Lower case, each once; [] when none. */
  tags: z.array(z.string()).optional(),
  longestSideCm: z.number().int().nullable().optional(),
  /** The carrier's proof of delivery (links); null when none. The delivery code stays the recipient's. */
  proof: z.object({ photoUrl: z.string().nullable(), signatureUrl: z.string().nullable() }).nullable().optional(),
  /** Once the order is on a planned mission: its courier's first name, vehicle and the stop's window (one order's details and the list). */
  courier: OrderCourierSchema.nullable().optional(),
  /**
   * A ready order's collection window (decision 072): the plan's pickup stop once planned, else
   * the merchant's pickup request for the address and day, else from the cut-offs and the
   * collection hours. Absent or null for orders not ready for collection.
   */
  collectionWindow: CollectionWindowSchema.nullable().optional(),
  /** When the merchant's own system recorded the order as exported (PUT /quiqdash/orders/export/{id}); null: not yet. */
  exportedAt: z.string().nullable().optional(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderEventSchema = z.object({
  id: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string().nullable(),
  /** The reason by message id when the server wrote it (decision 053); absent or null for a person's own words. */
  reasonText: ServerTextSchema.nullable().optional(),
  actor: z.string(),
  actorName: z.string(),
  /** The actor's name by message id when the server wrote it ("Aisha (recipient)"). */
  actorNameText: ServerTextSchema.nullable().optional(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const FindOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  group: z.string().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  /** `return`: customer returns only. */
  kind: z.enum(['return']).optional(),
  /** `no`: only the orders the merchant's own system has not yet recorded as exported. */
  exported: z.enum(['no']).optional(),
  from: DateOnlySchema.optional(),
  to: DateOnlySchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export type FindOrdersQuery = z.input<typeof FindOrdersQuerySchema>;

export const FindOrdersResponseSchema = z.object({ orders: z.array(OrderSchema), nextCursor: z.string().nullable() });
export type FindOrdersResponse = z.infer<typeof FindOrdersResponseSchema>;

/** 1,000 order ids of 12 characters and their commas, with room to spare (the API's router allows it). */
export const MAX_IDS_PARAM_LENGTH = 20_000;
/** `{ids}` of a path: one order id or a comma-separated list, read as the distinct ids, 1 to 1,000 of them. */
export const OrderIdsSchema = z
  .string()
  .min(1)
  .max(MAX_IDS_PARAM_LENGTH)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .refine((ids) => ids.length >= 1 && ids.length <= 1000, M.orderIds);
export const OrderIdsParamsSchema = z.object({ ids: OrderIdsSchema });

/** The files the orders export as: CSV for any tool, or an Excel workbook with typed cells. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET {platform}/quiqdash/orders/download: the list's filters, or the orders picked by `ids`, as CSV or .xlsx. */
export const ExportOrdersQuerySchema = FindOrdersQuerySchema.extend({
  ids: OrderIdsSchema.optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
});

export const GroupCountsQuerySchema = z.object({ from: DateOnlySchema.optional(), to: DateOnlySchema.optional() });
/** Orders by status and by tab (ORDER_STATUS_GROUPS' keys), and all of them. */
export const GroupCountsSchema = z.object({
  total: z.number(),
  statuses: z.record(z.string(), z.number()),
  groups: z.record(z.string(), z.number()),
});
export type GroupCounts = z.infer<typeof GroupCountsSchema>;

export const ChangeStateParamsSchema = z.object({ ids: OrderIdsSchema, state: OrderStatusSchema });
export const ChangeStateBodySchema = z.object({ reason: z.string().trim().max(300).optional() });
/** One order of a state change: moved (with the order as it now is) or refused (with the reason). */
export const StateChangeResultSchema = z.object({
  id: z.string(),
  status: z.enum(['OK', 'FAILED']),
  order: OrderSchema.optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type StateChangeResult = z.infer<typeof StateChangeResultSchema>;

/** PUT {platform}/quiqdash/orders/reattempt/{ids}: the day the held orders are delivered again. */
export const ReattemptBodySchema = z.object({ deliveryDate: DateOnlySchema });
export type ReattemptBody = z.infer<typeof ReattemptBodySchema>;
/** PUT {platform}/quiqdash/orders/return/{ids}: why they go back, if the merchant says. */
export const ReturnToOriginBodySchema = ChangeStateBodySchema;

export const ParcelsBodySchema = z.object({ items: z.array(OrderItemInputSchema).min(1).max(ORDER_MAX_ITEMS) });
/** DELETE {platform}/quiqdash/orders/{id}/parcels/{parcelId}. */
export const ParcelParamsSchema = IdParamsSchema.extend({ parcelId: z.string().min(1).max(40) });

export const QuoteRequestSchema = z.object({
  serviceKind: ServiceKindSchema,
  destinationEmirate: z.enum(EMIRATES, { error: M.emirate }),
  items: z.array(OrderItemInputSchema.pick({ quantity: true, weightKg: true })).min(1),
  isCashOnDelivery: z.boolean().default(false),
});
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;

export const RatesRequestSchema = z.object({
  destinationEmirate: z.enum(EMIRATES, { error: M.emirate }),
  pickupEmirate: z.enum(EMIRATES).optional(),
  items: z.array(OrderItemInputSchema.pick({ quantity: true, weightKg: true })).min(1),
  isCashOnDelivery: z.boolean().default(false),
});

export const LABEL_FORMATS = ['4x6', 'a4'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
/** GET {platform}/quiqdash/orders/labels/{ids}: 4×6 inch labels, or A4 with four a page. */
export const LabelsQuerySchema = z.object({ format: z.enum(LABEL_FORMATS).default('4x6') });

/** POST {platform}/quiqdash/orders/customer_return/{id}: why the customer sends the parcels back, if the merchant says. */
export const CustomerReturnBodySchema = z.object({ reason: z.string().trim().max(300).optional() });
export type CustomerReturnBody = z.infer<typeof CustomerReturnBodySchema>;

/** The customer returns' refusals (docs/decisions/040): the API answers them, the dashboard translates them. */
export const RETURN_MESSAGES = {
  notDelivered: 'Only a delivered order can be returned.',
  isReturn: 'A return cannot itself be returned.',
  recipientRefused: 'A return can be requested once, after delivery and within the return window.',
} as const;
