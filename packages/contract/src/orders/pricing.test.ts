import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMIRATES } from '../addresses/address';
import type { PricingModel } from '../pricing/schemas';
import { isMainEmirate, SERVICE_KINDS, type ServiceKind } from './cut-offs';
import { DEFAULT_PRICING_MODEL, formatAed, formatCharge, quoteOrder, VAT_NOTE, zoneOf } from './pricing';

const OTHER_EMIRATES = EMIRATES.filter((emirate) => !isMainEmirate(emirate));
const one = (weightKg: number, quantity = 1) => [{ quantity, weightKg }];
const quote = (
  serviceKind: ServiceKind,
  destinationEmirate: string,
  items = one(1),
  isCashOnDelivery = false,
  model = DEFAULT_PRICING_MODEL,
) => quoteOrder(model, { serviceKind, destinationEmirate, items, isCashOnDelivery });

/** An item weight as the form takes it: up to three decimals (grams), 1 g to 100 kg. */
const weightKg = fc.integer({ min: 1, max: 100_000 }).map((grams) => grams / 1000);
const items = fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 20 }), weightKg }), {
  minLength: 1,
  maxLength: 8,
});

describe('zones', () => {
  it('puts Dubai and Abu Dhabi in the main zone and the five other emirates in the other', () => {
    expect(zoneOf('Dubai')).toBe('main');
    expect(zoneOf('Abu Dhabi')).toBe('main');
    for (const emirate of OTHER_EMIRATES) expect(zoneOf(emirate)).toBe('other');
  });
});

describe('quoteOrder with the default rate card', () => {
  it.each([
    ['four_hour', 'Dubai', 3500],
    ['same_day', 'Dubai', 2500],
    ['same_day', 'Abu Dhabi', 2500],
    ['same_day', 'Sharjah', 3000],
    ['next_day', 'Dubai', 1800],
    ['next_day', 'Abu Dhabi', 1800],
    ['next_day', 'Fujairah', 2200],
  ] as [ServiceKind, string, number][])('%s to %s costs %i fils up to the included weight', (k, emirate, base) => {
    expect(quote(k, emirate, one(5))).toEqual({
      currency: 'AED',
      baseFils: base,
      weightFils: 0,
      codFeeFils: 0,
      totalFils: base,
      chargeableWeightKg: 5,
    });
  });

  it('has no price for 4-hour outside the main zone', () => {
    for (const emirate of OTHER_EMIRATES) expect(quote('four_hour', emirate)).toBeUndefined();
  });

  it('charges each started kilogram over the included 5 kg', () => {
    expect(quote('same_day', 'Dubai', one(5.001))).toMatchObject({ chargeableWeightKg: 6, weightFils: 200 });
    expect(quote('same_day', 'Dubai', one(2.5, 3))).toMatchObject({ chargeableWeightKg: 8, weightFils: 600 });
    expect(quote('same_day', 'Dubai', [...one(4), ...one(0.5, 4)])).toMatchObject({
      chargeableWeightKg: 6,
      weightFils: 200,
      totalFils: 2700,
    });
  });

  it('adds the COD fee to cash-on-delivery orders only', () => {
    expect(quote('next_day', 'Dubai', one(1), true)).toMatchObject({ codFeeFils: 500, totalFils: 2300 });
    expect(quote('next_day', 'Dubai', one(1), false)).toMatchObject({ codFeeFils: 0, totalFils: 1800 });
  });

  it('weighs what the items weigh, with no floating-point kilogram (5 × 0.81 + 0.95 kg is 5 kg, not 6)', () => {
    expect(quote('same_day', 'Dubai', [...one(0.81, 5), ...one(0.95)])).toMatchObject({
      chargeableWeightKg: 5,
      weightFils: 0,
    });
    expect(quote('same_day', 'Dubai', [...one(0.1, 3), ...one(5.7)])).toMatchObject({ chargeableWeightKg: 6 });
  });
});

describe('quoteOrder over many orders', () => {
  it('adds up base, weight and COD fee, with the weight in started kilograms of the items’ grams', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SERVICE_KINDS),
        fc.constantFrom(...EMIRATES),
        items,
        fc.boolean(),
        (k, emirate, parcel, isCod) => {
          const result = quote(k, emirate, parcel, isCod);
          if (k === 'four_hour' && !isMainEmirate(emirate)) {
            expect(result).toBeUndefined();
            return;
          }
          const grams = parcel.reduce((sum, item) => sum + item.quantity * Math.round(item.weightKg * 1000), 0);
          const chargeable = Math.ceil(grams / 1000);
          const rate = DEFAULT_PRICING_MODEL.rates.find((r) => r.serviceKind === k && r.zone === zoneOf(emirate));
          expect(result).toEqual({
            currency: 'AED',
            baseFils: rate?.baseFils,
            weightFils: Math.max(0, chargeable - 5) * 200,
            codFeeFils: isCod ? 500 : 0,
            totalFils: (rate?.baseFils ?? 0) + Math.max(0, chargeable - 5) * 200 + (isCod ? 500 : 0),
            chargeableWeightKg: chargeable,
          });
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never costs less for a heavier parcel', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SERVICE_KINDS), items, weightKg, (k, parcel, extra) => {
        const lighter = quote(k, 'Dubai', parcel);
        const heavier = quote(k, 'Dubai', [...parcel, ...one(extra)]);
        expect(heavier?.totalFils).toBeGreaterThanOrEqual(lighter?.totalFils ?? Number.POSITIVE_INFINITY);
      }),
    );
  });

  it('follows the account’s own rate card', () => {
    const model: PricingModel = {
      currency: 'AED',
      rates: [{ serviceKind: 'same_day', zone: 'other', baseFils: 4100 }],
      includedWeightKg: 2,
      perExtraKgFils: 350,
      codFeeFils: 0,
    };
    expect(quote('same_day', 'Ajman', one(3.2), true, model)).toEqual({
      currency: 'AED',
      baseFils: 4100,
      weightFils: 700,
      codFeeFils: 0,
      totalFils: 4800,
      chargeableWeightKg: 4,
    });
    expect(quote('same_day', 'Dubai', one(1), false, model)).toBeUndefined();
    expect(quote('next_day', 'Ajman', one(1), false, model)).toBeUndefined();
  });
});

describe('formatAed', () => {
  it.each([
    [0, 'AED 0.00'],
    [5, 'AED 0.05'],
    [2500, 'AED 25.00'],
    [123_456, 'AED 1,234.56'],
    [10_000_000, 'AED 100,000.00'],
  ])('formats %i fils as %s', (fils, text) => {
    expect(formatAed(fils)).toBe(text);
  });
});

describe('formatCharge', () => {
  it('says the rate card’s prices are before VAT, which the invoice adds', () => {
    expect(formatCharge(2500)).toBe('AED 25.00 excl. VAT');
    expect(formatCharge(123_456)).toBe('AED 1,234.56 excl. VAT');
    expect(VAT_NOTE).toBe('VAT at 5% is added on your monthly invoice.');
  });
});
