// The days an order may be delivered on: from its service's next day by the cut-offs, up to
// 30 days ahead. Zod-free and pure: the shipment form, the reattempt picker and the API decide alike.
import { type ServerText, textWriter } from '../sentences';
import { addDays, type CutOffTimes, dubaiClock, type ServiceKind, serviceWindow } from './cut-offs';

/** An order may be scheduled, or a held order reattempted, at most this many days ahead (Dubai days). */
export const SCHEDULE_DAYS_AHEAD = 30;

/** Sentences with a value: the earliest day, YYYY-MM-DD. */
export const SCHEDULE_SENTENCES = {
  tooEarly: 'The earliest delivery date for this service is {earliest}',
} as const;

const scheduleText = textWriter('schedule', SCHEDULE_SENTENCES);
/** The same by id beside their English (decision 053). */
export const SCHEDULE_TEXTS = {
  tooEarly: (earliest: string) => scheduleText('tooEarly', { earliest }),
} as const;

export const SCHEDULE_MESSAGES = {
  tooEarly: (earliest: string) => SCHEDULE_TEXTS.tooEarly(earliest).message,
  tooLate: `Orders can be scheduled up to ${SCHEDULE_DAYS_AHEAD} days ahead`,
} as const;

/** The last day an order may be scheduled on, YYYY-MM-DD (Dubai). */
export const latestScheduleDate = (now: Date) => addDays(dubaiClock(now).date, SCHEDULE_DAYS_AHEAD);

type Bounds = { earliest: string; latest: string };

/** Why `date` is not a day between `earliest` and `latest` (its English, and its id when it has a value), or undefined when it is. */
export function scheduleProblemText(
  date: string,
  { earliest, latest }: Bounds,
): { message: string; text?: ServerText } | undefined {
  if (date < earliest) return SCHEDULE_TEXTS.tooEarly(earliest);
  if (date > latest) return { message: SCHEDULE_MESSAGES.tooLate };
  return undefined;
}

/** The same in English alone. */
export const scheduleProblem = (date: string, bounds: Bounds) => scheduleProblemText(date, bounds)?.message;

/** What the delivery days of a placed order depend on: its service and its two emirates. */
export type ScheduledRoute = { serviceKind: ServiceKind; dropoff: { emirate: string }; pickup: { emirate: string } };

/**
 * The days a held order may be reattempted on: the same rules as a new order of its service
 * (the next service day by the account's cut-offs), up to 30 days ahead. The service was
 * accepted when the order was placed, so the 4-hour flag is not asked again.
 */
export function reattemptDays(order: ScheduledRoute, now: Date, cutOffs: CutOffTimes) {
  const window = serviceWindow({
    now,
    kind: order.serviceKind,
    destinationEmirate: order.dropoff.emirate,
    pickupEmirate: order.pickup.emirate,
    cutOffs,
    isFourHourEnabled: true,
  });
  return { earliest: window.serviceDate, latest: latestScheduleDate(now) };
}
