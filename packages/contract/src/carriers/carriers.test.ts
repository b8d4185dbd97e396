import { describe, expect, it } from 'vitest';
import {
  CARRIER_LIST,
  CARRIERS,
  carrierRateFils,
  carrierServesCountry,
  carrierZone,
  customsRequired,
} from './carriers';

describe('carriers', () => {
  it('lists the three carriers with their limits', () => {
    expect(CARRIER_LIST.map((c) => c.code)).toEqual(['sameday', 'desert_freight', 'falcon_express']);
    expect(CARRIERS.sameday.maxParcelWeightKg).toBe(30);
    expect(CARRIERS.desert_freight.supportsCod).toBe(false);
    expect(CARRIERS.falcon_express.services.map((s) => s.code)).toEqual(['express_worldwide', 'economy_select']);
  });

  it('zones a destination by emirate, GCC and world', () => {
    expect(carrierZone('AE', 'Dubai')).toBe('uae_main');
    expect(carrierZone('ae', 'Fujairah')).toBe('uae_other');
    expect(carrierZone('SA')).toBe('gcc');
    expect(carrierZone('GB')).toBe('world');
  });

  it('prices base plus every started kilogram above one', () => {
    const base = { carrier: 'falcon_express', service: 'express_worldwide', countryCode: 'GB' } as const;
    expect(carrierRateFils({ ...base, weightKg: 1 })).toBe(18000);
    expect(carrierRateFils({ ...base, weightKg: 2.2 })).toBe(18000 + 2 * 6000);
    expect(
      carrierRateFils({
        carrier: 'sameday',
        service: 'same_day',
        countryCode: 'AE',
        emirate: 'Dubai',
        weightKg: 1,
        isCod: true,
      }),
    ).toBe(3000);
  });

  it('has no price where a carrier does not go or cannot collect cash', () => {
    expect(carrierRateFils({ carrier: 'sameday', service: 'same_day', countryCode: 'GB', weightKg: 1 })).toBeNull();
    expect(
      carrierRateFils({ carrier: 'desert_freight', service: 'standard', countryCode: 'AE', weightKg: 1, isCod: true }),
    ).toBeNull();
    expect(
      carrierRateFils({ carrier: 'sameday', service: 'four_hour', countryCode: 'AE', emirate: 'Sharjah', weightKg: 1 }),
    ).toBeNull();
    expect(carrierServesCountry('falcon_express', 'JP')).toBe(true);
    expect(customsRequired('falcon_express', 'AE')).toBe(false);
    expect(customsRequired('falcon_express', 'SA')).toBe(true);
  });
});
