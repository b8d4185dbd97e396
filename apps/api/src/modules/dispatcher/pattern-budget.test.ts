// One order's reference patterns share one budget of steps (docs/decisions/035, "Patterns and their
// budget"): past it a pattern is not checked, its condition does not hold and the trace says so,
// whatever the rule sets hold, the same on every run.
import { DECISION_SENTENCES, DISPATCHER_LIMITS, type EvaluatedFacts } from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import {
  allSteps,
  type CompactDecision,
  decide,
  notableSteps,
  PATTERN_STEPS_PER_ORDER,
  type RuleSetSnapshot,
  type RuleSets,
  type SnapshotCondition,
  type SnapshotRule,
  toDecisionResult,
} from './service/engine';
import { compileWildcard } from './service/wildcard';

const REFERENCE = 'a'.repeat(100);
/** Holds for REFERENCE, after sliding its star over half of it: about 2,600 steps each time. */
const SLOW_PATTERN = `*${'a'.repeat(50)}`;

const facts: EvaluatedFacts = {
  merchantId: 'acc_m',
  destinationEmirate: 'Dubai',
  destinationCountry: 'AE',
  serviceKind: 'same_day',
  weightKg: 2,
  longestSideCm: null,
  cod: true,
  orderValueFils: 20_000,
  parcelCount: 1,
  heaviestParcelKg: 2,
  pickupLocationId: 'adr_a',
  pickupEmirate: 'Dubai',
  placedAt: '2026-11-20T08:00:00.000Z',
  dubaiTime: '12:00',
  reference: REFERENCE,
  tags: ['vip'],
};

let nextId = 0;
const condition = (values: Omit<SnapshotCondition, 'id'>): SnapshotCondition => {
  nextId += 1;
  return { ...values, id: `dc_${nextId}` } as SnapshotCondition;
};
const slow = () => condition({ field: 'reference', operator: 'matches', value: SLOW_PATTERN });
const rule = (name: string, conditions: SnapshotCondition[], action: SnapshotRule['action']): SnapshotRule => {
  nextId += 1;
  return { id: `dr_${nextId}`, name, active: true, conditions, action };
};
/** Matches, but Aramex collects no cash: the engine goes on to the next rule. */
const cannotCarry = { type: 'carrier' as const, carrier: 'aramex' as const, service: 'domestic_overnight' };
const partner = (rules: SnapshotRule[]): RuleSetSnapshot => ({
  id: 'rs_p',
  accountId: 'acc_m',
  kind: 'partner',
  name: 'Mine',
  version: 1,
  defaultAction: { type: 'carrier', carrier: 'sameday', service: null },
  rules,
});

/** The steps one match of the slow pattern takes. */
function stepsOfSlowPattern(): number {
  const budget = { steps: PATTERN_STEPS_PER_ORDER };
  expect(compileWildcard(SLOW_PATTERN).within(REFERENCE, budget)).toBe(true);
  return PATTERN_STEPS_PER_ORDER - budget.steps;
}

