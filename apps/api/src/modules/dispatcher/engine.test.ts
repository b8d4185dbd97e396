import { EMIRATES, type EvaluatedFacts, SERVICE_KINDS } from '@sameday/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allSteps,
  carry,
  decide,
  dubaiTimeOf,
  holds,
  notableSteps,
  type RuleSetSnapshot,
  type SnapshotRule,
} from './service/engine';

const emirate = fc.constantFrom(...EMIRATES);
const kind = fc.constantFrom(...SERVICE_KINDS);
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

const factsArb: fc.Arbitrary<EvaluatedFacts> = fc
  .record({
    destinationEmirate: fc.option(emirate, { nil: null }),
    destinationCountry: fc.constantFrom('AE', 'AE', 'AE', 'SA', 'GB'),
    serviceKind: kind,
    weightKg: fc.double({ min: 0.1, max: 90, noNaN: true }),
    parcelCount: fc.integer({ min: 1, max: 5 }),
    cod: fc.boolean(),
    orderValueFils: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
    longestSideCm: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
    pickupEmirate: fc.option(emirate, { nil: null }),
    pickupLocationId: fc.constantFrom('adr_a', 'adr_b', null),
    dubaiTime: clock,
    reference: fc.option(fc.constantFrom('SHOP-1001', 'B2B-77', 'shop-2'), { nil: null }),
    tags: fc.subarray(['vip', 'fragile', 'b2b']),
  })
  .map((facts) => ({
    ...facts,
    merchantId: 'acc_m',
    heaviestParcelKg: facts.weightKg / facts.parcelCount,
    placedAt: '2026-11-20T08:00:00.000Z',
  }));

