import { z } from 'zod';
import { EMIRATES } from '../addresses/address';
import { FIELD_MESSAGES } from '../messages';
import { SERVICE_KINDS } from '../orders/cut-offs';
import { textWriter, type WrittenText } from '../sentences';
import { DISPATCH_CARRIER_SERVICES, DispatchCarrierCodeSchema, isServiceOf } from './carriers';

export const DISPATCHER_LIMITS = {
  rulesPerSet: 200,
  conditionsPerRule: 20,
  valuesPerCondition: 100,
  ruleSetsPerAccount: 20,
} as const;

/** The largest numbers a condition compares with. */
export const DISPATCHER_CONDITION_MAX = {
  weightKg: 10_000,
  longestSideCm: 1_000,
  orderValueFils: 1_000_000_000,
  parcelCount: 1_000,
} as const;

/**
 * The shipping rules editor's field checks, in English as the API answers them; the dashboard
 * shows them in Arabic. The API's refusals are DISPATCHER_MESSAGES.
 */
export const DISPATCHER_RULE_MESSAGES = {
  chooseOperator: 'Choose an operator',
  chooseAtLeastOneValue: 'Choose at least one value',
  tooManyValues: `At most ${DISPATCHER_LIMITS.valuesPerCondition} values`,
  zeroOrMore: 'Must be 0 or more',
  weightMax: `Must be at most ${DISPATCHER_CONDITION_MAX.weightKg.toLocaleString('en')} kg`,
  longestSideMax: `Must be at most ${DISPATCHER_CONDITION_MAX.longestSideCm.toLocaleString('en')} cm`,
  enterWholeNumber: 'Enter a whole number',
  orderValueMax: `Must be at most ${DISPATCHER_CONDITION_MAX.orderValueFils.toLocaleString('en')}`,
  parcelCountMax: `Must be at most ${DISPATCHER_CONDITION_MAX.parcelCount.toLocaleString('en')}`,
  clockTime: 'Use a time like 09:30',
  emptyWindow: 'The window must not be empty',
  enterText: 'Enter some text',
  chooseConditionField: 'Choose what the condition tests',
  sayWhyRefused: 'Say why the order is refused',
  chooseAction: 'Choose what the rule does',
  chooseCarrierService: 'Choose one of the carrier’s services',
  nameTheRule: 'Give the rule a name',
  tooManyConditions: `At most ${DISPATCHER_LIMITS.conditionsPerRule} conditions per rule`,
  eachRuleOnce: 'Each rule appears once',
  nameTheRuleSet: 'Give the rule set a name',
  chooseMerchant: 'Choose a merchant',
} as const;

/** The same, with values (see ../sentences.ts): the carrier's service codes, as written. */
export const DISPATCHER_RULE_SENTENCES = {
  carrierOffers: 'This carrier offers: {services}',
} as const;

const ruleText = textWriter('dispatcherRules', DISPATCHER_RULE_SENTENCES);
/**
 * What a carrier offers, by carrier: its services are the code's, so each check's English is
 * fixed (a schema's check carries only its English; readers find its id in CONTRACT_FIXED_SERVER_TEXTS).
 */
export const CARRIER_OFFERS = Object.fromEntries(
  Object.entries(DISPATCH_CARRIER_SERVICES).map(([carrier, services]) => [
    carrier,
    ruleText('carrierOffers', { services: services.join(', ') }),
  ]),
) as Readonly<Record<keyof typeof DISPATCH_CARRIER_SERVICES, WrittenText>>;

/** Membership in a list of values. */
export const SET_OPERATORS = ['in', 'not_in'] as const;
/** Comparison with a number. */
export const NUMBER_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq'] as const;
/** Text of the order's reference: equals, starts with, contains, or matches a pattern (`*` any text, `?` one character). */
export const TEXT_OPERATORS = ['equals', 'starts_with', 'contains', 'matches'] as const;
export const TAG_OPERATORS = ['any_of', 'none_of'] as const;

export const OPERATOR_LABELS: Record<string, string> = {
  in: 'is one of',
  not_in: 'is not one of',
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  eq: 'is exactly',
  is: 'is',
  between: 'is between',
  equals: 'is',
  starts_with: 'starts with',
  contains: 'contains',
  matches: 'matches',
  any_of: 'include any of',
  none_of: 'include none of',
};