describe('the pattern budget of one order', () => {
  it('checks patterns until the order’s steps are spent; past them a pattern does not hold and the trace says so', () => {
    const each = stepsOfSlowPattern();
    const fit = Math.floor(PATTERN_STEPS_PER_ORDER / each);
    const slowRules = Array.from({ length: fit + 5 }, (_, index) => rule(`Slow ${index}`, [slow()], cannotCarry));
    // Would refuse the order, were its pattern checked.
    const refuse = rule('Refuse a*', [condition({ field: 'reference', operator: 'matches', value: 'a*' })], {
      type: 'refuse',
      reason: 'No a',
    });
    // No pattern: checked as always, and it decides.
    const hold = rule('Hold VIP', [condition({ field: 'tags', operator: 'any_of', value: ['vip'] })], {
      type: 'hold',
      reason: 'Call first',
    });
    const sets: RuleSets = { operations: null, partner: partner([...slowRules, refuse, hold]) };
    const decision = decide(facts, sets);

    expect(decision).toMatchObject({ outcome: 'hold', source: 'partner_rules', rule: { id: hold.id } });
    const byRule = new Map(decision.steps.map((step) => [step.ruleId, step]));
    for (const [index, slowRule] of slowRules.entries()) {
      expect(byRule.get(slowRule.id)?.outcome).toBe(index < fit ? 'carrier_cannot_carry' : 'not_matched');
    }
    const unchecked = { outcome: 'not_matched', note: DECISION_SENTENCES.patternUnchecked };
    expect(byRule.get(refuse.id)).toMatchObject(unchecked);
    expect(decision.steps.filter((step) => step.note === DECISION_SENTENCES.patternUnchecked)).toHaveLength(6);

    // What is stored gives back the whole trace; the same facts and versions, the same decision.
    expect(notableSteps(allSteps(decision.steps, sets))).toEqual(decision.steps);
    expect(decide(structuredClone(facts), structuredClone(sets))).toEqual(decision);

    // The trace shows a pattern left unchecked as not passed, and those checked as they were.
    const trace = toDecisionResult(decision, facts, sets).trace;
    const stepOf = (id: string) => trace.find((step) => step.ruleId === id);
    expect(stepOf(slowRules[0]?.id as string)?.conditions.map((check) => check.passed)).toEqual([true]);
    expect(stepOf(slowRules[fit - 1]?.id as string)?.conditions.map((check) => check.passed)).toEqual([true]);
    expect(stepOf(slowRules[fit]?.id as string)).toMatchObject({ ...unchecked, conditions: [{ passed: false }] });
    expect(stepOf(refuse.id)).toMatchObject({ ...unchecked, conditions: [{ passed: false }] });
    expect(stepOf(hold.id)).toMatchObject({ outcome: 'matched', conditions: [{ passed: true }] });
  });

  it('leaves decisions within the budget as they were: a pattern checked alone holds as in a rule', () => {
    const refuse = rule('Refuse a*', [slow(), condition({ field: 'reference', operator: 'matches', value: 'A*' })], {
      type: 'refuse',
      reason: 'No a',
    });
    const decision = decide(facts, { operations: null, partner: partner([refuse]) });
    expect(decision).toMatchObject({ outcome: 'refuse', rule: { id: refuse.id } });
    expect(decision.steps).toEqual([{ stage: 'partner_rules', ruleId: refuse.id, outcome: 'matched', note: null }]);
  });

  it('decides in milliseconds for the largest rule sets the contract allows, every condition a slow pattern', () => {
    const each = stepsOfSlowPattern();
    const { rulesPerSet, conditionsPerRule } = DISPATCHER_LIMITS;
    const worstRule = (index: number) =>
      rule(
        `Worst ${index}`,
        Array.from({ length: conditionsPerRule }, () => slow()),
        cannotCarry,
      );
    const set = (kind: 'operations' | 'partner'): RuleSetSnapshot => ({
      ...partner(Array.from({ length: rulesPerSet }, (_, index) => worstRule(index))),
      id: `rs_${kind}`,
      kind,
    });
    const sets: RuleSets = {
      operations: { ...set('operations'), defaultAction: { type: 'defer' } },
      partner: set('partner'),
    };
    let decision: CompactDecision | undefined;
    const times: number[] = [];
    for (let run = 0; run < 30; run += 1) {
      const started = performance.now();
      decision = decide(facts, sets);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // The rules whose patterns fit the budget were checked whole; every later rule stopped at its first pattern.
    const checked = decision?.steps.filter((step) => step.outcome === 'carrier_cannot_carry') ?? [];
    expect(checked).toHaveLength(Math.floor(Math.floor(PATTERN_STEPS_PER_ORDER / each) / conditionsPerRule));
    expect(decision).toMatchObject({ source: 'partner_default' });
    // Unbounded, its 8,000 patterns would each take what one takes alone (about 13 µs: 100 ms an
    // order on a quiet machine); measured here, so a busy machine slows both sides alike.
    const alone: number[] = [];
    const matcher = compileWildcard(SLOW_PATTERN);
    for (let run = 0; run < 200; run += 1) {
      const started = performance.now();
      matcher.test(REFERENCE);
      alone.push(performance.now() - started);
    }
    alone.sort((a, b) => a - b);
    const unbounded = 2 * rulesPerSet * conditionsPerRule * (alone[100] as number);
    // Bounded, about 1/80 of that (the count of rules checked above is the exact measure); a busy machine
    // slows the 30 decisions more than the 200 quick matches, hence the margin.
    expect(times[15], `unbounded about ${unbounded.toFixed(1)} ms`).toBeLessThan(unbounded / 2);
  });
});
