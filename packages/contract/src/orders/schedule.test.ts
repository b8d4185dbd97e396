import { describe, expect, it } from 'vitest';
import { dubaiInstant } from './cut-offs';
import { latestScheduleDate, reattemptDays, scheduleProblem } from './schedule';

const CUT_OFFS = {
  partner4hrCutOffTime: '17:00',
  sameDayCutOffTime: '13:00',
  nextDayCutOffTime: '23:50',
  sameDayOtherEmiratesCutOffTime: '12:00',
  nextDayOtherEmiratesCutOffTime: '16:30',
};
const route = (serviceKind: 'four_hour' | 'same_day' | 'next_day', emirate = 'Dubai') => ({
  serviceKind,
  dropoff: { emirate },
  pickup: { emirate: 'Dubai' },
});

describe('reattemptDays', () => {
  it('starts at the next service day of the order’s service, by the cut-offs, and ends 30 days ahead', () => {
    const morning = dubaiInstant('2026-11-24', '09:00');
    expect(reattemptDays(route('same_day'), morning, CUT_OFFS)).toEqual({
      earliest: '2026-11-24',
      latest: '2026-12-24',
    });
    expect(reattemptDays(route('next_day'), morning, CUT_OFFS).earliest).toBe('2026-11-25');
    const afternoon = dubaiInstant('2026-11-24', '14:00');
    expect(reattemptDays(route('same_day'), afternoon, CUT_OFFS).earliest).toBe('2026-11-25');
    expect(reattemptDays(route('next_day', 'Fujairah'), dubaiInstant('2026-11-24', '17:00'), CUT_OFFS).earliest).toBe(
      '2026-11-26',
    );
    // The 4-hour service was accepted when the order was placed: the flag is not asked again.
    expect(reattemptDays(route('four_hour'), morning, CUT_OFFS).earliest).toBe('2026-11-24');
  });

  it('takes the Dubai day: 00:30 in Dubai is still the day before in UTC', () => {
    expect(latestScheduleDate(dubaiInstant('2026-11-24', '00:30'))).toBe('2026-12-24');
  });
});

describe('scheduleProblem', () => {
  const bounds = { earliest: '2026-11-25', latest: '2026-12-24' };
  it.each([
    ['2026-11-24', 'The earliest delivery date for this service is 2026-11-25'],
    ['2026-12-25', 'Orders can be scheduled up to 30 days ahead'],
    ['2026-11-25', undefined],
    ['2026-12-24', undefined],
  ])('%s: %s', (date, problem) => {
    expect(scheduleProblem(date, bounds)).toBe(problem);
  });
});