const M = DISPATCHER_RULE_MESSAGES;
const setOperator = z.enum(SET_OPERATORS, { error: M.chooseOperator });
const numberOperator = z.enum(NUMBER_OPERATORS, { error: M.chooseOperator });
const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, M.chooseAtLeastOneValue).max(DISPATCHER_LIMITS.valuesPerCondition, M.tooManyValues);
const measure = (max: number, tooMuch: string) =>
  z.number({ error: FIELD_MESSAGES.enterNumber }).min(0, M.zeroOrMore).max(max, tooMuch);
const wholeNumber = (max: number, tooMuch: string) =>
  z.number({ error: M.enterWholeNumber }).int(M.enterWholeNumber).min(0, M.zeroOrMore).max(max, tooMuch);

export const DispatcherCountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, FIELD_MESSAGES.countryCodeAe);
export const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.clockTime);

/** The facts a condition can test, in the order the editor offers them. */
export const CONDITION_FIELDS = [
  'destination_emirate',
  'destination_country',
  'service_kind',
  'weight_kg',
  'longest_side_cm',
  'cod',
  'order_value_fils',
  'parcel_count',
  'pickup_location',
  'pickup_emirate',
  'time_of_day',
  'reference',
  'tags',
  'merchant',
] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];

export const CONDITION_FIELD_LABELS: Record<ConditionField, string> = {
  destination_emirate: 'the emirate',
  destination_country: 'the country',
  service_kind: 'the service',
  weight_kg: 'the weight (kg)',
  longest_side_cm: 'the longest side (cm)',
  cod: 'cash on delivery',
  order_value_fils: 'the order value (fils)',
  parcel_count: 'the number of parcels',
  pickup_location: 'the pickup address',
  pickup_emirate: 'the pickup emirate',
  time_of_day: 'the time in Dubai',
  reference: 'the reference',
  tags: 'the tags',
  merchant: 'the merchant',
};

/**
 * One test of an order's facts. The conditions of a rule are ANDed: the rule matches when every
 * condition holds. A condition on a fact the order does not have (no dimensions, no value) does not hold.
 */
export const ConditionInputSchema = z.discriminatedUnion(
  'field',
  [
    z.object({ field: z.literal('destination_emirate'), operator: setOperator, value: listOf(z.enum(EMIRATES)) }),
    z.object({
      field: z.literal('destination_country'),
      operator: setOperator,
      value: listOf(DispatcherCountryCodeSchema),
    }),
    z.object({ field: z.literal('service_kind'), operator: setOperator, value: listOf(z.enum(SERVICE_KINDS)) }),
    z.object({
      field: z.literal('weight_kg'),
      operator: numberOperator,
      value: measure(DISPATCHER_CONDITION_MAX.weightKg, M.weightMax),
    }),
    z.object({
      field: z.literal('longest_side_cm'),
      operator: numberOperator,
      value: measure(DISPATCHER_CONDITION_MAX.longestSideCm, M.longestSideMax),
    }),
    z.object({ field: z.literal('cod'), operator: z.literal('is'), value: z.boolean() }),
    z.object({
      field: z.literal('order_value_fils'),
      operator: numberOperator,
      value: wholeNumber(DISPATCHER_CONDITION_MAX.orderValueFils, M.orderValueMax),
    }),
    z.object({
      field: z.literal('parcel_count'),
      operator: numberOperator,
      value: wholeNumber(DISPATCHER_CONDITION_MAX.parcelCount, M.parcelCountMax),
    }),
    z.object({
      field: z.literal('pickup_location'),
      operator: setOperator,
      value: listOf(z.string().trim().min(1).max(64)),
    }),
    z.object({ field: z.literal('pickup_emirate'), operator: setOperator, value: listOf(z.enum(EMIRATES)) }),
    z.object({
      field: z.literal('time_of_day'),
      operator: z.literal('between'),
      /** Dubai time, `from` included, `to` excluded; a window that wraps midnight has `from` after `to`. */
      value: z
        .object({ from: ClockTimeSchema, to: ClockTimeSchema })
        .refine((window) => window.from !== window.to, M.emptyWindow),
    }),
    z.object({
      field: z.literal('reference'),
      operator: z.enum(TEXT_OPERATORS, { error: M.chooseOperator }),
      value: z.string().trim().min(1, M.enterText).max(100, 'At most 100 characters'),
    }),
    z.object({
      field: z.literal('tags'),
      operator: z.enum(TAG_OPERATORS, { error: M.chooseOperator }),
      value: listOf(z.string().trim().min(1).max(60)),
    }),
    z.object({ field: z.literal('merchant'), operator: setOperator, value: listOf(z.string().trim().min(1).max(64)) }),
  ],
  { error: M.chooseConditionField },
);
export type ConditionInput = z.input<typeof ConditionInputSchema>;
export type ConditionValues = z.output<typeof ConditionInputSchema>;

