import type { Order } from '@sameday/contract';
import { HISTORY_SENTENCES, ORDER_ERROR_MESSAGES, serverText } from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { claimKey, type IdempotentRequest, storeAnswer, storedAnswer } from '../../../platform/idempotency';
import { announceCreated, gatePlaced } from '../order-events';
import * as q from '../queries';
import { holdAtPlacement, refusedByRule } from './placement';
import { type OrderInput, orderColumns, priceAndSchedule, referenceTaken } from './planning';
import {
  assertMayPlaceOrders,
  eventRow,
  historyActorOf,
  type ItemInput,
  itemRows,
  newOrderId,
  toOrder,
} from './shared';

/** Another request holds the key: its answer is read once this transaction has rolled back. */
class KeyTaken extends Error {}

/**
 * Places an order. Sent again with the same key and body (a retry), it answers the
 * first order and creates nothing; the same key with another body is refused. The
 * key is claimed in the order's transaction, so concurrent retries wait for it.
 */
export async function createOrder(
  db: Db,
  who: Actor,
  input: OrderInput,
  idempotency?: IdempotentRequest,
): Promise<Order> {
  await assertMayPlaceOrders(db, who.accountId);
  const stored = idempotency && (await storedAnswer<Order>(db, who.accountId, idempotency));
  if (stored?.state === 'answered') return stored.answer;
  const planned = await priceAndSchedule(db, who, input);
  const actor = await historyActorOf(db, who);
  const id = newOrderId();
  try {
    return await db.transaction(async (tx) => {
      if (idempotency && !(await claimKey(tx, who.accountId, idempotency))) throw new KeyTaken();
      const order = await placeOrder(db, tx, {
        row: { id, accountId: who.accountId, ...orderColumns(input, planned), createdBy: actor.name },
        items: input.items,
        event: eventRow(who.accountId, id, null, 'pending', actor, serverText(HISTORY_SENTENCES.placed)),
      });
      if (!order) throw referenceTaken();
      if (idempotency) await storeAnswer(tx, who.accountId, idempotency.key, order);
      return order;
    });
  } catch (error) {
    if (error instanceof KeyTaken && idempotency) {
      const replay = await storedAnswer<Order>(db, who.accountId, idempotency);
      if (replay.state === 'answered') return replay.answer;
      throw new AppError('aborted', ORDER_ERROR_MESSAGES.sameRequestInProgress);
    }
    throw error;
  }
}

/**
 * Writes a new pending order in `tx`: its row, its items and the first line of its history,
 * then tells the creation listeners (numbering, webhooks, the dispatcher) within the same
 * transaction. Undefined when the account already has the order's reference (nothing written).
 * A placed order and a customer return (docs/decisions/040) both go through here.
 */
export async function placeOrder(
  db: Db,
  tx: DbOrTx,
  placed: { row: Omit<q.NewOrderRow, 'status'>; items: ItemInput[]; event: q.NewEventRow },
): Promise<Order | undefined> {
  const { id, accountId } = placed.row;
  const row = await q.insertOrder(tx, { ...placed.row, status: 'pending' });
  if (!row) return undefined;
  const items = await q.insertItems(tx, itemRows(id, accountId, placed.items));
  await q.insertEvent(tx, placed.event);
  const created = [{ accountId, orderId: id }];
  // The dispatcher's rules may refuse the order (nothing is written) or hold it for review.
  const verdicts = await gatePlaced(db, tx, created);
  const refusal = verdicts.find((verdict) => verdict.action === 'refuse');
  if (refusal) throw refusedByRule(refusal);
  await announceCreated(db, tx, created);
  await holdAtPlacement(db, tx, accountId, verdicts);
  // A new order has no plan yet, is not ready and has not been exported: it answers `courier`,
  // `collectionWindow` and `exportedAt` as one order's details do.
  const order: Order = { ...toOrder(row, items), courier: null, collectionWindow: null, exportedAt: null };
  return verdicts.some((verdict) => verdict.action === 'hold') ? { ...order, status: 'on_hold' as const } : order;
}
