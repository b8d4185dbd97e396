import { z } from 'zod';
import { SERVICE_KINDS } from '../orders/cut-offs';

/** The pricing API's refusals, in English as it answers them; the dashboard shows them in Arabic. */
export const PRICING_MESSAGES = {
  noPrice: 'Your rate card has no price for this service and emirate.',
} as const;

/** The main zone is Dubai, Sharjah and Ajman; every other emirate is `other`. */
export const ZoneSchema = z.enum(['main', 'other']);
export type Zone = z.infer<typeof ZoneSchema>;

/** One line of a rate card: the base price of a service in a zone. */
export const RateSchema = z.object({ serviceKind: z.enum(SERVICE_KINDS), zone: ZoneSchema, baseFils: z.number() });
export type Rate = z.infer<typeof RateSchema>;

/** What fulfilment costs (storage, pick and pack), in integer fils (AED/100), before VAT. */
export const FulfilmentFeesSchema = z.object({
  /** One shelf position (a bin of small items), per month. */
  storageShelfFilsPerMonth: z.number(),
  /** One pallet position, per month. */
  storagePalletFilsPerMonth: z.number(),
  /** Picking and packing one order, its first item included. */
  pickPackFilsPerOrder: z.number(),
  /** Each further item of the same order. */
  pickPackFilsPerExtraItem: z.number(),
});
export type FulfilmentFees = z.infer<typeof FulfilmentFeesSchema>;

/** The account's rate card, in integer fils (AED/100). */
export const PricingModelSchema = z.object({
  currency: z.literal('AED'),
  rates: z.array(RateSchema),
  /** Weight included in the base price, per order. */
  includedWeightKg: z.number(),
  perExtraKgFils: z.number(),
  codFeeFils: z.number(),
  /** Fulfilment's fees; the answer always has them (the default ones unless the account has its own). */
  fulfilment: FulfilmentFeesSchema.optional(),
});
export type PricingModel = z.infer<typeof PricingModelSchema>;

/** The price of one order, from the rate card. */
export const QuoteSchema = z.object({
  currency: z.literal('AED'),
  baseFils: z.number(),
  weightFils: z.number(),
  codFeeFils: z.number(),
  totalFils: z.number(),
  chargeableWeightKg: z.number(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** The service day of a delivery service, by the account's cut-off times (`serviceWindow`). */
export const ServiceWindowSchema = z.object({
  kind: z.enum(SERVICE_KINDS),
  /** False when the kind is not offered at all for this route (4-hour outside Dubai or without the flag). */
  isOffered: z.boolean(),
  /** The cut-off that decides today's orders, HH:mm, Dubai time. */
  cutOffTime: z.string(),
  /** Minutes left before today's cut-off; 0 once it has passed. */
  minutesLeft: z.number(),
  /** True after the cut-off: the order rolls to the next service day. */
  rollsOver: z.boolean(),
  /** The delivery date, YYYY-MM-DD, Dubai. */
  serviceDate: z.string(),
  /** Why the kind is not offered; only when `isOffered` is false. */
  reason: z.string().optional(),
});
export type ServiceWindow = z.infer<typeof ServiceWindowSchema>;

/** One service offered for a route: its day, its price (null without a rate) and whether it can be booked. */
export const ServiceRateSchema = z.object({
  serviceKind: z.enum(SERVICE_KINDS),
  window: ServiceWindowSchema,
  quote: QuoteSchema.nullable(),
  isAvailable: z.boolean(),
});
export type ServiceRate = z.infer<typeof ServiceRateSchema>;
