import {
  afterFailedAttempt,
  canTransition,
  HISTORY_SENTENCES,
  isStateCallMove,
  ORDER_ERROR_MESSAGES,
  ORDER_ERROR_SENTENCES,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
  type ServerText,
  type StateChangeResult,
  serverText,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import { getOrder } from './find-orders';
import { type ActorRef, changedMeanwhile, eventRow, historyActorOf, notFound, SYSTEM } from './shared';

export type OrderMoved = { accountId: string; orderId: string; from: OrderStatus; to: OrderStatus };

declare module '../../../platform/domain-hub' {
  interface DomainEvents {
    /** An order changed state: told in the change's own transaction (the shops, webhooks and recipients hear of it). */
    'order.moved': OrderMoved;
  }
}

/** Tells the domain of a move, inside the transaction `tx` that makes it. */
export async function announceMove(db: Db, tx: DbOrTx, event: OrderMoved): Promise<void> {
  await db.hub.emit('order.moved', tx, event);
}

/**
 * Moves one order to another state if the lifecycle allows it for this actor.
 * The update checks the current state, so two concurrent moves cannot both win.
 */
export async function transitionOrder(
  db: Db,
  accountId: string,
  id: string,
  to: OrderStatus,
  actor: ActorRef,
  reason?: string | ServerText,
  /** Written in the move's transaction, after it (a carrier's proof of delivery): both or neither are kept. */
  alongside?: (tx: DbOrTx) => Promise<void>,
): Promise<Order> {
  const current = await q.findOrderRow(db, accountId, id);
  if (!current) throw notFound();
  const from = current.status as OrderStatus;
  if (canTransition(from, to, actor.type) && !isStateCallMove(from, to, actor.type)) throw reattemptNeedsADay();
  if (!canTransition(from, to, actor.type)) {
    throw new AppError(
      'failed_precondition',
      serverText(ORDER_ERROR_SENTENCES.cannotBecome, { from: ORDER_STATUS_LABELS[from], to: ORDER_STATUS_LABELS[to] }),
      {
        details: { from, to },
      },
    );
  }
  await db.transaction(async (tx) => {
    const failed = to === 'delivery_failed';
    const updated = await q.moveOrder(tx, accountId, id, from, to);
    if (!updated) throw changedMeanwhile();
    await q.insertEvent(tx, eventRow(accountId, id, from, to, actor, reason));
    await announceMove(db, tx, { accountId, orderId: id, from, to });
    if (to === 'cancelled' && current.returnOfOrderId) await q.releaseCancelledReturn(tx, accountId, id);
    if (failed && updated.failedAttempts >= 2) {
      const next = await holdOrReturn(tx, accountId, id, updated.failedAttempts);
      if (next) await announceMove(db, tx, { accountId, orderId: id, from: to, to: next });
    }
    await alongside?.(tx);
  });
  return getOrder(db, accountId, id);
}

/**
 * A merchant sends a held order out again only with a day (PUT /quiqdash/orders/reattempt/{ids},
 * decision 020); the state call carries no day, so it cannot do it.
 */
const reattemptNeedsADay = () =>
  new AppError('failed_precondition', ORDER_ERROR_MESSAGES.reattemptNeedsADay, {
    details: { from: 'on_hold', to: 'out_for_delivery' },
  });

/**
 * After a failed delivery the system decides what comes next by the number of
 * failed attempts (the lifecycle, docs/guide/orders-and-bulk-upload.md): the first waits for tomorrow's
 * re-dispatch, the second holds the order 72 h for the merchant, the third
 * returns it. It applies whoever records the failure, the courier through the
 * webhook or operations staff through the state call, in the same transaction.
 */
async function holdOrReturn(tx: DbOrTx, accountId: string, id: string, failedAttempts: number) {
  const next = afterFailedAttempt(failedAttempts);
  if (next === 'out_for_delivery') return null;
  await q.holdOrReturnOrder(tx, accountId, id, next);
  const reason = serverText(
    next === 'on_hold' ? HISTORY_SENTENCES.secondFailedAttempt : HISTORY_SENTENCES.thirdFailedAttempt,
  );
  // clock_timestamp(), not the transaction's now(): the history lists this event after the failure.
  await q.insertLaterEvent(tx, eventRow(accountId, id, 'delivery_failed', next, SYSTEM, reason));
  return next;
}

/** PUT /quiqdash/orders/state/{ids}/{state}: each order answered on its own. */
export async function changeStates(
  db: Db,
  accountId: string,
  ids: string[],
  to: OrderStatus,
  actor: ActorRef,
  reason?: string,
): Promise<StateChangeResult[]> {
  const results: StateChangeResult[] = [];
  for (const id of ids) {
    try {
      results.push({ id, status: 'OK', order: await transitionOrder(db, accountId, id, to, actor, reason) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, status: 'FAILED', error: { code: error.code, message: error.message } });
    }
  }
  return results;
}

/** The state call of a member: the history names them. */
export async function changeStatesBy(
  db: Db,
  who: Actor,
  ids: string[],
  to: OrderStatus,
  reason?: string,
): Promise<StateChangeResult[]> {
  const actor = await historyActorOf(db, who);
  return changeStates(db, who.accountId, ids, to, actor, reason);
}
