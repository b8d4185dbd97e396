import { dubaiClock } from '@sameday/contract';

const DUBAI = 'Asia/Dubai';

/** "22 Nov 2026, 14:05", Dubai time. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: DUBAI,
  });
}

/** "22 Nov" (with the year when it is not this year), Dubai time. */
export function formatDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const year = (value: Date) => value.toLocaleString('en-GB', { year: 'numeric', timeZone: DUBAI });
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: year(date) === year(now) ? undefined : 'numeric',
    timeZone: DUBAI,
  });
}

/** "14:05", Dubai time. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: DUBAI,
  });
}

/** A calendar date (YYYY-MM-DD) as "Sun 22 Nov 2026". */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`)
    .toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .replace(',', '');
}

/** Today's date in Dubai, YYYY-MM-DD. */
export const dubaiToday = (now = new Date()) => dubaiClock(now).date;