let nextId = 0;
const id = (prefix: string) => {
  nextId += 1;
  return `${prefix}_${nextId}`;
};
const conditionArb = fc.oneof(
  fc.record({
    field: fc.constant('destination_emirate' as const),
    operator: fc.constantFrom('in' as const, 'not_in' as const),
    value: fc.uniqueArray(emirate, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    field: fc.constant('service_kind' as const),
    operator: fc.constantFrom('in' as const, 'not_in' as const),
    value: fc.uniqueArray(kind, { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    field: fc.constant('weight_kg' as const),
    operator: fc.constantFrom('gt' as const, 'gte' as const, 'lt' as const, 'lte' as const),
    value: fc.integer({ min: 0, max: 60 }),
  }),
  fc.record({ field: fc.constant('cod' as const), operator: fc.constant('is' as const), value: fc.boolean() }),
  fc.record({
    field: fc.constant('time_of_day' as const),
    operator: fc.constant('between' as const),
    value: fc.record({ from: clock, to: clock }).filter((w) => w.from !== w.to),
  }),
  fc.record({
    field: fc.constant('tags' as const),
    operator: fc.constantFrom('any_of' as const, 'none_of' as const),
    value: fc.uniqueArray(fc.constantFrom('vip', 'fragile', 'b2b'), { minLength: 1 }),
  }),
  fc.record({
    field: fc.constant('reference' as const),
    operator: fc.constantFrom('equals' as const, 'starts_with' as const, 'contains' as const, 'matches' as const),
    value: fc.constantFrom('SHOP', 'shop-*', 'B2B-??', '1001'),
  }),
);
const actionArb = fc.oneof(
  fc.constant({ type: 'carrier' as const, carrier: 'sameday' as const, service: null }),
  fc.constant({ type: 'carrier' as const, carrier: 'aramex' as const, service: 'domestic_overnight' }),
  fc.constant({ type: 'carrier' as const, carrier: 'aramex' as const, service: 'priority_parcel_express' }),
  fc.constant({ type: 'hold' as const, reason: 'Check the address' }),
  fc.constant({ type: 'refuse' as const, reason: 'Not delivered there' }),
);
const ruleArb: fc.Arbitrary<SnapshotRule> = fc
  .record({ active: fc.boolean(), conditions: fc.array(conditionArb, { maxLength: 3 }), action: actionArb })
  .map((rule) => ({
    ...rule,
    id: id('dr'),
    name: `Rule ${nextId}`,
    conditions: rule.conditions.map((condition) => ({ ...condition, id: id('dc') })),
  }));
const setArb = (kind: 'partner' | 'operations'): fc.Arbitrary<RuleSetSnapshot> =>
  fc
    .record({
      rules: fc.array(ruleArb, { maxLength: 8 }),
      defaultAction: kind === 'operations' ? fc.oneof(actionArb, fc.constant({ type: 'defer' as const })) : actionArb,
      version: fc.integer({ min: 1, max: 50 }),
    })
    .map((set) => ({ ...set, id: id('rs'), accountId: 'acc_m', kind, name: `${kind} set` }));
const setsArb = fc.record({
  operations: fc.option(setArb('operations'), { nil: null }),
  partner: fc.option(setArb('partner'), { nil: null }),
});

/** Whether the rule would decide: active, every condition holds, and its carrier (if any) can take the order. */
const decides = (rule: SnapshotRule, facts: EvaluatedFacts) =>
  rule.active &&
  rule.conditions.every((condition) => holds(condition, facts)) &&
  (rule.action.type !== 'carrier' || carry(rule.action, facts).ok);

describe('the rule engine, for any facts and rule sets', () => {
  it('the first rule that decides wins, operations’ rules before the merchant’s', () => {
    fc.assert(
      fc.property(factsArb, setsArb, (facts, sets) => {
        const decision = decide(facts, sets);
        const opsWinner = sets.operations?.rules.find((rule) => decides(rule, facts));
        const partnerWinner = sets.partner?.rules.find((rule) => decides(rule, facts));
        if (opsWinner) {
          expect(decision.source).toBe('operations_rules');
          expect(decision.rule?.id).toBe(opsWinner.id);
        } else if (partnerWinner) {
          expect(decision.source).toBe('partner_rules');
          expect(decision.rule?.id).toBe(partnerWinner.id);
        } else {
          expect(decision.rule).toBeNull();
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a deactivated rule never matches, whatever its conditions and action', () => {
    fc.assert(
      fc.property(factsArb, setsArb, actionArb, (facts, sets, action) => {
        const decision = decide(facts, sets);
        const all = [...(sets.operations?.rules ?? []), ...(sets.partner?.rules ?? [])];
        expect(all.find((rule) => rule.id === decision.rule?.id)?.active ?? true).toBe(true);
        // Stripping an inactive rule of its conditions and changing its action changes nothing.
        const loosened = structuredClone(sets);
        for (const rule of [...(loosened.operations?.rules ?? []), ...(loosened.partner?.rules ?? [])]) {
          if (!rule.active) Object.assign(rule, { conditions: [], action });
        }
        const again = decide(facts, loosened);
        expect({ ...again, steps: undefined }).toEqual({ ...decision, steps: undefined });
      }),
      { numRuns: 300 },
    );
  });

  it('always decides: a carrier, a hold or a refusal, with a sentence, through the defaults when no rule matches', () => {
    fc.assert(
      fc.property(factsArb, setsArb, (facts, sets) => {
        const decision = decide(facts, sets);
        expect(['carrier', 'hold', 'refuse']).toContain(decision.outcome);
        expect(decision.explanation.length).toBeGreaterThan(0);
        if (decision.outcome === 'carrier') {
          expect(decision.carrier).not.toBeNull();
          expect(decision.service).not.toBeNull();
          expect(decision.costFils).toBeGreaterThan(0);
        }
        if (!decision.rule) {
          expect(['operations_default', 'partner_default', 'platform_default', 'no_carrier']).toContain(
            decision.source,
          );
        }
        expect(decision.steps.at(-1)?.outcome === 'matched' || decision.source === 'no_carrier').toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('the same facts and versions always give the same decision', () => {
    fc.assert(
      fc.property(factsArb, setsArb, (facts, sets) => {
        const decision = decide(facts, sets);
        expect(decide(structuredClone(facts), structuredClone(sets))).toEqual(decision);
        // What is stored gives back the whole trace.
        expect(notableSteps(allSteps(decision.steps, sets))).toEqual(decision.steps);
      }),
      { numRuns: 300 },
    );
  });

  it('operations’ default comes before the merchant’s unless it defers', () => {
    fc.assert(
      fc.property(factsArb, setArb('operations'), setArb('partner'), (facts, operations, partner) => {
        const noRules = { operations: { ...operations, rules: [] }, partner: { ...partner, rules: [] } };
        const decision = decide(facts, noRules);
        const opsDefault = operations.defaultAction;
        const opsCan = opsDefault.type !== 'defer' && (opsDefault.type !== 'carrier' || carry(opsDefault, facts).ok);
        if (opsCan) expect(decision.source).toBe('operations_default');
        else expect(decision.source).not.toBe('operations_default');
      }),
      { numRuns: 300 },
    );
  });
});

const facts = (overrides: Partial<EvaluatedFacts> = {}): EvaluatedFacts => ({
  merchantId: 'acc_m',
  destinationEmirate: 'Abu Dhabi',
  destinationCountry: 'AE',
  serviceKind: 'same_day',
  weightKg: 12,
  longestSideCm: null,
  cod: false,
  orderValueFils: null,
  parcelCount: 1,
  heaviestParcelKg: 12,
  pickupLocationId: 'adr_a',
  pickupEmirate: 'Dubai',
  placedAt: '2026-11-20T08:00:00.000Z',
  dubaiTime: '12:00',
  reference: 'SHOP-1001',
  tags: [],
  ...overrides,
});

describe('conditions and carriers', () => {
  it('reads Dubai time, windows across midnight, patterns and unknown facts', () => {
    expect(dubaiTimeOf('2026-11-20T21:30:00.000Z')).toBe('01:30');
    const night = {
      field: 'time_of_day' as const,
      operator: 'between' as const,
      value: { from: '22:00', to: '06:00' },
    };
    expect(holds(night, facts({ dubaiTime: '23:10' }))).toBe(true);
    expect(holds(night, facts({ dubaiTime: '05:59' }))).toBe(true);
    expect(holds(night, facts({ dubaiTime: '06:00' }))).toBe(false);
    expect(holds({ field: 'reference', operator: 'matches', value: 'shop-10??' }, facts())).toBe(true);
    expect(holds({ field: 'reference', operator: 'matches', value: 'shop-1.01' }, facts())).toBe(false);
    expect(holds({ field: 'longest_side_cm', operator: 'gt', value: 10 }, facts())).toBe(false);
    expect(holds({ field: 'order_value_fils', operator: 'lt', value: 10 }, facts())).toBe(false);
    expect(holds({ field: 'destination_emirate', operator: 'not_in', value: ['Dubai'] }, facts())).toBe(true);
  });

  it('skips a matching rule whose carrier cannot take the order, and says why', () => {
    const set: RuleSetSnapshot = {
      id: 'rs_p',
      accountId: 'acc_m',
      kind: 'partner',
      name: 'Mine',
      version: 3,
      defaultAction: { type: 'carrier', carrier: 'sameday', service: null },
      rules: [
        {
          id: 'dr_heavy',
          name: 'Heavy to Aramex',
          active: true,
          conditions: [{ id: 'dc_1', field: 'weight_kg', operator: 'gt', value: 10 }],
          action: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' },
        },
      ],
    };
    const cod = decide(facts({ cod: true, orderValueFils: 30_000 }), { operations: null, partner: set });
    expect(cod.steps[0]).toMatchObject({
      outcome: 'carrier_cannot_carry',
      note: 'Aramex does not collect cash on delivery',
    });
    expect(cod).toMatchObject({ source: 'partner_default', carrier: 'sameday', service: 'same_day' });
    const prepaid = decide(facts(), { operations: null, partner: set });
    expect(prepaid).toMatchObject({ source: 'partner_rules', carrier: 'aramex', service: 'domestic_overnight' });
    expect(prepaid.explanation).toBe('Aramex (Domestic Overnight) because rule “Heavy to Aramex” matched');
    // 80 kg: no carrier takes it.
    const tooHeavy = decide(facts({ weightKg: 80, heaviestParcelKg: 80 }), { operations: null, partner: set });
    expect(tooHeavy).toMatchObject({ outcome: 'hold', source: 'no_carrier' });
  });
});
