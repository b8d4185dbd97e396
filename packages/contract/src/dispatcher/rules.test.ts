import { describe, expect, it } from 'vitest';
import { EvaluateBodySchema, OrderFactsSchema } from './decisions';
import {
  ActionSchema,
  ConditionInputSchema,
  ConditionSchema,
  PartnerRuleSetInputSchema,
  RuleInputSchema,
} from './rules';

describe('dispatcher rules contract', () => {
  it('reads a rule with conditions in plain values', () => {
    const rule = RuleInputSchema.parse({
      name: 'Heavy to Abu Dhabi',
      conditions: [
        { field: 'destination_emirate', operator: 'in', value: ['Abu Dhabi'] },
        { field: 'weight_kg', operator: 'gt', value: 10 },
        { field: 'time_of_day', operator: 'between', value: { from: '22:00', to: '06:00' } },
      ],
      action: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' },
    });
    expect(rule.active).toBe(true);
    expect(rule.conditions).toHaveLength(3);
  });

  it('refuses a service the carrier does not offer, and no service except with the Sameday fleet', () => {
    expect(ActionSchema.safeParse({ type: 'carrier', carrier: 'aramex', service: 'same_day' }).success).toBe(false);
    expect(ActionSchema.safeParse({ type: 'carrier', carrier: 'aramex', service: null }).success).toBe(false);
    expect(ActionSchema.safeParse({ type: 'carrier', carrier: 'sameday', service: null }).success).toBe(true);
    expect(ActionSchema.safeParse({ type: 'refuse', reason: '' }).success).toBe(false);
  });

  it('refuses an operator that does not fit the field and an empty window', () => {
    expect(ConditionInputSchema.safeParse({ field: 'weight_kg', operator: 'in', value: 3 }).success).toBe(false);
    expect(
      ConditionInputSchema.safeParse({
        field: 'time_of_day',
        operator: 'between',
        value: { from: '09:00', to: '09:00' },
      }).success,
    ).toBe(false);
    expect(ConditionSchema.parse({ id: 'c1', ruleId: 'r1', field: 'cod', operator: 'is', value: true })).toMatchObject({
      id: 'c1',
      field: 'cod',
    });
  });

  it('gives a new rule set the platform default and keeps it a draft', () => {
    expect(PartnerRuleSetInputSchema.parse({ name: 'Main' })).toEqual({
      name: 'Main',
      active: false,
      defaultAction: { type: 'carrier', carrier: 'sameday', service: null },
    });
  });

  it('evaluates either facts or an order', () => {
    expect(EvaluateBodySchema.safeParse({}).success).toBe(false);
    expect(
      EvaluateBodySchema.safeParse({ orderId: 'o1', facts: { serviceKind: 'same_day', weightKg: 1 } }).success,
    ).toBe(false);
    const facts = OrderFactsSchema.parse({ serviceKind: 'same_day', weightKg: 2 });
    expect(facts).toMatchObject({ destinationCountry: 'AE', cod: false, parcelCount: 1, tags: [] });
  });
});
