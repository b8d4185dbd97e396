import { z } from 'zod';

/** The zones the day's numbers are split by: the emirate of the drop-off's place. */
export const NUMBERS_ZONES = ['dubai', 'abu-dhabi', 'sharjah', 'other'] as const;
export type NumbersZone = (typeof NUMBERS_ZONES)[number];

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /admin/dispatch/numbers?from=&to= : Dubai days, both included (today when left out), at most 92 days. */
export const DayNumbersQuerySchema = z.object({ from: date.optional(), to: date.optional() });

/**
 * The four figures of a set of drop-offs. Each is null when there is nothing to divide by (no
 * delivery, no shift hour, no attempt): no data, never 0 %.
 */
export const NumbersFiguresSchema = z.object({
  /** Deliveries made within the drop-off's promised window, out of the deliveries. */
  onTimeRate: z.number().nullable(),
  /** Orders delivered per hour couriers worked (shift hours less breaks, up to now). */
  ordersPerCourierHour: z.number().nullable(),
  /** The missions' planned distance in km, per order delivered. */
  kmPerOrder: z.number().nullable(),
  /** Failed attempts out of attempts (deliveries and failed attempts). */
  failedAttemptRate: z.number().nullable(),
  /** What the figures are made of. */
  delivered: z.number().int(),
  deliveredOnTime: z.number().int(),
  failedAttempts: z.number().int(),
  courierHours: z.number(),
  km: z.number(),
});
export type NumbersFigures = z.infer<typeof NumbersFiguresSchema>;

export const NumbersZoneSchema = NumbersFiguresSchema.extend({ zone: z.enum(NUMBERS_ZONES) });
export const NumbersDaySchema = z.object({
  date,
  total: NumbersFiguresSchema,
  zones: z.array(NumbersZoneSchema),
});
export const DayNumbersSchema = z.object({
  from: date,
  to: date,
  total: NumbersFiguresSchema,
  zones: z.array(NumbersZoneSchema),
  days: z.array(NumbersDaySchema),
});
export type DayNumbers = z.infer<typeof DayNumbersSchema>;
export type NumbersDay = z.infer<typeof NumbersDaySchema>;
