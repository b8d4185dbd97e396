import { z } from 'zod';
import { EMIRATES } from '../addresses/address';
import { SERVICE_KINDS } from '../orders/cut-offs';
import { ORDER_FIELD_MESSAGES } from '../orders/order';
import { ServerTextSchema } from '../server-text-schema';
import { SHIPMENT_FIELD_MESSAGES } from '../shipments/schemas';
import { DispatchCarrierCodeSchema } from './carriers';
import { CONDITION_FIELDS, DispatcherCountryCodeSchema, RULE_SET_KINDS } from './rules';

/**
 * What the dispatcher knows about an order when it decides. An order's facts are read from it:
 * weight is the sum of its items, each item line is a parcel, the value is the amount to collect
 * on delivery (unknown for a prepaid order), the time is when it was placed (Dubai time).
 */
export const OrderFactsSchema = z.object({
  destinationEmirate: z.enum(EMIRATES).nullable().default(null),
  destinationCountry: DispatcherCountryCodeSchema.default('AE'),
  serviceKind: z.enum(SERVICE_KINDS, { error: ORDER_FIELD_MESSAGES.service }),
  weightKg: z.number({ error: SHIPMENT_FIELD_MESSAGES.enterWeight }).min(0).max(10_000),
  longestSideCm: z.number().min(0).max(1_000).nullable().default(null),
  cod: z.boolean().default(false),
  orderValueFils: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
  parcelCount: z.number().int().min(1).max(1_000).default(1),
  /** The heaviest parcel, checked against each carrier's limit (the whole weight when not given). */
  heaviestParcelKg: z.number().min(0).max(10_000).nullable().default(null),
  pickupLocationId: z.string().max(64).nullable().default(null),
  pickupEmirate: z.enum(EMIRATES).nullable().default(null),
  /** When the order is placed; its Dubai time is what `time_of_day` tests. Defaults to now. */
  placedAt: z.iso.datetime({ offset: true }).optional(),
  reference: z.string().max(100).nullable().default(null),
  tags: z.array(z.string().trim().max(60)).max(50).default([]),
});
export type OrderFactsInput = z.input<typeof OrderFactsSchema>;

/** The facts as evaluated: every field resolved, the merchant included. */
export const EvaluatedFactsSchema = z.object({
  merchantId: z.string(),
  destinationEmirate: z.enum(EMIRATES).nullable(),
  destinationCountry: z.string(),
  serviceKind: z.enum(SERVICE_KINDS),
  weightKg: z.number(),
  longestSideCm: z.number().nullable(),
  cod: z.boolean(),
  orderValueFils: z.number().nullable(),
  parcelCount: z.number(),
  heaviestParcelKg: z.number(),
  pickupLocationId: z.string().nullable(),
  pickupEmirate: z.enum(EMIRATES).nullable(),
  placedAt: z.string(),
  /** `placedAt` in Dubai time, HH:MM. */
  dubaiTime: z.string(),
  reference: z.string().nullable(),
  tags: z.array(z.string()),
});
export type EvaluatedFacts = z.output<typeof EvaluatedFactsSchema>;

/**
 * POST /dispatcher/evaluate: the decision for `facts`, or for an existing order of the account
 * (`orderId`), with the active rule sets, or with `ruleSetId` (e.g. a draft) in place of the active
 * rule set of its kind. Operations staff may evaluate for a merchant with `merchantId`.
 */
export const EvaluateBodySchema = z
  .object({
    facts: OrderFactsSchema.optional(),
    orderId: z.string().min(1).max(64).optional(),
    ruleSetId: z.string().min(1).max(64).optional(),
    merchantId: z.string().min(1).max(64).optional(),
  })
  .refine((body) => (body.facts === undefined) !== (body.orderId === undefined), {
    message: 'Send either the facts of an order or an order id',
    path: ['facts'],
  });
export type EvaluateBody = z.input<typeof EvaluateBodySchema>;

