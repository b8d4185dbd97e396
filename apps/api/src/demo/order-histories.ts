// How demo orders got where they are: the steps of each state's history, when they
// happened, and the next step a courier event would take.
import { ORDER_STATUSES, type OrderStatus } from '@sameday/contract';
import type { ActorRef } from '../modules/orders';
import { FAILURE_REASONS, RIDERS } from './orders-data';
import type { Random } from './random';

const MINUTE = 60_000;

/** Which state an order of this age is likely in now (hours since it was placed). */
export function statusForAge(random: Random, ageHours: number): OrderStatus {
  if (ageHours < 3)
    return random.weighted<OrderStatus>({ pending: 50, ready_for_collection: 35, collected: 10, cancelled: 5 });
  if (ageHours < 12)
    return random.weighted<OrderStatus>({
      pending: 12,
      ready_for_collection: 18,
      collected: 20,
      received_at_depot: 20,
      out_for_delivery: 15,
      delivery_complete: 10,
      cancelled: 5,
    });
  if (ageHours < 36)
    return random.weighted<OrderStatus>({
      received_at_depot: 12,
      out_for_delivery: 18,
      delivery_complete: 45,
      delivery_failed: 12,
      on_hold: 6,
      cancelled: 7,
    });
  if (ageHours < 120)
    return random.weighted<OrderStatus>({
      delivery_complete: 72,
      on_hold: 5,
      return_to_origin: 7,
      returned_to_origin: 7,
      delivery_failed: 2,
      cancelled: 7,
    });
  return random.weighted<OrderStatus>({
    delivery_complete: 84,
    returned_to_origin: 8,
    cancelled: 7,
    return_to_origin: 1,
  });
}

/** An age (hours) at which an order in this state is plausible: used to give every state at least one order. */
export const TYPICAL_AGE_HOURS: Record<OrderStatus, [number, number]> = {
  pending: [0.2, 2],
  ready_for_collection: [0.5, 3],
  collected: [3, 6],
  received_at_depot: [6, 11],
  out_for_delivery: [14, 20],
  delivery_complete: [30, 200],
  delivery_failed: [20, 30],
  on_hold: [40, 60],
  return_to_origin: [70, 110],
  returned_to_origin: [130, 400],
  cancelled: [2, 300],
};

export type Step = { to: OrderStatus; actor: ActorRef; reason: string | null; gap: [number, number] };

const SYSTEM: ActorRef = { type: 'system', id: 'system', name: 'Sameday' };

/**
 * The events that brought an order to `status`, each with the time since the
 * previous one (minutes). Every step is a legal move of ORDER_TRANSITIONS.
 */
export function pathTo(
  status: OrderStatus,
  random: Random,
  merchant: ActorRef,
): { steps: Step[]; failedAttempts: number } {
  const courier: ActorRef = { type: 'courier', id: 'carrier', name: random.pick(RIDERS) };
  const step = (to: OrderStatus, actor: ActorRef, gap: [number, number], reason: string | null = null): Step => ({
    to,
    actor,
    reason,
    gap,
  });
  const placed = step('pending', merchant, [0, 0], 'Order placed');
  const ready = step('ready_for_collection', merchant, [10, 120]);
  const collected = step('collected', courier, [60, 300]);
  const depot = step('received_at_depot', courier, [60, 180]);
  const out = step('out_for_delivery', courier, [240, 900]);
  const delivered = step('delivery_complete', courier, [45, 300]);
  const failed = () => step('delivery_failed', courier, [45, 300], random.pick(FAILURE_REASONS));
  const redispatched = step('out_for_delivery', SYSTEM, [720, 1080], 'Re-dispatched next morning');
  const held = step('on_hold', SYSTEM, [0, 1], 'Second failed attempt: held 72 h for your choice');
  const reattempt = step('out_for_delivery', merchant, [120, 1800], 'Please try again tomorrow');
  const toSender = step('return_to_origin', merchant, [120, 1800], 'Return to sender');
  const autoReturn = step('return_to_origin', SYSTEM, [0, 1], 'Third failed attempt: returning to you');
  const returned = step('returned_to_origin', courier, [240, 1800]);
  const cancelled = step('cancelled', merchant, [5, 600], random.pick(['Customer cancelled', 'Out of stock', null]));

  const toDepot = [placed, ready, collected, depot];
  const twoFailures = [...toDepot, out, failed(), redispatched, failed(), held];
  const returning = random.chance(0.6) ? [...twoFailures, toSender] : [...twoFailures, reattempt, failed(), autoReturn];
  const attempts = (steps: Step[]) => steps.filter((s) => s.to === 'delivery_failed').length;
  const plan: Record<OrderStatus, () => Step[]> = {
    pending: () => [placed],
    ready_for_collection: () => [placed, ready],
    collected: () => [placed, ready, collected],
    received_at_depot: () => toDepot,
    out_for_delivery: () => (random.chance(0.2) ? [...toDepot, out, failed(), redispatched] : [...toDepot, out]),
    delivery_complete: () =>
      random.chance(0.12) ? [...toDepot, out, failed(), redispatched, delivered] : [...toDepot, out, delivered],
    delivery_failed: () => [...toDepot, out, failed()],
    on_hold: () => twoFailures,
    return_to_origin: () => returning,
    returned_to_origin: () => [...returning, returned],
    cancelled: () => (random.chance(0.5) ? [placed, cancelled] : [placed, ready, cancelled]),
  };
  const steps = plan[status]();
  return { steps, failedAttempts: attempts(steps) };
}

