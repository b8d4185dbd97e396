import { describe, expect, it } from 'vitest';
import { EMIRATES, REGION_CODES } from './address';
import { hasPickupZones, PICKUP_ZONES, type PickupZone, pickupZoneOf } from './pickup-zones';

const zone = (pickupAddressCount: number): PickupZone => ({
  id: 'dubai',
  name: 'Dubai',
  regionCode: 'uae.dubai',
  emirates: ['Dubai'],
  pickupAddressCount,
});

describe('pickup zones', () => {
  it('has one zone per region of the spec', () => {
    expect(PICKUP_ZONES.map((z) => z.regionCode).sort()).toEqual([...REGION_CODES].sort());
  });

  it('places Dubai and Abu Dhabi in their zones and the other five emirates in none', () => {
    expect(pickupZoneOf('Dubai')?.id).toBe('dubai');
    expect(pickupZoneOf('Abu Dhabi')?.id).toBe('abu-dhabi');
    const outside = EMIRATES.filter((emirate) => !pickupZoneOf(emirate));
    expect(outside).toEqual(['Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah']);
  });

  it('says the account has pickup zones only when a pickup address lies in one', () => {
    expect(hasPickupZones([])).toBe(false);
    expect(hasPickupZones([zone(0), { ...zone(0), id: 'abu-dhabi' }])).toBe(false);
    expect(hasPickupZones([zone(0), { ...zone(2), id: 'abu-dhabi' }])).toBe(true);
  });
});
