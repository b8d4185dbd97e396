import {
  addDays,
  dubaiClock,
  dubaiInstant,
  HISTORY_SENTENCES,
  mayTakeAction,
  type OrderStatus,
  reattemptDays,
  SERVICE_HOURS,
  type ServiceKind,
  serverText,
  TRACKING_ERROR_MESSAGES,
  type TrackingSettings,
  type TrackingView,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { plannedCourierOf } from '../../orders';
import { getPreferences } from '../../preferences';
import * as q from '../queries';
import type { TrackingCodes } from './codes';

export type TrackingDeps = { db: Db; codes: TrackingCodes };

/** The courier's approach to the recipient (docs/decisions/061): minutes, and at most an approximate position. */
export type CourierApproach = NonNullable<NonNullable<TrackingView['courier']>['approaching']>;

declare module '../../../platform/domain-hub' {
  interface DomainPorts {
    /**
     * The courier on the way to this order's drop-off (the missions module): null before the stop
     * before it is done, and after the delivery or a failed attempt.
     */
    courierApproach: (tx: DbOrTx, orderId: string) => Promise<CourierApproach | null>;
  }
}

/** The order is in the courier's hands and not yet delivered: the only time an approach may be shown. */
const IN_THE_COURIERS_HANDS: readonly OrderStatus[] = ['collected', 'received_at_depot', 'out_for_delivery'];

async function approachOf(db: Db, orderId: string, status: OrderStatus): Promise<CourierApproach | null> {
  const approach = db.hub.port('courierApproach');
  return approach && IN_THE_COURIERS_HANDS.includes(status) ? approach(db, orderId) : null;
}

/** What a recipient's action is recorded as: its own actor in the order's history. */
export const RECIPIENT_ACTOR = 'recipient';

export const DEFAULT_SETTINGS: TrackingSettings = {
  brandColour: '#0b5cad',
  logoUrl: '',
  notifyEvents: ['out_for_delivery', 'delivery_complete', 'delivery_failed', 'rescheduled'],
  returnWindowDays: 7,
};

/** One answer for a code that names no order, a mistyped one or a forged one: nothing tells them apart. */
export const unknownCode = () => new AppError('not_found', TRACKING_ERROR_MESSAGES.unknownCode);

/** The ids a miss reads with, so a miss costs the same queries as a hit. */
const DECOY = { orderId: 'SD-NO-ORDER', accountId: 'acc-no-account' };

export type Resolved = { order: q.TrackedOrder; code: string };

/**
 * The order behind `code`, by the digest's unique index. A miss runs the same reads as a hit
 * (on ids that match nothing) before it answers not_found: the time does not tell.
 */
export async function resolveCode(deps: TrackingDeps, db: DbOrTx, code: string, lock = false): Promise<Resolved> {
  const hit = await q.findByHash(db, deps.codes.hashOf(code));
  const target = hit ?? DECOY;
  const order = await q.findTrackedOrder(db, target.accountId, target.orderId, lock);
  const isOwn = deps.codes.matches(target.orderId, code);
  if (!hit || !order || !isOwn) throw unknownCode();
  return { order, code };
}

export async function settingsOf(db: DbOrTx, accountId: string): Promise<TrackingSettings> {
  const row = await q.findSettings(db, accountId);
  if (!row) return DEFAULT_SETTINGS;
  return {
    brandColour: row.brandColour,
    logoUrl: row.logoUrl,
    notifyEvents: row.notifyEvents as TrackingSettings['notifyEvents'],
    returnWindowDays: row.returnWindowDays,
  };
}

/** The days the delivery may move to: the service's next day by the cut-offs onwards, up to 7 offered. */
export async function allowedDays(db: Db, order: q.TrackedOrder, now = new Date()): Promise<string[]> {
  const cutOffs = await getPreferences(db, order.accountId);
  const { earliest, latest } = reattemptDays(
    {
      serviceKind: order.serviceKind as ServiceKind,
      dropoff: order.dropoff as { emirate: string },
      pickup: order.pickup as { emirate: string },
    },
    now,
    cutOffs,
  );
  const days: string[] = [];
  for (let day = earliest; day <= latest && days.length < 7; day = addDays(day, 1)) {
    if (day !== order.serviceDate) days.push(day);
  }
  return days;
}

const INSTRUCTIONS_ID = serverText(HISTORY_SENTENCES.instructionsFromRecipient, { text: '' }).id;
export const instructionsReason = (text: string) => serverText(HISTORY_SENTENCES.instructionsFromRecipient, { text });

type EventRow = Awaited<ReturnType<typeof q.findEvents>>[number];

const DAY_MS = 86_400_000;

/**
 * Until when the recipient may ask for a return (docs/decisions/040): the merchant's return
 * window, in days from the last delivery, to the end of its last Dubai day. Null when no return can be asked for: not delivered,
 * a return already asked for, the order itself a return, or a window of 0 days.
 */
export function returnUntil(order: q.TrackedOrder, events: EventRow[], windowDays: number): Date | null {
  if (!mayTakeAction('return', order.status as OrderStatus) || order.returnOrderId || order.returnOfOrderId)
    return null;
  const delivered = events.filter((event) => event.toStatus === 'delivery_complete').at(-1);
  if (!delivered || windowDays <= 0) return null;
  // To the end of that Dubai day: the page says the day, and the recipient counts in days.
  const lastDay = dubaiClock(new Date(delivered.createdAt.getTime() + windowDays * DAY_MS)).date;
  return dubaiInstant(addDays(lastDay, 1), '00:00');
}

/**
 * The order's moves, oldest first. The recipient's own changes (instructions, a new day) are
 * not steps: the page shows their result. A failed attempt keeps the courier's reason.
 */
function timelineOf(events: EventRow[]) {
  return events
    .filter((event) => event.fromStatus !== event.toStatus)
    .map((event) => ({
      status: event.toStatus,
      at: event.createdAt.toISOString(),
      note: event.toStatus === 'delivery_failed' ? event.reason : null,
    }));
}

/**
 * What the carrier sent as proof, as anyone holding the code may see it: the photo and signature
 * once delivered. Never the delivery code: whoever holds the label could read this answer, so the
 * code goes to the recipient's phone and email only (docs/decisions/052).
 */
function proofOf(order: q.TrackedOrder, status: OrderStatus): TrackingView['proof'] {
  if (status !== 'delivery_complete') return null;
  const photoUrl = order.proof?.photoUrl ?? null;
  const signatureUrl = order.proof?.signatureUrl ?? null;
  return photoUrl || signatureUrl ? { photoUrl, signatureUrl } : null;
}

/**
 * The proof the courier app stored (decision 059), through short-lived signed links: only this
 * order's, and only once delivered. Undefined when there is none (the carrier's links then).
 */
async function storedProofOf(db: Db, orderId: string, status: OrderStatus): Promise<TrackingView['proof'] | undefined> {
  const links = db.hub.port('proofLinks');
  if (status !== 'delivery_complete' || !links) return undefined;
  return (await links(db, [orderId])).get(orderId);
}

/** GET /track/{code}: what the recipient may see; no phone number and no address beyond the area. */
export async function trackOrder(deps: TrackingDeps, code: string, now = new Date()): Promise<TrackingView> {
  const { db } = deps;
  const { order } = await resolveCode(deps, db, code);
  const status = order.status as OrderStatus;
  const [events, settings, rating, courier, approaching] = await Promise.all([
    q.findEvents(db, order.accountId, order.id),
    settingsOf(db, order.accountId),
    q.findRating(db, order.accountId, order.id),
    plannedCourierOf(db, order.id, status),
    approachOf(db, order.id, status),
  ]);
  const dropoff = order.dropoff as { area?: string; emirate?: string; notes?: string };
  const hours = SERVICE_HOURS[order.serviceKind] ?? { from: '09:00', to: '21:00' };
  // After a failed attempt the day is known only once the recipient chose one: the next round otherwise.
  const isUnderWay =
    status === 'delivery_failed'
      ? order.serviceDate > dubaiClock(now).date
      : mayTakeAction('instructions', status) || status === 'out_for_delivery';
  const canMove = mayTakeAction('reschedule', status);
  const returnEnds = returnUntil(order, events, settings.returnWindowDays);
  const lastInstructions = events
    .filter((event) => event.actor === RECIPIENT_ACTOR && event.reasonText?.id === INSTRUCTIONS_ID)
    .at(-1);
  // The recipient's words are the text's value, by id: the English beside it is never read back.
  const instructions = lastInstructions?.reasonText?.values.text;
  return {
    merchant: { name: order.merchantName, brandColour: settings.brandColour, logoUrl: settings.logoUrl },
    orderId: order.id,
    status,
    serviceKind: order.serviceKind,
    area: dropoff.area ?? '',
    emirate: dropoff.emirate ?? '',
    expected: isUnderWay ? { date: order.serviceDate, ...hours } : null,
    timeline: timelineOf(events),
    attempts: events
      .filter((event) => event.toStatus === 'delivery_failed' && event.fromStatus !== event.toStatus)
      .map((event) => ({
        at: event.createdAt.toISOString(),
        outcome: event.reason ?? HISTORY_SENTENCES.attemptFailed,
      })),
    proof: (await storedProofOf(db, order.id, status)) ?? proofOf(order, status),
    codAmountFils: order.paymentMode === 'cod' ? order.codAmountFils : 0,
    instructions: typeof instructions === 'string' ? instructions : '',
    rescheduleDays: canMove ? await allowedDays(db, order, now) : [],
    actions: {
      instructions: mayTakeAction('instructions', status),
      reschedule: canMove,
      unavailable: mayTakeAction('unavailable', status),
      rating: mayTakeAction('rating', status) && !rating,
      return: returnEnds !== null && now <= returnEnds,
    },
    returnUntil: returnEnds && now <= returnEnds ? returnEnds.toISOString() : null,
    returnRequested: order.returnOrderId !== null,
    rating: rating ?? null,
    // The courier's first name and vehicle only; the drop-off's window while it is on its way.
    courier: courier
      ? {
          firstName: courier.courierFirstName,
          vehicleKind: courier.vehicleKind,
          dropoffWindow: status === 'out_for_delivery' && courier.stop === 'dropoff' ? courier.window : null,
          // Absent unless the courier is on the way to this recipient.
          ...(approaching && courier.stop === 'dropoff' ? { approaching } : {}),
        }
      : null,
  };
}
