import { describe, expect, it } from 'vitest';
import { describeCondition, describeDefault, describeRule } from './describe';

describe('rules in plain words', () => {
  it('reads a rule as one sentence: its conditions joined by "and", then its action', () => {
    expect(
      describeRule({
        conditions: [
          { field: 'destination_emirate', operator: 'in', value: ['Abu Dhabi'] },
          { field: 'weight_kg', operator: 'gt', value: 10 },
        ],
        action: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' },
      }),
    ).toBe(
      'When the emirate is Abu Dhabi and the parcel weighs more than 10 kg, ship with Aramex (Domestic Overnight).',
    );
  });

  it('says a rule without conditions applies to every order, and names the fleet’s own service', () => {
    expect(describeRule({ conditions: [], action: { type: 'carrier', carrier: 'sameday', service: null } })).toBe(
      'For every order, ship with Sameday fleet (the service the order was placed with).',
    );
  });

  it('lists several values with "or", and excluded ones with "none of … and …"', () => {
    expect(
      describeCondition({ field: 'destination_emirate', operator: 'in', value: ['Sharjah', 'Ajman', 'Fujairah'] }),
    ).toBe('the emirate is Sharjah, Ajman or Fujairah');
    expect(describeCondition({ field: 'pickup_emirate', operator: 'not_in', value: ['Dubai', 'Abu Dhabi'] })).toBe(
      'the pickup emirate is none of Dubai and Abu Dhabi',
    );
    expect(describeCondition({ field: 'destination_country', operator: 'in', value: ['SA'] })).toBe(
      'the country is Saudi Arabia',
    );
  });

  it('reads money in AED, payment, time windows, references, tags and named pickup addresses', () => {
    expect(describeCondition({ field: 'order_value_fils', operator: 'gte', value: 50_000 })).toBe(
      'the order value is at least AED 500.00',
    );
    expect(describeCondition({ field: 'cod', operator: 'is', value: true })).toBe('cash is collected on delivery');
    expect(describeCondition({ field: 'cod', operator: 'is', value: false })).toBe('the order is prepaid');
    expect(
      describeCondition({ field: 'time_of_day', operator: 'between', value: { from: '18:00', to: '08:00' } }),
    ).toBe('the order is placed between 18:00 and 08:00 (Dubai time)');
    expect(describeCondition({ field: 'reference', operator: 'starts_with', value: 'متجر' })).toBe(
      'the reference starts with “متجر”',
    );
    expect(describeCondition({ field: 'tags', operator: 'none_of', value: ['fragile', 'cold'] })).toBe(
      'the order is not tagged fragile or cold',
    );
    expect(
      describeCondition(
        { field: 'pickup_location', operator: 'in', value: ['loc_1'] },
        { pickupLocations: { loc_1: 'Al Quoz warehouse' } },
      ),
    ).toBe('the pickup address is Al Quoz warehouse');
    expect(describeCondition({ field: 'parcel_count', operator: 'eq', value: 1 })).toBe('there is exactly 1 parcel');
  });

  it('reads the default, holding and refusing', () => {
    expect(describeDefault({ type: 'hold', reason: '' })).toBe('When no rule matches, hold it for review.');
    expect(describeDefault({ type: 'defer' })).toBe("When no rule matches, leave it to the merchant's own rules.");
    expect(
      describeRule({
        conditions: [{ field: 'destination_country', operator: 'not_in', value: ['AE'] }],
        action: { type: 'refuse', reason: 'We ship inside the UAE only' },
      }),
    ).toBe('When the country is not United Arab Emirates, refuse it: We ship inside the UAE only.');
  });
});
