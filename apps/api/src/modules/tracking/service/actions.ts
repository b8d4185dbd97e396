import {
  englishOf,
  formatServiceDate,
  HISTORY_SENTENCES,
  mayTakeAction,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  RECIPIENT_CHANGE_STATES,
  RETURN_MESSAGES,
  type RecipientAction,
  serverText,
  TRACKING_ERROR_MESSAGES,
  TRACKING_ERROR_SENTENCES,
} from '@sameday/contract';
import { AppError, invalidArgument } from '../../../platform/errors';
import {
  type ActorRef,
  createReturn,
  moveDeliveryDayForRecipient,
  noteRecipientLine,
  setRecipientInstructions,
  transitionOrder,
} from '../../orders';
import * as q from '../queries';
import { enqueueNotice } from './notify';
import { requireVerification } from './verification';
import {
  allowedDays,
  instructionsReason,
  RECIPIENT_ACTOR,
  resolveCode,
  returnUntil,
  settingsOf,
  type TrackingDeps,
} from './view';

const REFUSALS: Partial<Record<RecipientAction, string>> = {
  rating: TRACKING_ERROR_MESSAGES.ratedOnce,
  return: RETURN_MESSAGES.recipientRefused,
};
const notAllowed = (action: RecipientAction, status: OrderStatus) =>
  new AppError(
    'failed_precondition',
    REFUSALS[action] ??
      serverText(TRACKING_ERROR_SENTENCES.noLongerChangeable, { status: ORDER_STATUS_LABELS[status].toLowerCase() }),
    { details: { status, action } },
  );

const recipientName = (order: q.TrackedOrder) => String((order.dropoff as { name?: string }).name ?? 'Recipient');
/** The recipient as the history names them when a move of theirs goes through the orders' lifecycle: "Aisha (recipient)". */
function recipientActor(order: q.TrackedOrder) {
  const name = serverText(HISTORY_SENTENCES.recipientActor, { name: recipientName(order) });
  return { type: 'system' as const, id: RECIPIENT_ACTOR, name: englishOf(name), nameText: name };
}

/** The recipient as a line of theirs names them that leaves the order where it is: their name. */
const recipientRef = (order: q.TrackedOrder): ActorRef => ({
  type: 'system',
  id: RECIPIENT_ACTOR,
  name: recipientName(order),
});

/**
 * The order behind the code, its row locked for the transaction, if the recipient confirmed it is
 * theirs (`verification`, docs/decisions/052) and the action is allowed in its state.
 */
async function lockedFor(
  deps: TrackingDeps,
  tx: Parameters<typeof resolveCode>[1],
  code: string,
  action: RecipientAction,
  verification?: string,
) {
  const { order } = await resolveCode(deps, tx, code, true);
  if (action !== 'rating') requireVerification(deps.codes, order.id, verification, 'phone');
  if (!mayTakeAction(action, order.status as OrderStatus)) throw notAllowed(action, order.status as OrderStatus);
  return order;
}

/** POST /track/{code}/instructions: they become the courier's delivery notes and a line of the history. */
export async function addInstructions(deps: TrackingDeps, code: string, text: string, verification?: string) {
  await deps.db.transaction(async (tx) => {
    const order = await lockedFor(deps, tx, code, 'instructions', verification);
    await setRecipientInstructions(tx, order, recipientRef(order), text, instructionsReason(text));
  });
}

/**
 * POST /track/{code}/reschedule: another day the service allows, before the order leaves the depot
 * or after a failed attempt (the courier's next round then comes that day).
 */
export async function reschedule(
  deps: TrackingDeps,
  code: string,
  date: string,
  verification?: string,
  now = new Date(),
) {
  const { order: current } = await resolveCode(deps, deps.db, code);
  requireVerification(deps.codes, current.id, verification, 'phone', now);
  const days = await allowedDays(deps.db, current, now);
  if (mayTakeAction('reschedule', current.status as OrderStatus) && !days.includes(date))
    throw invalidArgument([{ field: 'date', message: TRACKING_ERROR_MESSAGES.chooseOfferedDay }]);
  await deps.db.transaction(async (tx) => {
    const order = await lockedFor(deps, tx, code, 'reschedule', verification);
    if (order.serviceDate === date) return;
    const moved = await moveDeliveryDayForRecipient(tx, order, recipientRef(order), {
      date,
      states: RECIPIENT_CHANGE_STATES,
      reason: serverText(HISTORY_SENTENCES.rescheduledByRecipient, { date: formatServiceDate(date) }),
    });
    if (!moved) throw notAllowed('reschedule', order.status as OrderStatus);
    await enqueueNotice(tx, { accountId: order.accountId, orderId: order.id, kind: 'rescheduled', ref: date });
  });
}

/** POST /track/{code}/unavailable: the order is held for the merchant, through the orders' own lifecycle. */
export async function markUnavailable(deps: TrackingDeps, code: string, verification?: string) {
  const { order } = await resolveCode(deps, deps.db, code);
  requireVerification(deps.codes, order.id, verification, 'phone');
  if (!mayTakeAction('unavailable', order.status as OrderStatus))
    throw notAllowed('unavailable', order.status as OrderStatus);
  await transitionOrder(
    deps.db,
    order.accountId,
    order.id,
    'on_hold',
    recipientActor(order),
    serverText(HISTORY_SENTENCES.recipientUnavailable),
  );
}

/**
 * POST /track/{code}/rating: once, after delivery; the merchant reads it in the history and the
 * reports. No confirmation: it changes nothing of the delivery, and asking for one would lose ratings.
 */
export async function rate(deps: TrackingDeps, code: string, stars: number, comment: string) {
  await deps.db.transaction(async (tx) => {
    const order = await lockedFor(deps, tx, code, 'rating');
    const added = await q.insertRating(tx, { orderId: order.id, accountId: order.accountId, stars, comment });
    if (!added) throw notAllowed('rating', order.status as OrderStatus);
    await noteRecipientLine(
      tx,
      order,
      recipientRef(order),
      comment
        ? serverText(HISTORY_SENTENCES.ratedByRecipientWithComment, { stars, comment })
        : serverText(HISTORY_SENTENCES.ratedByRecipient, { stars }),
    );
  });
}

/**
 * POST /track/{code}/return: the recipient sends the parcels back, once, within the merchant's
 * return window after delivery. The same return order as the merchant's (docs/decisions/040),
 * asked for by `recipient`; a second request, even one racing the first, is refused. The merchant
 * pays for it, so only a code sent to the recipient's phone confirms it (docs/decisions/052).
 */
export async function requestReturn(
  deps: TrackingDeps,
  code: string,
  reason: string,
  verification?: string,
  now = new Date(),
) {
  const { order } = await resolveCode(deps, deps.db, code);
  requireVerification(deps.codes, order.id, verification, 'code', now);
  const status = order.status as OrderStatus;
  const [events, settings] = await Promise.all([
    q.findEvents(deps.db, order.accountId, order.id),
    settingsOf(deps.db, order.accountId),
  ]);
  const until = returnUntil(order, events, settings.returnWindowDays);
  if (!until || now > until) throw notAllowed('return', status);
  const placed = await createReturn(deps.db, order.accountId, order.id, {
    actor: { type: RECIPIENT_ACTOR, name: recipientName(order) },
    reason,
    now,
  });
  if (!placed.isNew) throw notAllowed('return', status);
}
