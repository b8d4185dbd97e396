import { describe, expect, it } from 'vitest';
import { routeChangeOf } from './live';
import { courierDay } from './test-fixtures';

describe("the courier's route, as operations change it", () => {
  it('names the stops added, counts those taken off and sees a new order', () => {
    const before = courierDay();
    const [mission] = before.missions;
    if (!mission) throw new Error('no mission');
    const [pickup, first, second, third] = mission.stops;
    if (!pickup || !first || !second || !third) throw new Error('stops');
    const added = { ...third, id: 'stp_new', label: 'Hessa', sequence: 4 };
    const stops = [pickup, { ...second, sequence: 2 }, { ...first, sequence: 3 }, added];
    const after = { ...before, missions: [{ ...mission, stops }] };
    expect(routeChangeOf(before, after)).toEqual({ added: ['Hessa'], removed: 1, reordered: true });
  });

  it('says nothing when only states moved (the courier’s own delivery) or on the first read', () => {
    const before = courierDay();
    expect(routeChangeOf(before, courierDay({ at: '2026-11-29T06:00:00.000Z' }))).toBeNull();
    expect(routeChangeOf(null, before)).toBeNull();
  });
});