/**
 * The instant of each step: the first at the order's creation, each next one a
 * random gap later. A history that would run past `now` is squeezed to end a
 * little before it, keeping its order.
 */
export function eventTimes(steps: Step[], createdAt: Date, now: Date, random: Random): Date[] {
  const offsets: number[] = [];
  let at = 0;
  for (const [i, s] of steps.entries()) {
    if (i > 0) at += random.between(s.gap[0], s.gap[1]) * MINUTE + 1000;
    offsets.push(at);
  }
  const room = now.getTime() - createdAt.getTime() - random.between(1, 20) * MINUTE;
  const scale = at > room && at > 0 ? Math.max(room, 0) / at : 1;
  return offsets.map((offset, i) => new Date(createdAt.getTime() + Math.round(offset * scale) + i));
}

/** The next step of an order as a courier event (or the system after a failure), if it has one. */
export function nextMove(
  status: OrderStatus,
  onHoldUntil: Date | null,
  now: Date,
  random: Random,
): { to: OrderStatus; actor: ActorRef; reason?: string } | undefined {
  const courier: ActorRef = { type: 'courier', id: 'carrier', name: random.pick(RIDERS) };
  switch (status) {
    case 'ready_for_collection':
      return { to: 'collected', actor: courier };
    case 'collected':
      return { to: 'received_at_depot', actor: courier };
    case 'received_at_depot':
      return { to: 'out_for_delivery', actor: courier };
    case 'out_for_delivery':
      return random.chance(0.85)
        ? { to: 'delivery_complete', actor: courier }
        : { to: 'delivery_failed', actor: courier, reason: random.pick(FAILURE_REASONS) };
    case 'delivery_failed':
      return { to: 'out_for_delivery', actor: SYSTEM, reason: 'Re-dispatched next morning' };
    case 'on_hold':
      // The merchant did not choose within 72 h: the parcel goes back.
      return onHoldUntil && onHoldUntil <= now
        ? { to: 'return_to_origin', actor: SYSTEM, reason: 'No choice within 72 h: returning to you' }
        : undefined;
    case 'return_to_origin':
      return { to: 'returned_to_origin', actor: courier };
    default:
      return undefined;
  }
}

/** Every state at least once, then ages drawn over the period with a busier last day and a half; oldest first. */
export function planAges(random: Random, total: number, days: number): { ageHours: number; status: OrderStatus }[] {
  const planned = ORDER_STATUSES.slice(0, total).map((status) => {
    const [min, max] = TYPICAL_AGE_HOURS[status];
    return { ageHours: Math.min(random.between(min, max), days * 24), status };
  });
  while (planned.length < total) {
    const ageHours = random.chance(0.22) ? random.between(0.1, 36) : random.between(0.1, days * 24);
    planned.push({ ageHours, status: statusForAge(random, ageHours) });
  }
  return planned.sort((a, b) => b.ageHours - a.ageHours);
}
