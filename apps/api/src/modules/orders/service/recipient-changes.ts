// What the recipient changes of an order from the tracking page without moving it (their
// instructions, another delivery day, a rating's line): the tracking module asks, inside its own
// transaction (it holds the order's row locked and writes its own rows beside these).
import { englishOf, type ServerText } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import * as q from '../queries';
import type { ActorRef } from './shared';

/** The order as the tracking page holds it: its id, its account and its status now. */
export type RecipientOrder = { id: string; accountId: string; status: string };

/** A line of the order's history by the recipient, its status unchanged. */
export async function noteRecipientLine(tx: DbOrTx, order: RecipientOrder, recipient: ActorRef, reason: ServerText) {
  await q.insertEventNow(tx, {
    id: randomId('evt'),
    orderId: order.id,
    accountId: order.accountId,
    fromStatus: order.status,
    toStatus: order.status,
    reason: englishOf(reason),
    reasonText: reason,
    actor: recipient.id,
    actorName: recipient.name,
    actorNameText: recipient.nameText ?? null,
  });
}

/** The recipient's instructions become the courier's delivery notes, with their line in the history. */
export async function setRecipientInstructions(
  tx: DbOrTx,
  order: RecipientOrder,
  recipient: ActorRef,
  text: string,
  reason: ServerText,
) {
  await q.setDeliveryNotes(tx, order.accountId, order.id, text);
  await noteRecipientLine(tx, order, recipient, reason);
}

/**
 * Moves the delivery day to `date` for the recipient while the order is in one of `states`, with
 * its line in the history; false (nothing written) when the order left those states meanwhile.
 */
export async function moveDeliveryDayForRecipient(
  tx: DbOrTx,
  order: RecipientOrder,
  recipient: ActorRef,
  change: { date: string; states: readonly string[]; reason: ServerText },
): Promise<boolean> {
  const moved = await q.moveDeliveryDay(tx, order.accountId, order.id, change.date, change.states);
  if (moved) await noteRecipientLine(tx, order, recipient, change.reason);
  return moved;
}
