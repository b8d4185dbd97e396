import { addDays, dubaiClock } from '../orders/cut-offs';

/** Invoices are due this many days after their issue date (Dubai). */
export const INVOICE_DUE_DAYS = 15;
/** UAE VAT on the delivery charges, in percent. */
export const VAT_PERCENT = 5;

/** VAT in fils of a subtotal in fils, rounded half up to the fil. */
export const vatOf = (subtotalFils: number) => Math.round((subtotalFils * VAT_PERCENT) / 100);

/** The first and last Dubai day of the month holding a Dubai date. */
export function monthOf(date: string): { start: string; end: string } {
  const start = `${date.slice(0, 7)}-01`;
  const next = new Date(`${start}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { start, end: addDays(next.toISOString().slice(0, 10), -1) };
}

/** The Monday-to-Sunday week (Dubai days) holding a Dubai date: COD statements are weekly. */
export function weekOf(date: string): { start: string; end: string } {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const start = addDays(date, -((weekday + 6) % 7));
  return { start, end: addDays(start, 6) };
}

/** "October 2026" for a period starting on 2026-10-01. */
export function monthLabel(periodStart: string): string {
  return new Date(`${periodStart}T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "3 Nov 2026" for 2026-11-03. */
export function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "3 Nov" for 2026-11-03: the day without its year. */
export function dayMonthLabel(date: string): string {
  return dayLabel(date).replace(/ \d{4}$/, '');
}

/** "3 – 9 Nov 2026" (or across months "27 Oct – 2 Nov 2026"). */
export function periodLabel(start: string, end: string): string {
  if (start.slice(0, 7) === end.slice(0, 7)) return `${Number(start.slice(8))} – ${dayLabel(end)}`;
  if (start.slice(0, 4) === end.slice(0, 4)) return `${dayMonthLabel(start)} – ${dayLabel(end)}`;
  return `${dayLabel(start)} – ${dayLabel(end)}`;
}

export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  overdue: 'Overdue',
};

/** Overdue = unpaid after the due date, by the Dubai calendar day. */
export function invoiceStatus(invoice: { paidAt: string | Date | null; dueDate: string }, now: Date): InvoiceStatus {
  if (invoice.paidAt) return 'paid';
  return dubaiClock(now).date > invoice.dueDate ? 'overdue' : 'unpaid';
}