/** Where in the order of precedence a step or a decision comes from. */
export const DECISION_STAGES = [
  'operations_rules',
  'partner_rules',
  'operations_default',
  'partner_default',
  'platform_default',
] as const;
export type DecisionStage = (typeof DECISION_STAGES)[number];
/** `no_carrier`: no step could carry the order, so it is held for review. */
export const DECISION_SOURCES = [...DECISION_STAGES, 'no_carrier'] as const;
export type DecisionSource = (typeof DECISION_SOURCES)[number];

export const ConditionCheckSchema = z.object({
  conditionId: z.string().nullable(),
  field: z.enum(CONDITION_FIELDS),
  operator: z.string(),
  /** The condition's value. */
  expected: z.unknown(),
  /** The order's fact (null when the order does not have it). */
  actual: z.unknown(),
  passed: z.boolean(),
});
export type ConditionCheck = z.output<typeof ConditionCheckSchema>;

/**
 * One step of the trace: a rule tried, or a default reached.
 * - `matched`: every condition held and the action was taken — the decision.
 * - `not_matched`: a condition did not hold.
 * - `inactive`: the rule is deactivated, so it was not tried.
 * - `carrier_cannot_carry`: the rule matched but its carrier cannot take this order (e.g. cash on
 *   delivery, weight, country); the next step was tried.
 * - `deferred`: the operations default leaves the order to the merchant's rules.
 */
export const TRACE_OUTCOMES = ['matched', 'not_matched', 'inactive', 'carrier_cannot_carry', 'deferred'] as const;
export const TraceStepSchema = z.object({
  stage: z.enum(DECISION_STAGES),
  ruleSetId: z.string().nullable(),
  ruleSetVersion: z.number().nullable(),
  ruleId: z.string().nullable(),
  ruleName: z.string(),
  outcome: z.enum(TRACE_OUTCOMES),
  conditions: z.array(ConditionCheckSchema),
  note: z.string().nullable(),
  /** The note by message id (decision 053). */
  noteText: ServerTextSchema.nullable().optional(),
});
export type TraceStep = z.output<typeof TraceStepSchema>;

export const RuleSetRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(RULE_SET_KINDS),
  version: z.number(),
});
export type RuleSetRef = z.output<typeof RuleSetRefSchema>;