/** A stored condition: its id and the rule it belongs to. */
export const ConditionSchema = z.intersection(ConditionInputSchema, z.object({ id: z.string(), ruleId: z.string() }));
export type Condition = z.output<typeof ConditionSchema>;

/** What a matching rule does: send with a carrier's service, hold the order for review, or refuse it. */
export const ActionSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('carrier'),
        carrier: DispatchCarrierCodeSchema,
        /** The carrier's service; null with the Sameday fleet means the service the order was placed with. */
        service: z.string().max(40).nullable(),
      }),
      z.object({ type: z.literal('hold'), reason: z.string().trim().max(200).default('') }),
      z.object({
        type: z.literal('refuse'),
        reason: z.string().trim().min(1, M.sayWhyRefused).max(200, 'At most 200 characters'),
      }),
    ],
    { error: M.chooseAction },
  )
  .superRefine((action, ctx) => {
    if (action.type !== 'carrier') return;
    if (action.service === null) {
      if (action.carrier !== 'sameday') {
        ctx.addIssue({ code: 'custom', path: ['service'], message: M.chooseCarrierService });
      }
      return;
    }
    if (!isServiceOf(action.carrier, action.service)) {
      ctx.addIssue({ code: 'custom', path: ['service'], message: CARRIER_OFFERS[action.carrier].message });
    }
  });
export type ActionInput = z.input<typeof ActionSchema>;
export type Action = z.output<typeof ActionSchema>;

/**
 * The default of a rule set: what happens when none of its rules matches. An operations rule set
 * may also `defer`: leave orders no rule matched to the merchant's own rules and default.
 */
export const DefaultActionSchema = z.union([ActionSchema, z.object({ type: z.literal('defer') })]);
export type DefaultActionInput = z.input<typeof DefaultActionSchema>;
export type DefaultAction = z.output<typeof DefaultActionSchema>;

/** The default a new rule set starts with. */
export const PLATFORM_DEFAULT_ACTION = { type: 'carrier', carrier: 'sameday', service: null } as const;

export const RULE_SET_KINDS = ['partner', 'operations'] as const;
export type RuleSetKind = (typeof RULE_SET_KINDS)[number];
export const RULE_SET_KIND_LABELS: Record<RuleSetKind, string> = {
  partner: 'Your rules',
  operations: 'Operations rules',
};

const ruleName = z.string({ error: M.nameTheRule }).trim().min(1, M.nameTheRule).max(120, 'At most 120 characters');

/** POST /dispatcher/rule-sets/{id}/rules and PUT /dispatcher/rules/{id}. */
export const RuleInputSchema = z.object({
  name: ruleName,
  active: z.boolean().default(true),
  conditions: z.array(ConditionInputSchema).max(DISPATCHER_LIMITS.conditionsPerRule, M.tooManyConditions).default([]),
  action: ActionSchema,
});
export type RuleInput = z.input<typeof RuleInputSchema>;

/** POST /dispatcher/rule-sets/{id}/rules: a rule, at the end or at `position` (0 is first). */
export const CreateRuleBodySchema = RuleInputSchema.extend({
  position: z.number().int().min(0).max(DISPATCHER_LIMITS.rulesPerSet).optional(),
});
export type CreateRuleBody = z.input<typeof CreateRuleBodySchema>;

/** POST /dispatcher/conditions. */
export const CreateConditionBodySchema = z.object({
  ruleId: z.string().min(1).max(64),
  condition: ConditionInputSchema,
});
export type CreateConditionBody = z.input<typeof CreateConditionBodySchema>;

/** PUT /dispatcher/rule-sets/{id}/order: every rule of the set, once, in the new order. */
export const ReorderRulesBodySchema = z.object({
  ruleIds: z
    .array(z.string().min(1).max(64))
    .max(DISPATCHER_LIMITS.rulesPerSet)
    .refine((ids) => new Set(ids).size === ids.length, M.eachRuleOnce),
});
export type ReorderRulesBody = z.input<typeof ReorderRulesBodySchema>;

export const RuleSchema = z.object({
  id: z.string(),
  ruleSetId: z.string(),
  /** 0-based place in the rule set: the first matching active rule wins. */
  position: z.number(),
  name: z.string(),
  active: z.boolean(),
  conditions: z.array(ConditionSchema),
  action: ActionSchema,
  updatedAt: z.string(),
});
export type Rule = z.output<typeof RuleSchema>;

