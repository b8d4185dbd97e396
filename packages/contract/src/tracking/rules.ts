// The tracking page's plain rules, zod-free: the page's own small bundle and the API share them.
import type { OrderStatus } from '../orders/lifecycle';

/** A tracking code: 24 characters of lowercase RFC 4648 base32 (120 bits of a keyed digest). */
export const TRACKING_CODE_LENGTH = 24;
export const TRACKING_CODE_PATTERN = /^[a-z2-7]{24}$/;

/** States in which the order has not left the depot: the recipient may still change the delivery. */
export const BEFORE_DEPARTURE: readonly OrderStatus[] = [
  'pending',
  'ready_for_collection',
  'collected',
  'received_at_depot',
];
/**
 * States in which the recipient may leave instructions or choose another day: before departure, and
 * after a failed attempt, while the order waits for the courier's next round (the first failure;
 * a second one holds it for the merchant, who chooses then).
 */
export const RECIPIENT_CHANGE_STATES: readonly OrderStatus[] = [...BEFORE_DEPARTURE, 'delivery_failed'];
/** "I won't be available" holds the order for the merchant: only once it is at the depot. */
export const UNAVAILABLE_STATES: readonly OrderStatus[] = ['received_at_depot'];

export type RecipientAction = 'instructions' | 'reschedule' | 'unavailable' | 'rating' | 'return';

/** Whether the recipient may take `action` on an order in `status`. */
export function mayTakeAction(action: RecipientAction, status: OrderStatus): boolean {
  if (action === 'rating' || action === 'return') return status === 'delivery_complete';
  if (action === 'unavailable') return UNAVAILABLE_STATES.includes(status);
  return RECIPIENT_CHANGE_STATES.includes(status);
}

/** The events a recipient may be told of, and the default choice of a new account (all of them). */
export const NOTIFY_EVENTS = ['out_for_delivery', 'delivery_complete', 'delivery_failed', 'rescheduled'] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];
export const NOTIFY_EVENT_LABELS: Record<NotifyEvent, string> = {
  out_for_delivery: 'Out for delivery',
  delivery_complete: 'Delivered',
  delivery_failed: 'Failed attempt',
  rescheduled: 'Rescheduled',
};

/** No message reaches a recipient from 22:00 to 08:00 Dubai, but "out for delivery". */
export const QUIET_START_MINUTES = 22 * 60;
export const QUIET_END_MINUTES = 8 * 60;
const DUBAI_OFFSET_MS = 4 * 3_600_000;

/** When a message of `event` asked for at `now` may be sent: now, or 08:00 Dubai after a quiet night. */
export function sendTimeFor(event: NotifyEvent, now: Date): Date {
  if (event === 'out_for_delivery') return now;
  const local = new Date(now.getTime() + DUBAI_OFFSET_MS);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  if (minutes >= QUIET_END_MINUTES && minutes < QUIET_START_MINUTES) return now;
  const morning = new Date(local);
  morning.setUTCHours(8, 0, 0, 0);
  if (minutes >= QUIET_START_MINUTES) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - DUBAI_OFFSET_MS);
}

/** Whether `at` is in the quiet window (Dubai). */
export function isQuietTime(at: Date): boolean {
  const local = new Date(at.getTime() + DUBAI_OFFSET_MS);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return minutes >= QUIET_START_MINUTES || minutes < QUIET_END_MINUTES;
}

/** The delivery window of each service on its day, Dubai time (the courier's round). */
export const SERVICE_HOURS: Record<string, { from: string; to: string }> = {
  four_hour: { from: '10:00', to: '14:00' },
  same_day: { from: '14:00', to: '22:00' },
  next_day: { from: '09:00', to: '21:00' },
};
