// When a courier collects from a merchant's pickup address (issue 37, item 6; decision 072).
// Zod-free and pure: the API decides with these and the dashboard offers the same windows.
import {
  addDays,
  type CutOffTimes,
  dubaiClock,
  dubaiInstant,
  minutesOf,
  type ServiceKind,
  serviceWindow,
} from '../orders/cut-offs';

/**
 * The provider's collection hours (Dubai time): couriers collect from merchants between these,
 * so that what is collected can still reach its recipient by the day's end (22:00).
 */
export const COLLECTION_HOURS = { start: '08:00', end: '18:00' } as const;
/** The length of a window a merchant can ask a pickup for. */
export const PICKUP_WINDOW_MINUTES = 120;
/** A window of today is offered while at least this much of it is still ahead. */
export const PICKUP_LEAD_MINUTES = 60;
/** A 4-hour order is collected within the first half of its promise. */
const FOUR_HOUR_COLLECTION_MINUTES = 120;
/** The latest a 4-hour order's collection ends: two hours before the day's last delivery. */
const FOUR_HOUR_LATEST = '20:00';

/** A window on a Dubai day, in Dubai clock times (HH:MM). */
export type ClockWindow = { date: string; from: string; to: string };
/** Where an order's collection window comes from: the plan's pickup stop, the merchant's request, or the cut-offs. */
export const COLLECTION_WINDOW_SOURCES = ['plan', 'request', 'cut_offs'] as const;
export type CollectionWindowSource = (typeof COLLECTION_WINDOW_SOURCES)[number];

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every window of the collection hours on a day, one after the other. */
export function pickupWindowsOfDay(date: string): ClockWindow[] {
  const windows: ClockWindow[] = [];
  const end = minutesOf(COLLECTION_HOURS.end);
  for (
    let from = minutesOf(COLLECTION_HOURS.start);
    from + PICKUP_WINDOW_MINUTES <= end;
    from += PICKUP_WINDOW_MINUTES
  ) {
    windows.push({ date, from: clockOf(from), to: clockOf(from + PICKUP_WINDOW_MINUTES) });
  }
  return windows;
}

/**
 * The windows a merchant can ask a pickup for now: today's while the account's same-day cut-off
 * has not passed and at least an hour of the window is ahead, and all of tomorrow's.
 */
export function offeredPickupWindows(now: Date, cutOffs: Pick<CutOffTimes, 'sameDayCutOffTime'>): ClockWindow[] {
  const clock = dubaiClock(now);
  const today =
    clock.minutes < minutesOf(cutOffs.sameDayCutOffTime)
      ? pickupWindowsOfDay(clock.date).filter((window) => minutesOf(window.to) - clock.minutes >= PICKUP_LEAD_MINUTES)
      : [];
  return [...today, ...pickupWindowsOfDay(addDays(clock.date, 1))];
}

/** Whether a window asked for is one of those offered now. */
export function isOfferedPickupWindow(
  window: ClockWindow,
  now: Date,
  cutOffs: Pick<CutOffTimes, 'sameDayCutOffTime'>,
): boolean {
  return offeredPickupWindows(now, cutOffs).some(
    (offered) => offered.date === window.date && offered.from === window.from && offered.to === window.to,
  );
}

/** A window's instants. */
export const windowInstants = (window: ClockWindow) => ({
  from: dubaiInstant(window.date, window.from).toISOString(),
  to: dubaiInstant(window.date, window.to).toISOString(),
});

export type CollectedOrder = {
  serviceKind: ServiceKind;
  serviceDate: string;
  createdAt: string;
  pickup: { emirate: string };
  dropoff: { emirate: string };
};

/**
 * The day a courier collects a ready order: its delivery day, as the account's cut-offs set it.
 * An order whose delivery day has gone by without a collection gets the next service day the
 * cut-offs give now (the rule of an order placed now), never a day in the past.
 */
export function collectionDayOf(order: CollectedOrder, cutOffs: CutOffTimes, now: Date): string {
  const today = dubaiClock(now).date;
  if (order.serviceDate >= today) return order.serviceDate;
  return serviceWindow({
    now,
    kind: order.serviceKind,
    destinationEmirate: order.dropoff.emirate,
    pickupEmirate: order.pickup.emirate,
    cutOffs,
    // The service was accepted when the order was placed.
    isFourHourEnabled: true,
  }).serviceDate;
}

const roundUp = (minutes: number, step: number) => Math.ceil(minutes / step) * step;

/**
 * A ready order's collection window before it is planned, from the cut-offs and the collection
 * hours: its collection day's hours (from now on when that day is today, to the quarter hour); a
 * 4-hour order within two hours of being placed. A day whose window has closed moves on a day.
 */
export function derivedCollectionWindow(order: CollectedOrder, cutOffs: CutOffTimes, now: Date): ClockWindow {
  const clock = dubaiClock(now);
  const day = collectionDayOf(order, cutOffs, now);
  let from = minutesOf(COLLECTION_HOURS.start);
  let to = minutesOf(COLLECTION_HOURS.end);
  if (order.serviceKind === 'four_hour') {
    const placed = dubaiClock(new Date(order.createdAt));
    const start = placed.date === day ? Math.max(from, roundUp(placed.minutes, 15)) : from;
    from = start;
    to = Math.min(minutesOf(FOUR_HOUR_LATEST), start + FOUR_HOUR_COLLECTION_MINUTES);
  }
  if (day === clock.date) from = Math.max(from, roundUp(clock.minutes, 15));
  if (from >= to) {
    // Today's hours are over: the first window of the next day.
    const next = addDays(day, 1);
    return { date: next, from: COLLECTION_HOURS.start, to: COLLECTION_HOURS.end };
  }
  return { date: day, from: clockOf(from), to: clockOf(to) };
}

/** How many days back a merchant can read a day's pickup manifests: the date picker's range and the API's. */
export const MANIFEST_DAYS_BACK = 90;

/** The Dubai days whose manifests can be read on `today`: the last 90 days, up to today. */
export const manifestDayRange = (today: string) => ({ from: addDays(today, -MANIFEST_DAYS_BACK), to: today });

/** Why a day's manifests cannot be read on `today` (a PICKUP_MESSAGES key), or null when they can. */
export function manifestDayProblem(date: string, today: string): 'manifestDayAhead' | 'manifestDayTooOld' | null {
  const range = manifestDayRange(today);
  if (date > range.to) return 'manifestDayAhead';
  return date < range.from ? 'manifestDayTooOld' : null;
}