export const RuleAnswerSchema = z.object({ rule: RuleSchema, ruleSetVersion: z.number() });
export type RuleAnswer = z.output<typeof RuleAnswerSchema>;
export const RulesAnswerSchema = z.object({ rules: z.array(RuleSchema), ruleSetVersion: z.number() });
export type RulesAnswer = z.output<typeof RulesAnswerSchema>;

const ruleSetName = z
  .string({ error: M.nameTheRuleSet })
  .trim()
  .min(1, M.nameTheRuleSet)
  .max(120, 'At most 120 characters');

/** POST /partner/dispatcher/rule-sets: a new rule set of the account's own, a draft unless `active`. */
export const PartnerRuleSetInputSchema = z.object({
  name: ruleSetName,
  defaultAction: ActionSchema.default(PLATFORM_DEFAULT_ACTION),
  active: z.boolean().default(false),
});
export type PartnerRuleSetInput = z.input<typeof PartnerRuleSetInputSchema>;

/** PUT /partner/dispatcher/rule-sets/{id}: the fields sent change; `active: true` makes it the account's rule set. */
export const PartnerRuleSetPatchSchema = z.object({
  name: ruleSetName.optional(),
  defaultAction: ActionSchema.optional(),
  active: z.boolean().optional(),
});
export type PartnerRuleSetPatch = z.input<typeof PartnerRuleSetPatchSchema>;

/** POST /admin/dispatcher/rule-sets: operations' rule set for a merchant; its default starts as `defer`. */
export const AdminRuleSetInputSchema = z.object({
  merchantId: z.string().trim().min(1, M.chooseMerchant).max(64),
  name: ruleSetName,
  defaultAction: DefaultActionSchema.default({ type: 'defer' }),
  active: z.boolean().default(false),
});
export type AdminRuleSetInput = z.input<typeof AdminRuleSetInputSchema>;

export const AdminRuleSetPatchSchema = z.object({
  name: ruleSetName.optional(),
  defaultAction: DefaultActionSchema.optional(),
  active: z.boolean().optional(),
});
export type AdminRuleSetPatch = z.input<typeof AdminRuleSetPatchSchema>;

/** GET /admin/dispatcher/rule-sets: `merchant_id` narrows to one merchant; `token` is the next page's token. */
export const AdminRuleSetsQuerySchema = z.object({
  merchant_id: z.string().trim().min(1).max(64).optional(),
  token: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminRuleSetsQuery = z.input<typeof AdminRuleSetsQuerySchema>;

export const RuleSetSchema = z.object({
  id: z.string(),
  /** The merchant the rule set decides for. */
  accountId: z.string(),
  kind: z.enum(RULE_SET_KINDS),
  name: z.string(),
  /** At most one rule set of each kind is active for a merchant; the others are drafts. */
  active: z.boolean(),
  /** Every change (rules, conditions, order, default, activation) makes a new immutable version. */
  version: z.number(),
  defaultAction: DefaultActionSchema,
  ruleCount: z.number(),
  /** Whether the caller may change it: merchants change their own rule sets, operations theirs. */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RuleSet = z.output<typeof RuleSetSchema>;

export const RuleSetDetailSchema = RuleSetSchema.extend({ rules: z.array(RuleSchema) });
export type RuleSetDetail = z.output<typeof RuleSetDetailSchema>;

/** A rule (`ruleId`) or the default (`ruleId` null) that sends orders to a carrier not connected now. */
export const CarrierWarningSchema = z.object({ ruleId: z.string().nullable(), carrier: DispatchCarrierCodeSchema });
export type CarrierWarning = z.output<typeof CarrierWarningSchema>;

/**
 * One rule set with its rules. Read (GET), it also names the carriers not connected on this
 * platform now and the rules and default that send orders to one of them.
 */
export const RuleSetAnswerSchema = z.object({
  ruleSet: RuleSetDetailSchema,
  notConnected: z.array(DispatchCarrierCodeSchema).optional(),
  warnings: z.array(CarrierWarningSchema).optional(),
});
export type RuleSetAnswer = z.output<typeof RuleSetAnswerSchema>;

/** GET /partner/dispatcher/rule-sets: the account's own rule sets and those operations keep for it (read only). */
export const RuleSetsAnswerSchema = z.object({ ruleSets: z.array(RuleSetSchema) });
export type RuleSetsAnswer = z.output<typeof RuleSetsAnswerSchema>;

export const AdminRuleSetsAnswerSchema = z.object({
  ruleSets: z.array(RuleSetSchema),
  /** Pass as `token` for the next page; null on the last page. */
  nextToken: z.string().nullable(),
});
export type AdminRuleSetsAnswer = z.output<typeof AdminRuleSetsAnswerSchema>;
