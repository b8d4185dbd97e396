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

/** The delivery report's field checks, in English as the API answers them; the dashboard shows them in Arabic. */
export const REPORT_MESSAGES = {
  endAfterStart: 'The end date comes on or after the start date',
  tooManyDays: `A report covers at most ${REPORT_MAX_DAYS} days`,
} as const;

/** GET {platform}/quiqdash/reports/summary: the orders placed from `from` to `to`, Dubai days, both included. */
export const DeliveryReportQuerySchema = z
  .object({ from: DateOnlySchema, to: DateOnlySchema })
  .refine((range) => range.from <= range.to, { path: ['to'], message: REPORT_MESSAGES.endAfterStart })
  .refine((range) => daysInRange(range.from, range.to) <= REPORT_MAX_DAYS, {
    path: ['from'],
    message: REPORT_MESSAGES.tooManyDays,
  });
export type DeliveryReportQuery = z.infer<typeof DeliveryReportQuerySchema>;

/** Delivered out of the orders that finished (delivered or returned); null before any finished. */
export function deliveryRateOf(counts: { delivered: number; returned: number }): number | null {
  const finished = counts.delivered + counts.returned;
  return finished === 0 ? null : counts.delivered / finished;
}

/** Report calls, relative to the platform base. */
export const REPORT_PATHS = {
  /** GET ?from&to: how the orders placed in the period went (analytics:read). */
  summary: '/quiqdash/reports/summary',
} as const;

/** Orders of one service kind or one destination emirate. */
export const ReportBreakdownRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.number(),
  delivered: z.number(),
  returned: z.number(),
});
export type ReportBreakdownRow = z.infer<typeof ReportBreakdownRowSchema>;

/**
 * How the orders placed in a period went. Money is integer fils. The rates are
 * fractions (0…1), null when nothing they divide by happened yet.
 */
export const DeliveryReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    /** Every order placed in the period, cancelled ones included. */
    orders: z.number(),
    delivered: z.number(),
    /** Delivered on the first attempt (no failed attempt before). */
    deliveredFirstAttempt: z.number(),
    /** Not yet with the courier, or on the way. */
    inProgress: z.number(),
    /** A failed attempt or on hold: waiting for a reattempt or the merchant's choice. */
    needsAttention: z.number(),
    returned: z.number(),
    cancelled: z.number(),
    /** Cash collected from recipients of the delivered orders. */
    codCollectedFils: z.number(),
    /** What the orders that were not cancelled cost, at their quoted price. */
    spendFils: z.number(),
  }),
  /** Delivered out of the orders that finished (delivered or returned). */
  deliveryRate: z.number().nullable(),
  /** Delivered on the first attempt out of the delivered. */
  firstAttemptRate: z.number().nullable(),
  /** Every day of the period, oldest first, with no gaps. */
  days: z.array(z.object({ date: z.string(), orders: z.number(), delivered: z.number() })),
  /** By service kind, every kind listed. */
  services: z.array(ReportBreakdownRowSchema),
  /** By destination emirate, busiest first, only those with orders. */
  emirates: z.array(ReportBreakdownRowSchema),
  /** Recipients' 1–5 ratings of the period's orders (the tracking page): how many, their average. */
  ratings: z.object({ count: z.number(), average: z.number().nullable() }).optional(),
  /**
   * Customer returns placed in the period: how many, how many the recipients asked for on the
   * tracking page, and how many are back at the pickup address.
   */
  returns: z.object({ count: z.number(), byRecipient: z.number(), completed: z.number() }).optional(),
});
export type DeliveryReport = z.infer<typeof DeliveryReportSchema>;
