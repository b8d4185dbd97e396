import { z } from 'zod';
import { addDays } from '../orders/cut-offs';
import { DateOnlySchema } from '../orders/order';

/** The longest period one report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

/** The periods the reports page offers, in days ending today (Dubai). */
export const REPORT_PERIODS = [7, 30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Days from `from` to `to`, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The `days` calendar days ending on `today`. */
export function reportRange(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** GET {platform}/quiqdash/reports/summary: the orders placed from `from` to `to`, Dubai days, both included. */
export const DeliveryReportQuerySchema = z
  .object({ from: DateOnlySchema, to: DateOnlySchema })
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'The end date comes on or after the start date' })
  .refine((range) => daysInRange(range.from, range.to) <= REPORT_MAX_DAYS, {
    path: ['from'],
    message: `A report covers at most ${REPORT_MAX_DAYS} days`,
  });
export type DeliveryReportQuery = z.infer<typeof DeliveryReportQuerySchema>;

/** Delivered out of the orders that finished (delivered or returned); null before any finished. */
export function deliveryRateOf(counts: { delivered: number; returned: number }): number | null {
  const finished = counts.delivered + counts.returned;
  return finished === 0 ? null : counts.delivered / finished;
}

/** Orders of one service kind or one destination emirate. */
export type ReportBreakdownRow = { key: string; label: string; orders: number; delivered: number; returned: number };

/**
 * How the orders placed in a period went. Money is integer fils. The rates are
 * fractions (0…1), null when nothing they divide by happened yet.
 */
export type DeliveryReport = {
  from: string;
  to: string;
  totals: {
    /** Every order placed in the period, cancelled ones included. */
    orders: number;
    delivered: number;
    /** Delivered on the first attempt (no failed attempt before). */
    deliveredFirstAttempt: number;
    /** Not yet with the courier, or on the way. */
    inProgress: number;
    /** A failed attempt or on hold: waiting for a reattempt or the merchant's choice. */
    needsAttention: number;
    returned: number;
    cancelled: number;
    /** Cash collected from recipients of the delivered orders. */
    codCollectedFils: number;
    /** What the orders that were not cancelled cost, at their quoted price. */
    spendFils: number;
  };
  /** Delivered out of the orders that finished (delivered or returned). */
  deliveryRate: number | null;
  /** Delivered on the first attempt out of the delivered. */
  firstAttemptRate: number | null;
  /** Every day of the period, oldest first, with no gaps. */
  days: { date: string; orders: number; delivered: number }[];
  /** By service kind, every kind listed. */
  services: ReportBreakdownRow[];
  /** By destination emirate, busiest first, only those with orders. */
  emirates: ReportBreakdownRow[];
};
