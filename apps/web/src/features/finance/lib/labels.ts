import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvoiceStatus } from '@sameday/contract';
import { intlLocale } from '../../../shared/i18n';

/** Days as the finance screens write them, in the page's language: "3 Nov 2026" / "3 نوفمبر 2026". */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "3 Nov 2026" for 2026-11-03. */
export function dayText(date: string): string {
  return utcDay(date).toLocaleDateString(intlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "October 2026" for a period starting on 2026-10-01. */
export function monthText(periodStart: string): string {
  return utcDay(periodStart).toLocaleDateString(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "3 – 9 Nov 2026" (or across months "27 Oct – 2 Nov 2026"). */
export function periodText(start: string, end: string): string {
  const dayMonth = (date: string) =>
    utcDay(date).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  if (start.slice(0, 7) === end.slice(0, 7)) return `${Number(start.slice(8))} – ${dayText(end)}`;
  if (start.slice(0, 4) === end.slice(0, 4)) return `${dayMonth(start)} – ${dayText(end)}`;
  return `${dayText(start)} – ${dayText(end)}`;
}

/** Paid, Unpaid or Overdue. */
export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, MessageDescriptor> = {
  paid: msg`Paid`,
  unpaid: msg`Unpaid`,
  overdue: msg`Overdue`,
};
