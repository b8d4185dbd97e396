// The dispatcher's rule engine: pure functions of an order's facts and the rule sets' immutable
// versions, so the same facts and versions always give the same decision (docs/decisions/035).
import {
  type Action,
  CARRIERS,
  type CarrierCode,
  type CarrierServiceCode,
  type ConditionCheck,
  type ConditionValues,
  carrierRateFils,
  carrierServesCountry,
  DECISION_SENTENCES,
  type DecisionResult,
  type DecisionSource,
  type DecisionStage,
  type DefaultAction,
  DISPATCH_CARRIER_LABELS,
  DISPATCH_SERVICE_LABELS,
  type EvaluatedFacts,
  englishOf,
  type RuleSetKind,
  type RuleSetRef,
  type ServerText,
  sentence,
  serverText,
  type TraceStep,
} from '@sameday/contract';
import { compileWildcard, type WildcardBudget } from './wildcard';

export type SnapshotCondition = ConditionValues & { id: string };
export type SnapshotRule = {
  id: string;
  name: string;
  active: boolean;
  conditions: SnapshotCondition[];
  action: Action;
};
/** One immutable version of a rule set: what a decision read. */
export type RuleSetSnapshot = {
  id: string;
  accountId: string;
  kind: RuleSetKind;
  name: string;
  version: number;
  defaultAction: DefaultAction;
  rules: SnapshotRule[];
};
export type RuleSets = { operations: RuleSetSnapshot | null; partner: RuleSetSnapshot | null };

/** A step of the trace as stored: which rule, what came of it; the condition checks are derived again on reading. */
export type CompactStep = {
  stage: DecisionStage;
  ruleId: string | null;
  outcome: TraceStep['outcome'];
  note: string | null;
  /** The note by message id (decision 053); absent on steps stored before it, whose migration added it where it could. */
  noteText?: ServerText | null;
};

/** The outcome of a decision without its expanded trace: what is stored on an order. */
export type CompactDecision = {
  outcome: DecisionResult['outcome'];
  carrier: CarrierCode | null;
  service: string | null;
  reason: string | null;
  source: DecisionSource;
  rule: { id: string; name: string } | null;
  ruleSets: DecisionResult['ruleSets'];
  explanation: string;
  /** The explanation by message id (decision 053). */
  explanationText: ServerText | null;
  /** The rate card's price of the carrier's service, in fils (0 when held or refused). */
  costFils: number;
  /** The notable steps only (see allSteps). */
  steps: CompactStep[];
};

export const PLATFORM_DEFAULT_NAME = DECISION_SENTENCES.platformDefault;
const DUBAI_OFFSET_MS = 4 * 3_600_000;

/** HH:MM in Dubai (UTC+4 all year) of an instant. */
export function dubaiTimeOf(instant: string): string {
  return new Date(Date.parse(instant) + DUBAI_OFFSET_MS).toISOString().slice(11, 16);
}

/**
 * The most steps one order's reference patterns may take, every rule of both rule sets together
 * (about a millisecond; a pattern of 100 characters against a reference of 100 takes at most
 * 10,302). A pattern met once they are spent is not checked: its condition does not hold, and the
 * trace says so (docs/decisions/035, "Patterns and their budget").
 */
export const PATTERN_STEPS_PER_ORDER = 250_000;

/** What one order's decision may still spend on patterns. */
const patternBudget = (): WildcardBudget => ({ steps: PATTERN_STEPS_PER_ORDER });

function compare(operator: string, actual: number, expected: number): boolean {
  switch (operator) {
    case 'gt':
      return actual > expected;
    case 'gte':
      return actual >= expected;
    case 'lt':
      return actual < expected;
    case 'lte':
      return actual <= expected;
    default:
      return actual === expected;
  }
}

function withinWindow(time: string, from: string, to: string): boolean {
  return from < to ? time >= from && time < to : time >= from || time < to;
}

/** A test of the reference: a pattern within the order's budget (`undefined`: not checked), or a comparison. */
function referenceTest(operator: string, expected: string): (actual: string, budget: WildcardBudget) => Check {
  if (operator === 'matches') {
    const pattern = compileWildcard(expected);
    return (actual, budget) => pattern.within(actual, budget);
  }
  const e = expected.toLowerCase();
  if (operator === 'equals') return (actual) => actual.toLowerCase() === e;
  if (operator === 'starts_with') return (actual) => actual.toLowerCase().startsWith(e);
  return (actual) => actual.toLowerCase().includes(e);
}

