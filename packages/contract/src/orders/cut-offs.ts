// Which service day an order gets, by the cut-off times of spec §9 (Asia/Dubai).
// Zod-free and pure: the form's live message and the API's decision are one function.
// ServiceWindow, the answer's shape, is declared once by its schema (pricing/schemas.ts).
import type { ServiceWindow } from '../pricing/schemas';

export const SERVICE_KINDS = ['four_hour', 'same_day', 'next_day'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = {
  four_hour: '4-hour',
  same_day: 'Same day',
  next_day: 'Next day',
};

export type CutOffTimes = {
  partner4hrCutOffTime: string;
  sameDayCutOffTime: string;
  nextDayCutOffTime: string;
  sameDayOtherEmiratesCutOffTime: string;
  nextDayOtherEmiratesCutOffTime: string;
};

/** The emirates of the two regions (uae.dubai, uae.abu_dhabi); the rest are "other emirates". */
/** Why a service is not offered on a route (the rates answer, an order's field check). */
export const SERVICE_WINDOW_MESSAGES = {
  fourHourNotEnabled: '4-hour delivery is not enabled for your account.',
  fourHourDubaiOnly: '4-hour delivery is available within Dubai only.',
  notOffered: 'This service is not available for this route.',
} as const;

export const MAIN_EMIRATES = ['Dubai', 'Abu Dhabi'] as const;
export const isMainEmirate = (emirate: string) => (MAIN_EMIRATES as readonly string[]).includes(emirate);

/** Asia/Dubai is UTC+4 all year (no daylight saving). */
const DUBAI_OFFSET_MS = 4 * 3_600_000;

/** The calendar date (YYYY-MM-DD) and minute of the day in Dubai. */
export function dubaiClock(now: Date): { date: string; minutes: number } {
  const local = new Date(now.getTime() + DUBAI_OFFSET_MS);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The instant of a Dubai wall-clock time on a Dubai date. */
export function dubaiInstant(date: string, time: string): Date {
  return new Date(new Date(`${date}T${time}:00Z`).getTime() - DUBAI_OFFSET_MS);
}

export type ServiceWindowInput = {
  now: Date;
  kind: ServiceKind;
  destinationEmirate: string;
  pickupEmirate?: string;
  cutOffs: CutOffTimes;
  isFourHourEnabled: boolean;
};

export function cutOffFor(kind: ServiceKind, destinationEmirate: string, cutOffs: CutOffTimes): string {
  const isMain = isMainEmirate(destinationEmirate);
  if (kind === 'four_hour') return cutOffs.partner4hrCutOffTime;
  if (kind === 'same_day') return isMain ? cutOffs.sameDayCutOffTime : cutOffs.sameDayOtherEmiratesCutOffTime;
  return isMain ? cutOffs.nextDayCutOffTime : cutOffs.nextDayOtherEmiratesCutOffTime;
}

/**
 * Decides the service day: before the kind's cut-off, 4-hour and same day deliver
 * today and next day tomorrow; after it, each rolls one service day further.
 * 4-hour is offered in Dubai only, with the shipments_partner_4hr flag.
 */
export function serviceWindow(input: ServiceWindowInput): ServiceWindow {
  const { now, kind, destinationEmirate, pickupEmirate, cutOffs, isFourHourEnabled } = input;
  const clock = dubaiClock(now);
  const cutOffTime = cutOffFor(kind, destinationEmirate, cutOffs);
  const minutesLeft = Math.max(0, minutesOf(cutOffTime) - clock.minutes);
  const rollsOver = minutesLeft === 0;
  const baseOffset = kind === 'next_day' ? 1 : 0;
  const window: ServiceWindow = {
    kind,
    isOffered: true,
    cutOffTime,
    minutesLeft,
    rollsOver,
    serviceDate: addDays(clock.date, baseOffset + (rollsOver ? 1 : 0)),
  };
  if (kind === 'four_hour') {
    if (!isFourHourEnabled) return { ...window, isOffered: false, reason: SERVICE_WINDOW_MESSAGES.fourHourNotEnabled };
    if (destinationEmirate !== 'Dubai' || (pickupEmirate && pickupEmirate !== 'Dubai'))
      return { ...window, isOffered: false, reason: SERVICE_WINDOW_MESSAGES.fourHourDubaiOnly };
  }
  return window;
}

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const SERVICE_PHRASES: Record<ServiceKind, string> = {
  four_hour: '4-hour',
  same_day: 'same-day',
  next_day: 'next-day',
};

/** Formats YYYY-MM-DD as "Mon 23 Nov". */
export function formatServiceDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return day
    .toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .replace(',', '');
}

/** "Order within 1 h 12 min for same-day delivery", or when it rolls over, the day it will be delivered. */
export function cutOffMessage(window: ServiceWindow): string {
  if (!window.isOffered) return window.reason ?? SERVICE_WINDOW_MESSAGES.notOffered;
  if (!window.rollsOver)
    return `Order within ${duration(window.minutesLeft)} for ${SERVICE_PHRASES[window.kind]} delivery`;
  return `The ${SERVICE_PHRASES[window.kind]} cut-off (${window.cutOffTime}) has passed: delivery on ${formatServiceDate(window.serviceDate)}`;
}
