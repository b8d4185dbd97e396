import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMIRATES } from '../addresses/address';
import { DEFAULT_CUT_OFFS } from '../preferences/preferences';
import {
  addDays,
  type CutOffTimes,
  cutOffFor,
  cutOffMessage,
  dubaiClock,
  dubaiInstant,
  formatServiceDate,
  isMainEmirate,
  minutesOf,
  SERVICE_KINDS,
  type ServiceKind,
  serviceWindow,
} from './cut-offs';

const OTHER_EMIRATES = EMIRATES.filter((emirate) => !isMainEmirate(emirate));
const MINUTES_OF_A_DAY = 24 * 60;

/** A Dubai calendar date between 2024 and 2030 (leap days and year ends included). */
const dubaiDate = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const emirate = fc.constantFrom(...EMIRATES);
const kind = fc.constantFrom(...SERVICE_KINDS);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** An account's own cut-off times: any HH:mm of the day. */
const cutOffTimes: fc.Arbitrary<CutOffTimes> = fc.record({
  partner4hrCutOffTime: fc.integer({ min: 0, max: MINUTES_OF_A_DAY - 1 }).map(hhmm),
  sameDayCutOffTime: fc.integer({ min: 0, max: MINUTES_OF_A_DAY - 1 }).map(hhmm),
  nextDayCutOffTime: fc.integer({ min: 0, max: MINUTES_OF_A_DAY - 1 }).map(hhmm),
  sameDayOtherEmiratesCutOffTime: fc.integer({ min: 0, max: MINUTES_OF_A_DAY - 1 }).map(hhmm),
  nextDayOtherEmiratesCutOffTime: fc.integer({ min: 0, max: MINUTES_OF_A_DAY - 1 }).map(hhmm),
});

/** The instant of minute `minute` of the Dubai day `date`, plus some seconds and milliseconds. */
const instantAt = (date: string, minute: number, extraMs = 0) =>
  new Date(dubaiInstant(date, hhmm(minute)).getTime() + extraMs);

const windowAt = (now: Date, k: ServiceKind, destination: string, cutOffs: CutOffTimes = DEFAULT_CUT_OFFS) =>
  serviceWindow({ now, kind: k, destinationEmirate: destination, cutOffs, isFourHourEnabled: true });

/** The rule in words: before the cut-off, same day/4-hour today and next day tomorrow; after it, one day later. */
function expectedWindow(date: string, minute: number, k: ServiceKind, destination: string, cutOffs: CutOffTimes) {
  const cutOff = minutesOf(cutOffFor(k, destination, cutOffs));
  const isBefore = minute < cutOff;
  const base = k === 'next_day' ? 1 : 0;
  return {
    minutesLeft: isBefore ? cutOff - minute : 0,
    rollsOver: !isBefore,
    serviceDate: addDays(date, base + (isBefore ? 0 : 1)),
  };
}

describe('the cut-off of each service and region (spec §9 defaults)', () => {
  it.each([
    ['four_hour', 'Dubai', '17:00'],
    ['same_day', 'Dubai', '13:00'],
    ['same_day', 'Abu Dhabi', '13:00'],
    ['next_day', 'Dubai', '23:50'],
    ['next_day', 'Abu Dhabi', '23:50'],
    ...OTHER_EMIRATES.flatMap((other) => [
      ['same_day', other, '12:00'],
      ['next_day', other, '16:30'],
    ]),
  ] as [ServiceKind, string, string][])('%s to %s closes at %s', (k, destination, time) => {
    expect(cutOffFor(k, destination, DEFAULT_CUT_OFFS)).toBe(time);
  });
});

describe('the Dubai clock', () => {
  it('is UTC+4 all year: the Dubai date turns at 20:00 UTC', () => {
    fc.assert(
      fc.property(dubaiDate, (date) => {
        const lastMinute = new Date(`${date}T19:59:59.999Z`);
        const midnight = new Date(`${date}T20:00:00.000Z`);
        expect(dubaiClock(lastMinute)).toEqual({ date, minutes: MINUTES_OF_A_DAY - 1 });
        expect(dubaiClock(midnight)).toEqual({ date: addDays(date, 1), minutes: 0 });
      }),
      { numRuns: 300 },
    );
  });

  it('reads back every minute of a day from its instant', () => {
    const date = '2026-11-23';
    for (let minute = 0; minute < MINUTES_OF_A_DAY; minute += 1) {
      expect(dubaiClock(instantAt(date, minute, 59_999))).toEqual({ date, minutes: minute });
    }
  });
});