/** The fact a condition reads (null when the order does not have it). */
export function factOf(condition: ConditionValues, facts: EvaluatedFacts): unknown {
  switch (condition.field) {
    case 'destination_emirate':
      return facts.destinationEmirate;
    case 'destination_country':
      return facts.destinationCountry;
    case 'service_kind':
      return facts.serviceKind;
    case 'weight_kg':
      return facts.weightKg;
    case 'longest_side_cm':
      return facts.longestSideCm;
    case 'cod':
      return facts.cod;
    case 'order_value_fils':
      return facts.orderValueFils;
    case 'parcel_count':
      return facts.parcelCount;
    case 'pickup_location':
      return facts.pickupLocationId;
    case 'pickup_emirate':
      return facts.pickupEmirate;
    case 'time_of_day':
      return facts.dubaiTime;
    case 'reference':
      return facts.reference;
    case 'tags':
      return facts.tags;
    case 'merchant':
      return facts.merchantId;
  }
}

/** A condition checked: it holds, it does not, or (`undefined`) it was not checked: the order's pattern steps ran out. */
type Check = boolean | undefined;
type Predicate = (facts: EvaluatedFacts, budget: WildcardBudget) => Check;

/** An order's tags in lower case, made once for all the rules that test them. */
const lowerCaseTags = new WeakMap<readonly string[], string[]>();
function lowerCaseTagsOf(facts: EvaluatedFacts): string[] {
  let tags = lowerCaseTags.get(facts.tags);
  if (!tags) {
    tags = facts.tags.map((tag) => tag.toLowerCase());
    lowerCaseTags.set(facts.tags, tags);
  }
  return tags;
}

function inSetOf(operator: 'in' | 'not_in', values: readonly string[], read: (facts: EvaluatedFacts) => string | null) {
  const set = new Set(values);
  const wanted = operator === 'in';
  return (facts: EvaluatedFacts) => {
    const actual = read(facts);
    return actual !== null && set.has(actual) === wanted;
  };
}

function buildPredicate(condition: ConditionValues): Predicate {
  switch (condition.field) {
    case 'destination_emirate':
    case 'destination_country':
    case 'service_kind':
    case 'pickup_location':
    case 'pickup_emirate':
    case 'merchant':
      return inSetOf(condition.operator, condition.value, (facts) => factOf(condition, facts) as string | null);
    case 'weight_kg':
    case 'longest_side_cm':
    case 'order_value_fils':
    case 'parcel_count':
      return (facts) => {
        const actual = factOf(condition, facts) as number | null;
        return actual !== null && compare(condition.operator, actual, condition.value);
      };
    case 'cod':
      return (facts) => facts.cod === condition.value;
    case 'time_of_day':
      return (facts) => withinWindow(facts.dubaiTime, condition.value.from, condition.value.to);
    case 'reference': {
      const test = referenceTest(condition.operator, condition.value);
      return (facts, budget) => facts.reference !== null && test(facts.reference, budget);
    }
    case 'tags': {
      const wanted = new Set(condition.value.map((tag) => tag.toLowerCase()));
      return (facts) => {
        const any = lowerCaseTagsOf(facts).some((tag) => wanted.has(tag));
        return condition.operator === 'any_of' ? any : !any;
      };
    }
  }
}

/** Conditions and rules of immutable versions are compiled once into predicates. */
const predicates = new WeakMap<object, Predicate>();

function predicateOf(condition: ConditionValues): Predicate {
  let predicate = predicates.get(condition);
  if (!predicate) {
    predicate = buildPredicate(condition);
    predicates.set(condition, predicate);
  }
  return predicate;
}

/**
 * Whether a condition holds for the facts, checked alone (a pattern with a whole order's budget).
 * A condition on a fact the order does not have does not hold.
 */
export const holds = (condition: ConditionValues, facts: EvaluatedFacts): boolean =>
  predicateOf(condition)(facts, patternBudget()) === true;

