import { msg } from '@lingui/core/macro';
import { dubaiClock, PRICES_INCLUDE_VAT, VAT_PERCENT } from '@sameday/contract';
import { DATE_FORMATS, formatInDubai } from '../../../shared/date-formats';
import { formatMoney, i18n, intlLocale } from '../../../shared/i18n';

/*
 * Intl formatters are costly to create: the table formats thousands of rows
 * while scrolling, so each formatter is made once and reused.
 */
const DUBAI = 'Asia/Dubai';
const formatters = new Map<
  string,
  { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat; shortDay: Intl.DateTimeFormat }
>();

/** The formatters of the current language (Western digits in Arabic), made once per language. */
function formattersOf() {
  const locale = intlLocale();
  let made = formatters.get(locale);
  if (!made) {
    made = {
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: DUBAI }),
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      shortDay: new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
    };
    formatters.set(locale, made);
  }
  return made;
}

const INCL_VAT = msg`incl. VAT`;
const EXCL_VAT = msg`excl. VAT`;
const VAT_INCLUDED_NOTE = msg`Includes VAT at ${VAT_PERCENT}%.`;
const VAT_ADDED_NOTE = msg`VAT at ${VAT_PERCENT}% is added on your monthly invoice.`;

/** "excl. VAT" (the contract's VAT_WORDING) in the current language. */
export const vatWording = () => i18n._(PRICES_INCLUDE_VAT ? INCL_VAT : EXCL_VAT);

/** The contract's VAT_NOTE in the current language. */
export const vatNote = () => i18n._(PRICES_INCLUDE_VAT ? VAT_INCLUDED_NOTE : VAT_ADDED_NOTE);

/** "22/11/2026 @14:05", Dubai time (the spec's dd/MM/yyyy @HH:mm). */
export const formatDateTime = (iso: string) => formatInDubai(iso, DATE_FORMATS.dateTime);

/** "02 Nov" (dd MMM), or "02/11/2025" (dd/MM/yyyy) when it is not this year, Dubai time. */
export function formatDate(iso: string, now = new Date()): string {
  const isThisYear = dubaiClock(new Date(iso)).date.slice(0, 4) === dubaiClock(now).date.slice(0, 4);
  return formatInDubai(iso, isThisYear ? DATE_FORMATS.dayMonth : DATE_FORMATS.date);
}

/** "14:05", Dubai time. */
export function formatTime(iso: string): string {
  return formattersOf().time.format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD) as "Sun 22 Nov 2026". */
export function formatDay(date: string): string {
  return formattersOf()
    .day.format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}

/** A calendar date (YYYY-MM-DD) as "Sun 22 Nov", like the contract's formatServiceDate. */
export function formatShortDay(date: string): string {
  return formattersOf()
    .shortDay.format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}

/** "AED 1,137.50 excl. VAT": a price as the merchant reads it, like the contract's formatCharge. */
export function formatCharge(fils: number): string {
  return `${formatMoney(fils)} ${vatWording()}`;
}

/** Today's date in Dubai, YYYY-MM-DD. */
export const dubaiToday = (now = new Date()) => dubaiClock(now).date;

/**
 * A value set apart from the sentence around it in Arabic (Unicode first-strong isolate), so a
 * date like "25/11/2026 @01:33" or a Latin name keeps its order inside right-to-left text.
 * English is left as it is.
 */
export const isolate = (value: string) => (i18n.locale === 'ar' ? `\u2068${value}\u2069` : value);