export const DECISION_OUTCOMES = ['carrier', 'hold', 'refuse'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** The outcome of deciding: who carries the order and why. */
export const DecisionResultSchema = z.object({
  outcome: z.enum(DECISION_OUTCOMES),
  carrier: DispatchCarrierCodeSchema.nullable(),
  service: z.string().nullable(),
  /** For hold and refuse: the reason the rule gives. */
  reason: z.string().nullable(),
  source: z.enum(DECISION_SOURCES),
  /** The rule that decided; null when a default did. */
  rule: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The rule sets consulted, each at the version used. */
  ruleSets: z.object({ operations: RuleSetRefSchema.nullable(), partner: RuleSetRefSchema.nullable() }),
  facts: EvaluatedFactsSchema,
  trace: z.array(TraceStepSchema),
  /** One sentence: "Desert Freight (Standard) because rule “Heavy to Abu Dhabi” matched". */
  explanation: z.string(),
  /** The explanation by message id (decision 053). */
  explanationText: ServerTextSchema.nullable().optional(),
});
export type DecisionResult = z.output<typeof DecisionResultSchema>;

export const EvaluateAnswerSchema = z.object({ decision: DecisionResultSchema });
export type EvaluateAnswer = z.output<typeof EvaluateAnswerSchema>;

/** A decision stored on an order: written once, never changed (a later decision is a new record). */
export const StoredDecisionSchema = DecisionResultSchema.extend({
  id: z.string(),
  orderId: z.string(),
  decidedAt: z.string(),
  /** Who asked: `order_created` at placement, or the user who resolved. */
  decidedBy: z.string(),
});
export type StoredDecision = z.output<typeof StoredDecisionSchema>;

export const RESOLVE_MAX_ORDERS = 10_000;
/**
 * POST /dispatcher/resolve-carrier: decides for orders of the account and stores each decision.
 * An order that has a decision keeps it (answered as is) unless `redecide` is true, which stores a
 * new decision after it.
 */
export const ResolveCarrierBodySchema = z.object({
  orderIds: z
    .array(z.string().min(1).max(64))
    .min(1, 'Send at least one order id')
    .max(RESOLVE_MAX_ORDERS, `At most ${RESOLVE_MAX_ORDERS.toLocaleString('en')} orders at once`),
  redecide: z.boolean().default(false),
});
export type ResolveCarrierBody = z.input<typeof ResolveCarrierBodySchema>;

export const DecisionSummarySchema = z.object({
  decisionId: z.string(),
  orderId: z.string(),
  outcome: z.enum(DECISION_OUTCOMES),
  carrier: DispatchCarrierCodeSchema.nullable(),
  service: z.string().nullable(),
  reason: z.string().nullable(),
  source: z.enum(DECISION_SOURCES),
  ruleName: z.string().nullable(),
  explanation: z.string(),
  /** The explanation by message id (decision 053). */
  explanationText: ServerTextSchema.nullable().optional(),
  /** False when the order's earlier decision was answered. */
  created: z.boolean(),
});
export type DecisionSummary = z.output<typeof DecisionSummarySchema>;

export const ResolveCarrierAnswerSchema = z.object({ decisions: z.array(DecisionSummarySchema) });
export type ResolveCarrierAnswer = z.output<typeof ResolveCarrierAnswerSchema>;

/** GET /dispatcher/orders/{id}/decision: the order's latest decision, or null. */
export const OrderDecisionAnswerSchema = z.object({ decision: StoredDecisionSchema.nullable() });
export type OrderDecisionAnswer = z.output<typeof OrderDecisionAnswerSchema>;

export const SIMULATION_DAYS = 30;
/** POST /dispatcher/rule-sets/{id}/simulation: over the last `days` days (30 unless said). */
export const SimulationBodySchema = z.object({
  days: z.number().int().min(1).max(SIMULATION_DAYS).default(SIMULATION_DAYS),
});
export type SimulationBody = z.input<typeof SimulationBodySchema>;

/** Orders sent one way (a carrier's service, or held, or refused) and what they cost. */
export const SimulationBucketSchema = z.object({
  outcome: z.enum(DECISION_OUTCOMES),
  carrier: DispatchCarrierCodeSchema.nullable(),
  orders: z.number(),
  /** The carriers' rate cards' price of these orders, in fils (0 for held and refused). */
  costFils: z.number(),
});
export type SimulationBucket = z.output<typeof SimulationBucketSchema>;

export const SimulationChangeSchema = z.object({
  orderId: z.string(),
  reference: z.string().nullable(),
  before: z.object({
    outcome: z.enum(DECISION_OUTCOMES),
    carrier: DispatchCarrierCodeSchema.nullable(),
    service: z.string().nullable(),
    costFils: z.number(),
  }),
  after: z.object({
    outcome: z.enum(DECISION_OUTCOMES),
    carrier: DispatchCarrierCodeSchema.nullable(),
    service: z.string().nullable(),
    costFils: z.number(),
    ruleName: z.string().nullable(),
  }),
});
export type SimulationChange = z.output<typeof SimulationChangeSchema>;

/**
 * The rule set run over the account's orders placed in the window: "before" with the active rule
 * sets, "after" with this rule set in place of the active one of its kind.
 */
export const SimulationAnswerSchema = z.object({
  ruleSetId: z.string(),
  ruleSetVersion: z.number(),
  from: z.string(),
  to: z.string(),
  orderCount: z.number(),
  changedCount: z.number(),
  before: z.array(SimulationBucketSchema),
  after: z.array(SimulationBucketSchema),
  costBeforeFils: z.number(),
  costAfterFils: z.number(),
  /** after − before: negative saves money. */
  costDifferenceFils: z.number(),
  /** The first orders whose decision would change (at most 50). */
  changes: z.array(SimulationChangeSchema),
  /**
   * The carriers not connected on this platform: an order a rule sends to one is counted as
   * refused (its bucket names the carrier), as no booking can be made with it.
   */
  notConnected: z.array(DispatchCarrierCodeSchema),
});
export type SimulationAnswer = z.output<typeof SimulationAnswerSchema>;