/**
 * Whether every condition of the rule holds (a rule without conditions always matches), checked in
 * order up to the first that does not: `undefined` when that one was a pattern left unchecked.
 */
function ruleMatches(rule: SnapshotRule, facts: EvaluatedFacts, budget: WildcardBudget): Check {
  let predicate = predicates.get(rule);
  if (!predicate) {
    const all = rule.conditions.map(predicateOf);
    predicate = (f, b) => {
      for (const each of all) {
        const check = each(f, b);
        if (check !== true) return check;
      }
      return true;
    };
    predicates.set(rule, predicate);
  }
  return predicate(facts, budget);
}

type Carried =
  | { ok: true; carrier: CarrierCode; service: string; costFils: number }
  | { ok: false; problem: ServerText };

/** Whether the action's carrier can take the order, and at what rate-card price. */
export function carry(action: Extract<Action, { type: 'carrier' }>, facts: EvaluatedFacts): Carried {
  const { carrier } = action;
  const definition = CARRIERS[carrier];
  const service = action.service ?? facts.serviceKind;
  if (!carrierServesCountry(carrier, facts.destinationCountry)) {
    return {
      ok: false,
      problem: serverText(DECISION_SENTENCES.notToCountry, {
        carrier: definition.name,
        country: facts.destinationCountry,
      }),
    };
  }
  if (facts.cod && !definition.supportsCod) {
    return { ok: false, problem: serverText(DECISION_SENTENCES.noCashOnDelivery, { carrier: definition.name }) };
  }
  if (facts.heaviestParcelKg > definition.maxParcelWeightKg) {
    return {
      ok: false,
      problem: serverText(DECISION_SENTENCES.weightLimit, {
        carrier: definition.name,
        kg: definition.maxParcelWeightKg,
      }),
    };
  }
  const costFils = carrierRateFils({
    carrier,
    service: service as CarrierServiceCode,
    countryCode: facts.destinationCountry,
    emirate: facts.destinationEmirate,
    weightKg: facts.weightKg,
    isCod: facts.cod,
  });
  if (costFils === null) {
    return {
      ok: false,
      problem: serverText(DECISION_SENTENCES.noServiceThere, {
        carrier: definition.name,
        service: serviceLabel(service),
      }),
    };
  }
  return { ok: true, carrier, service, costFils };
}

const serviceLabel = (service: string) => DISPATCH_SERVICE_LABELS[service] ?? service;

const refOf = (set: RuleSetSnapshot | null): RuleSetRef | null =>
  set && { id: set.id, name: set.name, kind: set.kind, version: set.version };

/** What decided: a rule, a rule set's default, or the platform's (after rules that did not match, or with none). */
type DecidedBy =
  | { kind: 'rule'; rule: string }
  | { kind: 'default'; set: string }
  | { kind: 'platform'; afterRules: boolean };

type Candidate = { action: Action; rule: { id: string; name: string } | null; by: DecidedBy };

/** A step's note: its English as before, and its id and values beside it (decision 053). */
const noteOf = (text: ServerText) => ({ note: englishOf(text), noteText: text });

const S = DECISION_SENTENCES;

/** "Desert Freight (Standard) because rule “Heavy to Abu Dhabi” matched". */
function carrierExplanation(by: DecidedBy, carrier: CarrierCode, service: string): ServerText {
  const names = { carrier: DISPATCH_CARRIER_LABELS[carrier], service: serviceLabel(service) };
  if (by.kind === 'rule') return serverText(S.carrierByRule, { ...names, rule: by.rule });
  if (by.kind === 'default') return serverText(S.carrierByDefault, { ...names, set: by.set });
  return serverText(by.afterRules ? S.carrierByPlatformDefaultNoMatch : S.carrierByPlatformDefault, names);
}

/** "Held for review because rule “Fragile” matched: check the packing". */
function stopExplanation(by: DecidedBy, type: 'hold' | 'refuse', reason: string | null): ServerText {
  const held = type === 'hold';
  if (by.kind === 'rule') {
    const rule = by.rule;
    if (reason) return serverText(held ? S.heldByRuleWithReason : S.refusedByRuleWithReason, { rule, reason });
    return serverText(held ? S.heldByRule : S.refusedByRule, { rule });
  }
  // The platform's default always names a carrier: only a rule set's default holds or refuses.
  const set = by.kind === 'default' ? by.set : '';
  if (reason) return serverText(held ? S.heldByDefaultWithReason : S.refusedByDefaultWithReason, { set, reason });
  return serverText(held ? S.heldByDefault : S.refusedByDefault, { set });
}

