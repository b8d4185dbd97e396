import { type DayNumbers, MISSION_MESSAGES, type NumbersFigures, type NumbersZone } from '@sameday/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { hoursWorked } from '../../fleet';
import { emirateFinder } from '../adapters/route-planner';
import * as q from '../queries';

const MAX_DAYS = 92;

/** What the four figures are made of, for one day, one zone or the whole range. */
type Tally = { delivered: number; onTime: number; failed: number; hours: number; km: number };
const emptyTally = (): Tally => ({ delivered: 0, onTime: 0, failed: 0, hours: 0, km: 0 });

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The four figures of a tally: null where there is nothing to divide by. */
export function figuresOf(t: Tally): NumbersFigures {
  return {
    onTimeRate: ratio(t.onTime, t.delivered),
    ordersPerCourierHour: ratio(t.delivered, t.hours),
    kmPerOrder: t.delivered > 0 ? t.km / t.delivered : null,
    failedAttemptRate: ratio(t.failed, t.delivered + t.failed),
    delivered: t.delivered,
    deliveredOnTime: t.onTime,
    failedAttempts: t.failed,
    courierHours: t.hours,
    km: t.km,
  };
}

const dayMs = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * GET /admin/dispatch/numbers (operations): per Dubai day and per zone (the emirate of the
 * drop-off), the on-time rate against the promise, orders delivered per courier-hour, the
 * missions' planned km per order delivered and the failed-attempt rate. A courier's hours and a
 * mission's km are shared among zones as the courier's (the mission's) drop-offs are.
 */
export async function dayNumbers(db: Db, query: { from?: string; to?: string }, now: Date): Promise<DayNumbers> {
  const today = new Date(now.getTime() + 4 * 3600_000).toISOString().slice(0, 10);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const span = (Date.parse(to) - Date.parse(from)) / dayMs;
  if (span < 0 || span >= MAX_DAYS) throw new AppError('invalid_argument', MISSION_MESSAGES.numbersRange);

  const emirateOf = await emirateFinder();
  const [dropoffs, distances, shifts] = await Promise.all([
    q.dropoffsBetween(db, from, to),
    q.missionDistancesBetween(db, from, to),
    hoursWorked(db, from, to, now),
  ]);

  const days = new Map<string, { total: Tally; zones: Map<NumbersZone, Tally> }>();
  for (let date = from; date <= to; date = addDays(date, 1)) days.set(date, { total: emptyTally(), zones: new Map() });
  const zoneOf = (date: string, zone: NumbersZone) => {
    const day = days.get(date);
    if (!day) throw new Error(`day ${date} outside ${from}..${to}`);
    const tally = day.zones.get(zone) ?? emptyTally();
    day.zones.set(zone, tally);
    return { day: day.total, zone: tally };
  };

  // Drop-offs: delivered (on time when done by the window's end) and failed attempts. Each
  // mission's and each courier's share of drop-offs per zone, to share km and hours.
  const missionShare = new Map<string, Map<NumbersZone, number>>();
  const courierShare = new Map<string, Map<NumbersZone, number>>();
  const bump = (shares: Map<string, Map<NumbersZone, number>>, key: string, zone: NumbersZone, n: number) => {
    const of = shares.get(key) ?? new Map<NumbersZone, number>();
    of.set(zone, (of.get(zone) ?? 0) + n);
    shares.set(key, of);
  };
  for (const stop of dropoffs) {
    if (stop.state !== 'done' && stop.state !== 'failed') continue;
    const zone = emirateOf({ lat: stop.lat, lng: stop.lng });
    const n = stop.orderIds.length;
    const tallies = zoneOf(stop.date, zone);
    for (const tally of [tallies.day, tallies.zone]) {
      if (stop.state === 'done') {
        tally.delivered += n;
        if (stop.arrivedAt && stop.arrivedAt <= stop.windowTo) tally.onTime += n;
      } else tally.failed += n;
    }
    bump(missionShare, stop.missionId, zone, n);
    bump(courierShare, `${stop.courierId} ${stop.date}`, zone, n);
  }

  const share = (shares: Map<NumbersZone, number> | undefined, date: string, amount: number, field: 'km' | 'hours') => {
    const day = days.get(date);
    if (!day) return;
    day.total[field] += amount;
    if (!shares) return;
    const all = [...shares.values()].reduce((a, b) => a + b, 0);
    for (const [zone, n] of shares) zoneOf(date, zone).zone[field] += (amount * n) / all;
  };
  for (const mission of distances)
    share(missionShare.get(mission.id), mission.date, mission.distanceMeters / 1000, 'km');
  for (const shift of shifts)
    share(courierShare.get(`${shift.courierId} ${shift.date}`), shift.date, shift.hours, 'hours');

  const total = emptyTally();
  const zoneTotals = new Map<NumbersZone, Tally>();
  const add = (into: Tally, t: Tally) => {
    into.delivered += t.delivered;
    into.onTime += t.onTime;
    into.failed += t.failed;
    into.hours += t.hours;
    into.km += t.km;
  };
  const zonesOf = (zones: Map<NumbersZone, Tally>) =>
    [...zones].sort(([a], [b]) => a.localeCompare(b)).map(([zone, t]) => ({ zone, ...figuresOf(t) }));
  const perDay = [...days].map(([date, day]) => {
    add(total, day.total);
    for (const [zone, t] of day.zones) {
      const into = zoneTotals.get(zone) ?? emptyTally();
      add(into, t);
      zoneTotals.set(zone, into);
    }
    return { date, total: figuresOf(day.total), zones: zonesOf(day.zones) };
  });
  return { from, to, total: figuresOf(total), zones: zonesOf(zoneTotals), days: perDay };
}