describe('the service day, every minute of a day', () => {
  const date = '2026-11-23';
  const destinations = ['Dubai', 'Abu Dhabi', ...OTHER_EMIRATES];

  it.each(SERVICE_KINDS)('%s: today/tomorrow before the cut-off, one day later from the cut-off on', (k) => {
    for (const destination of k === 'four_hour' ? ['Dubai'] : destinations) {
      const cutOff = minutesOf(cutOffFor(k, destination, DEFAULT_CUT_OFFS));
      for (let minute = 0; minute < MINUTES_OF_A_DAY; minute += 1) {
        const window = windowAt(instantAt(date, minute), k, destination);
        const isBefore = minute < cutOff;
        expect(window.minutesLeft > 0).toBe(isBefore);
        expect(window.rollsOver).toBe(!isBefore);
        expect(window.minutesLeft).toBe(isBefore ? cutOff - minute : 0);
        const today = k === 'next_day' ? '2026-11-24' : '2026-11-23';
        const later = k === 'next_day' ? '2026-11-25' : '2026-11-24';
        expect(window.serviceDate).toBe(isBefore ? today : later);
      }
    }
  });
});

describe('the service day over random dates, clock times and cut-off preferences', () => {
  it('follows the rule for both regions and the other emirates', () => {
    fc.assert(
      fc.property(
        dubaiDate,
        fc.integer({ min: 0, max: MINUTES_OF_A_DAY - 1 }),
        fc.integer({ min: 0, max: 59_999 }),
        kind,
        emirate,
        cutOffTimes,
        (date, minute, extraMs, k, destination, cutOffs) => {
          const window = windowAt(instantAt(date, minute, extraMs), k, destination, cutOffs);
          expect(window).toMatchObject(expectedWindow(date, minute, k, destination, cutOffs));
          expect(window.cutOffTime).toBe(cutOffFor(k, destination, cutOffs));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('has minutes left exactly while the instant is before the cut-off', () => {
    fc.assert(
      fc.property(dubaiDate, fc.integer({ min: 0, max: 86_399_999 }), kind, emirate, (date, msOfDay, k, dest) => {
        const now = new Date(dubaiInstant(date, '00:00').getTime() + msOfDay);
        const cutOffInstant = dubaiInstant(date, cutOffFor(k, dest, DEFAULT_CUT_OFFS));
        const window = windowAt(now, k, dest);
        expect(window.minutesLeft > 0).toBe(now < cutOffInstant);
        // The minutes shown never promise more time than is left, and never a minute less.
        if (window.minutesLeft > 0) {
          const msLeft = cutOffInstant.getTime() - now.getTime();
          expect(window.minutesLeft * 60_000).toBeGreaterThanOrEqual(msLeft);
          expect((window.minutesLeft - 1) * 60_000).toBeLessThan(msLeft);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('rolls to the next service day exactly at the cut-off minute', () => {
    fc.assert(
      fc.property(dubaiDate, kind, emirate, cutOffTimes, (date, k, destination, cutOffs) => {
        const cutOff = minutesOf(cutOffFor(k, destination, cutOffs));
        const atCutOff = windowAt(instantAt(date, cutOff), k, destination, cutOffs);
        expect(atCutOff.rollsOver).toBe(true);
        expect(atCutOff.minutesLeft).toBe(0);
        if (cutOff > 0) {
          const justBefore = windowAt(instantAt(date, cutOff, -1), k, destination, cutOffs);
          expect(justBefore.rollsOver).toBe(false);
          expect(justBefore.minutesLeft).toBe(1);
          expect(addDays(justBefore.serviceDate, 1)).toBe(atCutOff.serviceDate);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('4-hour delivery', () => {
  it('is offered only within Dubai and only with the shipments_partner_4hr flag', () => {
    fc.assert(
      fc.property(
        dubaiDate,
        fc.integer({ min: 0, max: MINUTES_OF_A_DAY - 1 }),
        emirate,
        fc.option(emirate, { nil: undefined }),
        fc.boolean(),
        (date, minute, destination, pickup, isFourHourEnabled) => {
          const window = serviceWindow({
            now: instantAt(date, minute),
            kind: 'four_hour',
            destinationEmirate: destination,
            pickupEmirate: pickup,
            cutOffs: DEFAULT_CUT_OFFS,
            isFourHourEnabled,
          });
          const isInDubai = destination === 'Dubai' && (pickup === undefined || pickup === 'Dubai');
          expect(window.isOffered).toBe(isFourHourEnabled && isInDubai);
          if (!isFourHourEnabled) expect(window.reason).toBe('4-hour delivery is not enabled for your account.');
          else if (!isInDubai) expect(window.reason).toBe('4-hour delivery is available within Dubai only.');
          else expect(window.reason).toBeUndefined();
          if (!window.isOffered) expect(cutOffMessage(window)).toBe(window.reason);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('does not restrict the other services by the flag or the emirate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ServiceKind>('same_day', 'next_day'),
        emirate,
        emirate,
        fc.boolean(),
        (k, destination, pickup, flag) => {
          const window = serviceWindow({
            now: new Date(),
            kind: k,
            destinationEmirate: destination,
            pickupEmirate: pickup,
            cutOffs: DEFAULT_CUT_OFFS,
            isFourHourEnabled: flag,
          });
          expect(window.isOffered).toBe(true);
        },
      ),
    );
  });
});

describe('the cut-off message', () => {
  const at = (time: string, k: ServiceKind, destination = 'Dubai', date = '2026-11-23') =>
    cutOffMessage(windowAt(dubaiInstant(date, time), k, destination));

  it.each([
    ['11:48', 'same_day', 'Dubai', 'Order within 1 h 12 min for same-day delivery'],
    ['11:48', 'same_day', 'Abu Dhabi', 'Order within 1 h 12 min for same-day delivery'],
    ['11:48', 'same_day', 'Sharjah', 'Order within 12 min for same-day delivery'],
    ['12:00', 'same_day', 'Dubai', 'Order within 1 h for same-day delivery'],
    ['12:59', 'same_day', 'Dubai', 'Order within 1 min for same-day delivery'],
    ['00:00', 'same_day', 'Dubai', 'Order within 13 h for same-day delivery'],
    ['13:00', 'same_day', 'Dubai', 'The same-day cut-off (13:00) has passed: delivery on Tue 24 Nov'],
    ['23:59', 'same_day', 'Dubai', 'The same-day cut-off (13:00) has passed: delivery on Tue 24 Nov'],
    ['12:00', 'same_day', 'Fujairah', 'The same-day cut-off (12:00) has passed: delivery on Tue 24 Nov'],
    ['16:00', 'four_hour', 'Dubai', 'Order within 1 h for 4-hour delivery'],
    ['15:35', 'four_hour', 'Dubai', 'Order within 1 h 25 min for 4-hour delivery'],
    ['17:00', 'four_hour', 'Dubai', 'The 4-hour cut-off (17:00) has passed: delivery on Tue 24 Nov'],
    ['00:00', 'next_day', 'Dubai', 'Order within 23 h 50 min for next-day delivery'],
    ['23:49', 'next_day', 'Dubai', 'Order within 1 min for next-day delivery'],
    ['23:50', 'next_day', 'Dubai', 'The next-day cut-off (23:50) has passed: delivery on Wed 25 Nov'],
    ['14:30', 'next_day', 'Ajman', 'Order within 2 h for next-day delivery'],
    ['16:30', 'next_day', 'Ras Al Khaimah', 'The next-day cut-off (16:30) has passed: delivery on Wed 25 Nov'],
  ] as [string, ServiceKind, string, string][])('at %s Dubai, %s to %s: "%s"', (time, k, destination, message) => {
    expect(at(time, k, destination)).toBe(message);
  });

  it('names the day across a month and a year end', () => {
    expect(at('13:30', 'same_day', 'Dubai', '2026-12-31')).toBe(
      'The same-day cut-off (13:00) has passed: delivery on Fri 1 Jan',
    );
    expect(at('23:55', 'next_day', 'Dubai', '2028-02-28')).toBe(
      'The next-day cut-off (23:50) has passed: delivery on Wed 1 Mar',
    );
    expect(formatServiceDate('2028-02-29')).toBe('Tue 29 Feb');
  });

  it('says the minutes left in hours and minutes whenever the order can still make the day', () => {
    fc.assert(
      fc.property(
        dubaiDate,
        fc.integer({ min: 0, max: MINUTES_OF_A_DAY - 1 }),
        kind,
        emirate,
        cutOffTimes,
        (date, minute, k, destination, cutOffs) => {
          const window = windowAt(instantAt(date, minute), k, destination, cutOffs);
          const message = cutOffMessage(window);
          const phrase = { four_hour: '4-hour', same_day: 'same-day', next_day: 'next-day' }[k];
          if (!window.isOffered) {
            // 4-hour outside Dubai: the reason is the message.
            expect(message).toBe(window.reason);
            return;
          }
          if (window.rollsOver) {
            expect(message).toBe(
              `The ${phrase} cut-off (${window.cutOffTime}) has passed: delivery on ${formatServiceDate(window.serviceDate)}`,
            );
            return;
          }
          const match = /^Order within (?:(\d+) h)?(?: ?(\d+) min)? for (\S+) delivery$/.exec(message);
          expect(match, message).not.toBeNull();
          const [, hours = '0', minutes = '0', said] = match as RegExpExecArray;
          expect(said).toBe(phrase);
          expect(Number(hours) * 60 + Number(minutes)).toBe(window.minutesLeft);
          expect(Number(minutes)).toBeLessThan(60);
          // "0 min" and "0 h" are never said.
          expect(message).not.toMatch(/\b0 (h|min)\b/);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
