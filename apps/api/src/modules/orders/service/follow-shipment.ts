import {
  afterFailedAttempt,
  canTransition,
  HISTORY_SENTENCES,
  type OrderStatus,
  type ServerText,
  serverText,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import * as q from '../queries';
import { announceMove } from './change-state';
import { type ActorRef, eventRow, SYSTEM } from './shared';

/** The main line of an order's life: a carrier's events only ever move an order forward along it. */
const MAIN_LINE: readonly OrderStatus[] = [
  'pending',
  'ready_for_collection',
  'collected',
  'received_at_depot',
  'out_for_delivery',
  'delivery_complete',
];

/** What a shipment's state (decision 036) means for the order it carries, when anything. */
export type ShipmentProgress = 'collected' | 'received_at_depot' | 'out_for_delivery' | 'delivered' | 'failed';

/** Whether the order moved, and where it is now (null when the account has no such order). */
export type FollowAnswer = { moved: boolean; status: OrderStatus | null };

/**
 * Moves an order after its carrier's shipment event, in the event's transaction `tx` (decision 041):
 * forward along the main line only, one lifecycle move at a time (each an event in the history and
 * announced to the move's listeners), so a replayed or late event (in transit after delivered)
 * changes nothing. The carrier collecting a pending order makes it ready for collection first
 * (the system's move). A failed attempt counts only while the order is out for delivery, and
 * holds or returns the order by the number of failures as the courier's report would.
 */
export async function followShipment(
  db: Db,
  tx: DbOrTx,
  input: { accountId: string; orderId: string; progress: ShipmentProgress; carrier: string; reason?: string | null },
): Promise<FollowAnswer> {
  const row = await q.lockOrderRow(tx, input.accountId, input.orderId);
  if (!row) return { moved: false, status: null };
  const courier: ActorRef = { type: 'courier', id: 'carrier', name: input.carrier };
  let status = row.status as OrderStatus;
  const step = async (to: OrderStatus, actor: ActorRef, reason: string | ServerText | null) => {
    if (!canTransition(status, to, actor.type)) return false;
    const updated = await q.moveOrder(tx, input.accountId, input.orderId, status, to);
    if (!updated) return false;
    await q.insertLaterEvent(tx, eventRow(input.accountId, input.orderId, status, to, actor, reason));
    await announceMove(db, tx, { accountId: input.accountId, orderId: input.orderId, from: status, to });
    status = to;
    if (to === 'delivery_failed') await afterFailure(updated.failedAttempts);
    return true;
  };
  const afterFailure = async (failedAttempts: number) => {
    const next = afterFailedAttempt(failedAttempts);
    if (next === 'out_for_delivery') return;
    await step(
      next,
      SYSTEM,
      serverText(next === 'on_hold' ? HISTORY_SENTENCES.secondFailedAttempt : HISTORY_SENTENCES.thirdFailedAttempt),
    );
  };
  if (input.progress === 'failed') {
    const moved =
      status === 'out_for_delivery' &&
      (await step('delivery_failed', courier, input.reason ?? serverText(HISTORY_SENTENCES.attemptFailed)));
    return { moved, status };
  }
  const target = input.progress === 'delivered' ? 'delivery_complete' : input.progress;
  // A failed order the carrier takes out again is back on the main line.
  if (status === 'delivery_failed' && target === 'out_for_delivery') {
    return { moved: await step('out_for_delivery', courier, null), status };
  }
  const at = MAIN_LINE.indexOf(status);
  const goal = MAIN_LINE.indexOf(target);
  if (at < 0 || goal <= at) return { moved: false, status };
  let moved = false;
  for (let index = at + 1; index <= goal; index += 1) {
    const next = MAIN_LINE[index] as OrderStatus;
    const actor = next === 'ready_for_collection' ? SYSTEM : courier;
    const reason =
      next === 'ready_for_collection' ? serverText(HISTORY_SENTENCES.collectedBy, { carrier: input.carrier }) : null;
    if (!(await step(next, actor, reason))) break;
    moved = true;
  }
  return { moved, status };
}
