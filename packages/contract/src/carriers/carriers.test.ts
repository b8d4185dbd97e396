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
  it('lists the carriers with their limits', () => {
    expect(CARRIER_LIST.map((c) => c.code)).toEqual(['sameday', 'aramex', 'karrio']);
    expect(CARRIERS.sameday.maxParcelWeightKg).toBe(30);
    expect(CARRIERS.aramex.supportsCod).toBe(false);
    expect(CARRIERS.aramex.services.map((s) => s.code)).toEqual([
      'priority_parcel_express',
      'economy_parcel_express',
      'domestic_overnight',
    ]);
  });

  it('zones a destination by emirate, GCC and world', () => {
    expect(carrierZone('AE', 'Dubai')).toBe('uae_main');
    expect(carrierZone('ae', 'Fujairah')).toBe('uae_other');
    expect(carrierZone('SA')).toBe('gcc');
    expect(carrierZone('GB')).toBe('world');
  });

  it('prices base plus every started kilogram above one', () => {
    const base = { carrier: 'aramex', service: 'priority_parcel_express', countryCode: 'GB' } as const;
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
      carrierRateFils({
        carrier: 'aramex',
        service: 'domestic_overnight',
        countryCode: 'AE',
        weightKg: 1,
        isCod: true,
      }),
    ).toBeNull();
    expect(
      carrierRateFils({ carrier: 'sameday', service: 'four_hour', countryCode: 'AE', emirate: 'Sharjah', weightKg: 1 }),
    ).toBeNull();
    expect(carrierServesCountry('aramex', 'JP')).toBe(true);
    expect(customsRequired('aramex', 'AE')).toBe(false);
    expect(customsRequired('aramex', 'SA')).toBe(true);
  });
});
