import { z } from 'zod';
import { InternationalPhoneSchema, requiredText } from '../identity/common';
import { ActorSchema, FULFILMENT_FIELD_MESSAGES } from './common';

/** Whether the account is a fulfilment account; set by operations only. */
export const FulfilmentCapabilitySchema = z.object({
  enabled: z.boolean(),
  since: z.string().nullable(),
  grantedBy: ActorSchema.nullable(),
  /** The latest contact request of the account, if any. */
  contactRequestedAt: z.string().nullable(),
});
export type FulfilmentCapability = z.infer<typeof FulfilmentCapabilitySchema>;

export const CapabilityInputSchema = z.object({
  enabled: z.boolean(),
  note: z.string().trim().max(300).nullable().optional(),
});
export type CapabilityInput = z.input<typeof CapabilityInputSchema>;

export const ContactRequestInputSchema = z.object({
  contactName: requiredText(120),
  phone: InternationalPhoneSchema,
  monthlyOrders: z.enum(['under_100', '100_500', '500_2000', 'over_2000'], {
    error: FULFILMENT_FIELD_MESSAGES.chooseMonthlyVolume,
  }),
  skuCount: z.number().int().min(0).max(1_000_000).nullable().optional(),
  message: z.string().trim().max(2000).default(''),
});
export type ContactRequestInput = z.input<typeof ContactRequestInputSchema>;

export const ContactRequestAnswerSchema = z.object({ id: z.string(), message: z.string(), createdAt: z.string() });
