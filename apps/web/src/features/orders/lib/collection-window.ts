import { t } from '@lingui/core/macro';
import {
  addDays,
  type CollectionWindow,
  type CutOffTimes,
  dubaiClock,
  type Order,
  type PromisedWindow,
  serviceWindow,
} from '@sameday/contract';
import { formatShortDay, formatTime } from './format';

/**
 * The day a courier collects a ready order by: its delivery day, as the account's cut-offs set
 * it. An order whose delivery day has gone by without a collection gets the next service day the
 * cut-offs give now (the same rule as an order placed now), never a day in the past.
 */
export function collectionDay(
  order: Pick<Order, 'serviceKind' | 'serviceDate' | 'dropoff' | 'pickup'>,
  cutOffs: CutOffTimes | undefined,
  now: Date,
): string | undefined {
  const today = dubaiClock(now).date;
  if (order.serviceDate >= today) return order.serviceDate;
  if (!cutOffs) return undefined;
  const next = serviceWindow({
    now,
    kind: order.serviceKind,
    destinationEmirate: order.dropoff.emirate,
    pickupEmirate: order.pickup.emirate,
    cutOffs,
    // The service was accepted when the order was placed.
    isFourHourEnabled: true,
  }).serviceDate;
  return next;
}

/** Unicode's left-to-right isolate and its end: a time range keeps its order in a right-to-left line. */
const LRI = '\u2066';
const PDI = '\u2069';

/** "Collection by today", "… by tomorrow" or "… by Tue 1 Dec": what the Ready tab promises an order. */
export function collectionWords(day: string, now: Date): string {
  const today = dubaiClock(now).date;
  if (day === today) return t`Collection by today`;
  if (day === addDays(today, 1)) return t`Collection by tomorrow`;
  const shown = formatShortDay(day);
  return t`Collection by ${shown}`;
}

/**
 * "Courier expected 10:00–12:00" (Dubai time): the promised window of a planned stop, with its
 * day when that is not today.
 */
export function plannedWindowWords(window: PromisedWindow, now: Date): string {
  // The range is isolated left to right, so "10:00–12:00" does not read "12:00–10:00" in Arabic.
  const from = `${LRI}${formatTime(window.from)}`;
  const to = `${formatTime(window.to)}${PDI}`;
  const day = dubaiClock(new Date(window.from)).date;
  if (day === dubaiClock(now).date) return t`Courier expected ${from}–${to}`;
  const shown = formatShortDay(day);
  return t`Courier expected ${shown}, ${from}–${to}`;
}

/**
 * A ready order's collection window as the server answers it (decision 072): the plan's
 * ("Courier expected 10:00–12:00"), the pickup the merchant asked for ("Pickup requested
 * 10:00–12:00") or the one the cut-offs give ("Collection 08:00–18:00"), with its day when that is
 * not today (Dubai time).
 */
export function collectionWindowWords(window: CollectionWindow, now: Date): string {
  if (window.source === 'plan') return plannedWindowWords(window, now);
  const from = `${LRI}${formatTime(window.from)}`;
  const to = `${formatTime(window.to)}${PDI}`;
  const day = dubaiClock(new Date(window.from)).date;
  const today = dubaiClock(now).date;
  if (window.source === 'request') {
    if (day === today) return t`Pickup requested ${from}–${to}`;
    const shown = day === addDays(today, 1) ? t`tomorrow` : formatShortDay(day);
    return t`Pickup requested ${shown}, ${from}–${to}`;
  }
  if (day === today) return t`Collection today ${from}–${to}`;
  const shown = day === addDays(today, 1) ? t`tomorrow` : formatShortDay(day);
  return t`Collection ${shown}, ${from}–${to}`;
}
