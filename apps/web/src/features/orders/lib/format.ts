import { dubaiClock, VAT_WORDING } from '@sameday/contract';
import { DATE_FORMATS, formatInDubai } from '../../../shared/date-formats';

/*
 * Intl formatters are costly to create: the table formats thousands of rows
 * while scrolling, so each formatter is made once and reused.
 */
const DUBAI = 'Asia/Dubai';
const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: DUBAI,
});
const calendarDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortCalendarDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const aed = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "22/11/2026 @14:05", Dubai time (the spec's dd/MM/yyyy @HH:mm). */
export const formatDateTime = (iso: string) => formatInDubai(iso, DATE_FORMATS.dateTime);

/** "02 Nov" (dd MMM), or "02/11/2025" (dd/MM/yyyy) when it is not this year, Dubai time. */
export function formatDate(iso: string, now = new Date()): string {
  const isThisYear = dubaiClock(new Date(iso)).date.slice(0, 4) === dubaiClock(now).date.slice(0, 4);
  return formatInDubai(iso, isThisYear ? DATE_FORMATS.dayMonth : DATE_FORMATS.date);
}

/** "14:05", Dubai time. */
export function formatTime(iso: string): string {
  return time.format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD) as "Sun 22 Nov 2026". */
export function formatDay(date: string): string {
  return calendarDay.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

/** A calendar date (YYYY-MM-DD) as "Sun 22 Nov", like the contract's formatServiceDate. */
export function formatShortDay(date: string): string {
  return shortCalendarDay.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

/** "AED 1,137.50" from fils, like the contract's formatAed. */
export function formatPrice(fils: number): string {
  return `AED ${aed.format(fils / 100)}`;
}

/** "AED 1,137.50 excl. VAT": a price as the merchant reads it, like the contract's formatCharge. */
export function formatCharge(fils: number): string {
  return `${formatPrice(fils)} ${VAT_WORDING}`;
}

/** Today's date in Dubai, YYYY-MM-DD. */
export const dubaiToday = (now = new Date()) => dubaiClock(now).date;

/** "1 order", "3 orders": the count with the word that fits it. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
