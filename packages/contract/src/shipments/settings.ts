import { z } from 'zod';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { INCOTERMS, SHIPMENT_DOCUMENTS, SHIPMENT_FIELD_MESSAGES, SHIPMENT_KINDS } from './schemas';

/**
 * The account's flow settings for one kind of shipment: what every booking of that kind
 * carries unless the booking says otherwise (docs/decisions/036).
 */
export const AppFlowInputSchema = z.object({
  kind: z.enum(SHIPMENT_KINDS, { error: SHIPMENT_FIELD_MESSAGES.chooseKind }),
  /** Documents every shipment of this kind carries. */
  requiredDocuments: z.array(z.enum(SHIPMENT_DOCUMENTS)).max(SHIPMENT_DOCUMENTS.length).default([]),
  defaultIncoterm: z.enum(INCOTERMS).default('DAP'),
  defaultContentsDescription: z.string().trim().max(200).nullable().optional(),
  defaultCurrency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, FIELD_MESSAGES.currencyCode)
    .default('AED'),
});
export type AppFlowInput = z.input<typeof AppFlowInputSchema>;

export const AppFlowSchema = z.object({
  id: z.string(),
  kind: z.enum(SHIPMENT_KINDS),
  requiredDocuments: z.array(z.enum(SHIPMENT_DOCUMENTS)),
  defaultIncoterm: z.enum(INCOTERMS),
  defaultContentsDescription: z.string().nullable(),
  defaultCurrency: z.string(),
  updatedAt: z.string(),
});
export type AppFlow = z.infer<typeof AppFlowSchema>;
export const AppFlowListSchema = z.object({ flows: z.array(AppFlowSchema) });
export type AppFlowList = z.infer<typeof AppFlowListSchema>;

export const DocumentsQuerySchema = z.object({
  kind: z.enum(SHIPMENT_KINDS).default('international'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** Declared value of the shipment, AED fils. */
  value_fils: z.coerce.number().int().min(0).default(0),
  weight_kg: z.coerce.number().min(0).default(0),
  parcels: z.coerce.number().int().min(0).default(1),
});
export type DocumentsQuery = z.input<typeof DocumentsQuerySchema>;

export const DocumentsAnswerSchema = z.object({
  documents: z.array(z.object({ document: z.enum(SHIPMENT_DOCUMENTS), reason: z.string() })),
  /** Checks that would refuse the booking, with their messages. */
  blocks: z.array(z.string()),
});
export type DocumentsAnswer = z.infer<typeof DocumentsAnswerSchema>;

/** Where a rule set is evaluated: before an international or a domestic booking. */
export const RULE_SET_EVALUATORS = ['international_booking', 'domestic_booking'] as const;
export type RuleSetEvaluator = (typeof RULE_SET_EVALUATORS)[number];

/** The facts of a booking a check can look at. */
export const BOOKING_RULE_FIELDS = ['declared_value_fils', 'weight_kg', 'parcel_count', 'destination_country'] as const;
export type BookingRuleField = (typeof BOOKING_RULE_FIELDS)[number];
export const BOOKING_RULE_FIELD_LABELS: Record<BookingRuleField, string> = {
  declared_value_fils: 'Declared value (fils)',
  weight_kg: 'Total weight (kg)',
  parcel_count: 'Number of parcels',
  destination_country: 'Destination country',
};
export const BOOKING_RULE_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'in'] as const;
export type BookingRuleOperator = (typeof BOOKING_RULE_OPERATORS)[number];

export const BookingRuleInputSchema = z
  .object({
    field: z.enum(BOOKING_RULE_FIELDS),
    operator: z.enum(BOOKING_RULE_OPERATORS),
    /** A number for value, weight and count; a country code, or a comma-separated list with `in`. */
    value: z.string().trim().min(1, SHIPMENT_FIELD_MESSAGES.enterAValue).max(500),
    effect: z.enum(['require_document', 'block']),
    document: z.enum(SHIPMENT_DOCUMENTS).nullable().optional(),
    message: z.string().trim().min(1, SHIPMENT_FIELD_MESSAGES.sayWhy).max(200),
  })
  .refine((rule) => rule.effect !== 'require_document' || rule.document, {
    message: SHIPMENT_FIELD_MESSAGES.chooseDocument,
    path: ['document'],
  })
  .refine((rule) => rule.field === 'destination_country' || Number.isFinite(Number(rule.value)), {
    message: FIELD_MESSAGES.enterNumber,
    path: ['value'],
  })
  .refine((rule) => rule.field !== 'destination_country' || ['eq', 'in'].includes(rule.operator), {
    message: SHIPMENT_FIELD_MESSAGES.countryOperator,
    path: ['operator'],
  });
export type BookingRuleInput = z.input<typeof BookingRuleInputSchema>;

export const BookingRuleSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  field: z.enum(BOOKING_RULE_FIELDS),
  operator: z.enum(BOOKING_RULE_OPERATORS),
  value: z.string(),
  effect: z.enum(['require_document', 'block']),
  document: z.enum(SHIPMENT_DOCUMENTS).nullable(),
  message: z.string(),
});
export type BookingRule = z.infer<typeof BookingRuleSchema>;
export const BookingRuleListSchema = z.object({ rules: z.array(BookingRuleSchema) });
export const BookingRulesReplaceSchema = z.object({ rules: z.array(BookingRuleInputSchema).max(100) });

export const SettingsRuleSetInputSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.required).max(100),
  evaluator: z.enum(RULE_SET_EVALUATORS),
  isActive: z.boolean().default(true),
  rules: z.array(BookingRuleInputSchema).max(100).optional(),
});
export type SettingsRuleSetInput = z.input<typeof SettingsRuleSetInputSchema>;
export const SettingsRuleSetPatchSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.required).max(100).optional(),
  isActive: z.boolean().optional(),
});

export const SettingsRuleSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  evaluator: z.enum(RULE_SET_EVALUATORS),
  isActive: z.boolean(),
  rules: z.array(BookingRuleSchema),
  updatedAt: z.string(),
});
export type SettingsRuleSet = z.infer<typeof SettingsRuleSetSchema>;
export const SettingsRuleSetListSchema = z.object({ ruleSets: z.array(SettingsRuleSetSchema) });
export const SettingsRuleSetListQuerySchema = z.object({ evaluator: z.enum(RULE_SET_EVALUATORS).optional() });

/** The facts of a booking the checks look at. */
export type BookingFacts = {
  declaredValueFils: number;
  weightKg: number;
  parcelCount: number;
  destinationCountry: string;
};

/** Whether one check matches a booking. Pure: the API and the settings screen's preview agree. */
export function bookingRuleMatches(
  rule: Pick<BookingRule, 'field' | 'operator' | 'value'>,
  facts: BookingFacts,
): boolean {
  if (rule.field === 'destination_country') {
    const countries = rule.value.split(',').map((c) => c.trim().toUpperCase());
    return countries.includes(facts.destinationCountry.toUpperCase());
  }
  const actual = {
    declared_value_fils: facts.declaredValueFils,
    weight_kg: facts.weightKg,
    parcel_count: facts.parcelCount,
  }[rule.field];
  const limit = Number(rule.value);
  switch (rule.operator) {
    case 'gt':
      return actual > limit;
    case 'gte':
      return actual >= limit;
    case 'lt':
      return actual < limit;
    case 'lte':
      return actual <= limit;
    default:
      return actual === limit;
  }
}
