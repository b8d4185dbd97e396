import { describe, expect, it } from 'vitest';
import { emirateOf, emiratesTravel, haversineKm, ROAD_FACTOR, roadKm, speedBand, travelSeconds } from './travel';

const DEIRA = { lat: 25.2697, lng: 55.3095 };
const MARINA = { lat: 25.0805, lng: 55.1403 };
const SHARJAH = { lat: 25.3463, lng: 55.4209 };
const ABU_DHABI = { lat: 24.4539, lng: 54.3773 };

describe('Emirates travel', () => {
  it('measures great-circle distance with the haversine formula', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.195, 2);
    expect(haversineKm(DEIRA, ABU_DHABI)).toBeGreaterThan(120);
    expect(haversineKm(DEIRA, ABU_DHABI)).toBeLessThan(140);
    expect(haversineKm(MARINA, MARINA)).toBe(0);
  });

  it('knows the emirate of an address', () => {
    expect(emirateOf(DEIRA)).toBe('dubai');
    expect(emirateOf(MARINA)).toBe('dubai');
    expect(emirateOf(SHARJAH)).toBe('sharjah');
    expect(emirateOf(ABU_DHABI)).toBe('abu-dhabi');
    expect(emirateOf({ lat: 25.79, lng: 55.94 })).toBe('other');
  });

  it("stretches straight lines by the emirate's road factor, less between emirates", () => {
    expect(roadKm(DEIRA, MARINA)).toBeCloseTo(haversineKm(DEIRA, MARINA) * ROAD_FACTOR.dubai, 9);
    expect(roadKm(DEIRA, ABU_DHABI) / haversineKm(DEIRA, ABU_DHABI)).toBeLessThan(ROAD_FACTOR.dubai);
  });

  it('drives slower in the peaks than at midday, and slowest per km in town', () => {
    expect(speedBand(8 * 3600).name).toBe('morning peak');
    expect(speedBand(18 * 3600).name).toBe('evening peak');
    expect(speedBand(12 * 3600).name).toBe('day');
    expect(travelSeconds(20, 8 * 3600)).toBeGreaterThan(travelSeconds(20, 12 * 3600));
    expect(travelSeconds(20, 18 * 3600)).toBeGreaterThan(travelSeconds(20, 23 * 3600));
    expect(travelSeconds(2, 12 * 3600) / 2).toBeGreaterThan(travelSeconds(100, 12 * 3600) / 100);
  });

  it('builds a matrix in metres and seconds', () => {
    const m = emiratesTravel([DEIRA, MARINA, ABU_DHABI], 12 * 3600);
    expect(m.size).toBe(3);
    expect(m.distance[0 * 3 + 1]).toBeCloseTo(roadKm(DEIRA, MARINA) * 1000, 6);
    expect(m.time[0 * 3 + 2]).toBeCloseTo(travelSeconds(roadKm(DEIRA, ABU_DHABI), 12 * 3600), 6);
    expect(m.time[4]).toBe(0);
  });
});
