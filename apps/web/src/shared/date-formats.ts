import { currentLocale } from './i18n/i18n';

/**
 * The spec's date formats (platform spec §9), always in the UAE's time zone (Asia/Dubai):
 * one module, so every screen writes a date the same way.
 *
 * - `d-M-yyyy` (`DATE_FORMATS.compact`): a day typed or read back in a filter, "3-11-2026".
 * - `dd MMM` (`DATE_FORMATS.dayMonth`): a day in a list row, "03 Nov".
 * - `dd/MM/yyyy` (`DATE_FORMATS.date`): a document's date (invoice, credit note, terms), "03/11/2026".
 * - `dd/MM/yyyy @HH:mm` (`DATE_FORMATS.dateTime`): a moment (an order placed, a change made), "03/11/2026 @14:05".
 */
export const DATE_FORMATS = {
  compact: 'd-M-yyyy',
  dayMonth: 'dd MMM',
  date: 'dd/MM/yyyy',
  dateTime: 'dd/MM/yyyy @HH:mm',
} as const;
export type DateFormat = (typeof DATE_FORMATS)[keyof typeof DATE_FORMATS];

export const DUBAI_TIME_ZONE = 'Asia/Dubai';

// Made once: lists format thousands of rows while scrolling.
const PARTS = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: DUBAI_TIME_ZONE,
});
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  // The month names the UAE's Arabic press and receipts use; digits stay Western (decision 039).
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The tokens the spec's formats use: d, dd, M, MM, MMM, yyyy, HH, mm. */
const TOKENS = /yyyy|MMM|MM|M|dd|d|HH|mm/g;

/**
 * A moment (an ISO string or a Date) in one of the spec's formats, Dubai time. A calendar
 * date (YYYY-MM-DD) is that day, whatever the time zone. '' for a value that is not a date.
 */
export function formatInDubai(value: string | Date, format: DateFormat): string {
  const isCalendarDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = typeof value === 'string' ? new Date(isCalendarDay ? `${value}T12:00:00+04:00` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = PARTS.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const [day, month, year, hour, minute] = [part('day'), part('month'), part('year'), part('hour'), part('minute')];
  const values: Record<string, string> = {
    yyyy: String(year),
    MMM: MONTHS[currentLocale()][month - 1] ?? '',
    MM: pad(month),
    M: String(month),
    dd: pad(day),
    d: String(day),
    HH: pad(hour),
    mm: pad(minute),
  };
  return format.replace(TOKENS, (token) => values[token] ?? token);
}

/**
 * "03/11/2026 @14:05": a moment, Dubai time. On an Arabic page it is set apart left to right
 * (Unicode LRI … PDI): made of digits and signs only, it would otherwise be laid out right to
 * left as "14:05@ 03/11/2026" in a table cell or a sentence. Not a first-strong isolate: with
 * no letter to go by, Chromium lays that one out in the paragraph's direction.
 */
export const formatDateTime = (value: string | Date) => {
  const text = formatInDubai(value, DATE_FORMATS.dateTime);
  return text && currentLocale() === 'ar' ? `\u2066${text}\u2069` : text;
};
/** "03/11/2026": a document's date, Dubai time. */
export const formatDate = (value: string | Date) => formatInDubai(value, DATE_FORMATS.date);
/** "03 Nov": a day in a list, Dubai time. */
export const formatDayMonth = (value: string | Date) => formatInDubai(value, DATE_FORMATS.dayMonth);
/** "3-11-2026": a day typed or read back in a filter. */
export const formatCompactDate = (value: string | Date) => formatInDubai(value, DATE_FORMATS.compact);