/**
 * Decides for the facts: operations' rules in order, then the merchant's rules in order (the
 * first active rule whose conditions all hold wins, if its carrier can take the order), then
 * operations' default (unless it defers), the merchant's default, and the platform default.
 */
export function decide(facts: EvaluatedFacts, sets: RuleSets): CompactDecision {
  const steps: CompactStep[] = [];
  const budget = patternBudget();
  const ruleSets = { operations: refOf(sets.operations), partner: refOf(sets.partner) };
  const settle = (stage: DecisionStage, ruleId: string | null, candidate: Candidate): CompactDecision | null => {
    const { action, rule, by } = candidate;
    if (action.type !== 'carrier') {
      steps.push({ stage, ruleId, outcome: 'matched', note: null });
      const reason = action.reason || null;
      const explanation = stopExplanation(by, action.type, reason);
      return { ...base(stage, rule, explanation), outcome: action.type, reason, costFils: 0 };
    }
    const carried = carry(action, facts);
    if (!carried.ok) {
      steps.push({ stage, ruleId, outcome: 'carrier_cannot_carry', ...noteOf(carried.problem) });
      return null;
    }
    steps.push({ stage, ruleId, outcome: 'matched', note: null });
    const explanation = carrierExplanation(by, carried.carrier, carried.service);
    return {
      ...base(stage, rule, explanation),
      outcome: 'carrier',
      carrier: carried.carrier,
      service: carried.service,
      costFils: carried.costFils,
    };
  };
  const base = (source: DecisionSource, rule: Candidate['rule'], text: ServerText) => ({
    outcome: 'carrier' as const,
    carrier: null,
    service: null,
    reason: null,
    source,
    rule,
    ruleSets,
    explanation: englishOf(text),
    explanationText: text,
    costFils: 0,
    steps,
  });

  const stages: [DecisionStage, RuleSetSnapshot | null][] = [
    ['operations_rules', sets.operations],
    ['partner_rules', sets.partner],
  ];
  for (const [stage, set] of stages) {
    for (const rule of set?.rules ?? []) {
      // Rules that are inactive or do not match leave no step: allSteps() puts them back. A rule
      // whose pattern was left unchecked does leave one, with a note saying so.
      if (!rule.active) continue;
      const matched = ruleMatches(rule, facts, budget);
      if (matched === undefined)
        steps.push({ stage, ruleId: rule.id, outcome: 'not_matched', ...noteOf(serverText(S.patternUnchecked)) });
      if (!matched) continue;
      const by: DecidedBy = { kind: 'rule', rule: rule.name };
      const decided = settle(stage, rule.id, { action: rule.action, rule: { id: rule.id, name: rule.name }, by });
      if (decided) return decided;
    }
  }
  const defaults: [DecisionStage, RuleSetSnapshot | null][] = [
    ['operations_default', sets.operations],
    ['partner_default', sets.partner],
  ];
  for (const [stage, set] of defaults) {
    if (!set) continue;
    if (set.defaultAction.type === 'defer') {
      steps.push({ stage, ruleId: null, outcome: 'deferred', ...noteOf(serverText(S.deferred)) });
      continue;
    }
    const decided = settle(stage, null, {
      action: set.defaultAction,
      rule: null,
      by: { kind: 'default', set: set.name },
    });
    if (decided) return decided;
  }
  const platform: Candidate = {
    action: { type: 'carrier', carrier: 'sameday', service: null },
    rule: null,
    by: { kind: 'platform', afterRules: Boolean(sets.operations || sets.partner) },
  };
  const decided = settle('platform_default', null, platform);
  if (decided) return decided;
  return {
    ...base('no_carrier', null, serverText(S.noCarrier)),
    outcome: 'hold',
    reason: S.noCarrierReason,
  };
}

/**
 * What of the steps is stored: passes over rules that did not match or are inactive are implied,
 * unless a note says more (a pattern left unchecked).
 */
export const notableSteps = (steps: readonly CompactStep[]): CompactStep[] =>
  steps.filter((step) => step.note !== null || (step.outcome !== 'not_matched' && step.outcome !== 'inactive'));

/**
 * The whole list of steps from the stored, notable ones: the rules of the versions used are
 * walked in the engine's order — each rule without a stored step did not match (or was
 * inactive) — up to the stored step that decided, then the defaults stored.
 */
export function allSteps(stored: readonly CompactStep[], sets: RuleSets): CompactStep[] {
  const byRule = new Map(stored.filter((step) => step.ruleId !== null).map((step) => [step.ruleId, step]));
  const last = stored.at(-1);
  const steps: CompactStep[] = [];
  const stages: [DecisionStage, RuleSetSnapshot | null][] = [
    ['operations_rules', sets.operations],
    ['partner_rules', sets.partner],
  ];
  for (const [stage, set] of stages) {
    for (const rule of set?.rules ?? []) {
      const step = byRule.get(rule.id) ?? {
        stage,
        ruleId: rule.id,
        outcome: rule.active ? ('not_matched' as const) : ('inactive' as const),
        note: null,
      };
      steps.push(step);
      if (step === last && step.outcome === 'matched') return steps;
    }
  }
  return [...steps, ...stored.filter((step) => step.ruleId === null)];
}

/**
 * A rule's conditions checked against the facts. Those the engine checked (up to the first that did
 * not hold) spend `budget` as the engine spent it, so a pattern it left unchecked is shown unchecked
 * (not passed); the others are shown all the same, spending `aside`.
 */
function checksOf(
  rule: SnapshotRule,
  facts: EvaluatedFacts,
  budget: WildcardBudget,
  aside: WildcardBudget,
): ConditionCheck[] {
  let reached = true;
  return rule.conditions.map((condition) => {
    const check = predicateOf(condition)(facts, reached ? budget : aside);
    if (check !== true) reached = false;
    return {
      conditionId: condition.id,
      field: condition.field,
      operator: condition.operator,
      expected: condition.value,
      actual: factOf(condition, facts),
      passed: check === true,
    };
  });
}

/**
 * The full trace of a decision: each step with its rule's conditions checked against the facts.
 * `steps` are all of them (allSteps), in the engine's order, so checking them again spends each
 * order's pattern budget exactly as deciding did.
 */
export function expandTrace(steps: readonly CompactStep[], facts: EvaluatedFacts, sets: RuleSets): TraceStep[] {
  const budget = patternBudget();
  const aside = patternBudget();
  return steps.map((step) => {
    const set = step.stage.startsWith('operations')
      ? sets.operations
      : step.stage.startsWith('partner')
        ? sets.partner
        : null;
    const rule = step.ruleId ? set?.rules.find((candidate) => candidate.id === step.ruleId) : undefined;
    const conditions = rule && step.outcome !== 'inactive' ? checksOf(rule, facts, budget, aside) : [];
    const ruleName = rule?.name ?? defaultName(step.stage, set);
    return {
      stage: step.stage,
      ruleSetId: set?.id ?? null,
      ruleSetVersion: set?.version ?? null,
      ruleId: step.ruleId,
      ruleName,
      outcome: step.outcome,
      conditions,
      note: step.note,
      noteText: step.noteText ?? null,
    };
  });
}

function defaultName(stage: DecisionStage, set: RuleSetSnapshot | null): string {
  if (stage === 'platform_default') return PLATFORM_DEFAULT_NAME;
  return set ? sentence(S.defaultOf, { set: set.name }) : S.defaultAlone;
}

/** A compact decision and its expanded trace, as the answers show it. */
export function toDecisionResult(decision: CompactDecision, facts: EvaluatedFacts, sets: RuleSets): DecisionResult {
  return {
    outcome: decision.outcome,
    carrier: decision.carrier,
    service: decision.service,
    reason: decision.reason,
    source: decision.source,
    rule: decision.rule,
    ruleSets: decision.ruleSets,
    facts,
    trace: expandTrace(allSteps(decision.steps, sets), facts, sets),
    explanation: decision.explanation,
    explanationText: decision.explanationText,
  };
}
