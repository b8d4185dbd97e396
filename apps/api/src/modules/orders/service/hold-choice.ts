import {
  canTransition,
  dubaiClock,
  formatServiceDate,
  HISTORY_SENTENCES,
  latestScheduleDate,
  ORDER_ERROR_MESSAGES,
  ORDER_ERROR_SENTENCES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  reattemptDays,
  SCHEDULE_MESSAGES,
  SCHEDULE_TEXTS,
  type StateChangeResult,
  serverText,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError, invalidArgument } from '../../../platform/errors';
import { getPreferences } from '../../preferences';
import * as q from '../queries';
import { announceMove } from './change-state';
import { getOrder } from './find-orders';
import { type ActorRef, eventRow, historyActorOf, notFound } from './shared';

/**
 * The merchant's choice for an order held after its second failed delivery (the lifecycle,
 * docs/guide/orders-and-bulk-upload.md; docs/decisions/020): deliver it again on a chosen day, or return it. Each
 * order is answered on its own, like the state call (decision 007): some may have left the
 * hold meanwhile. Asking again for what already happened answers it again and records
 * nothing twice, so a retried request is harmless.
 */
type Choice =
  | { kind: 'reattempt'; deliveryDate: string; earliestOf: (row: q.OrderRow) => string }
  | { kind: 'return'; reason?: string };

const TARGET: Record<Choice['kind'], OrderStatus> = { reattempt: 'out_for_delivery', return: 'return_to_origin' };

const notHeld = (id: string, status: OrderStatus, choice: Choice['kind']) =>
  new AppError(
    'failed_precondition',
    serverText(
      choice === 'reattempt' ? ORDER_ERROR_SENTENCES.notHeldToReattempt : ORDER_ERROR_SENTENCES.notHeldToReturn,
      {
        order: id,
        status: ORDER_STATUS_LABELS[status],
      },
    ),
    { details: { status } },
  );

/** PUT /quiqdash/orders/reattempt/{ids}: out for delivery again on `deliveryDate`. */
export async function reattemptOrders(
  db: Db,
  who: Actor,
  ids: string[],
  deliveryDate: string,
): Promise<StateChangeResult[]> {
  const now = db.hub.clock();
  // Days no order could take are the request's fault; a day too early for one order's service is that order's.
  if (deliveryDate < dubaiClock(now).date)
    throw invalidArgument([{ field: 'deliveryDate', message: ORDER_ERROR_MESSAGES.dayFromToday }]);
  if (deliveryDate > latestScheduleDate(now))
    throw invalidArgument([{ field: 'deliveryDate', message: SCHEDULE_MESSAGES.tooLate }]);
  const cutOffs = await getPreferences(db, who.accountId);
  const earliestOf = (row: q.OrderRow) =>
    reattemptDays(
      {
        serviceKind: row.serviceKind as Parameters<typeof reattemptDays>[0]['serviceKind'],
        dropoff: row.dropoff as { emirate: string },
        pickup: row.pickup as { emirate: string },
      },
      now,
      cutOffs,
    ).earliest;
  return chooseForHeldOrders(db, who, ids, { kind: 'reattempt', deliveryDate, earliestOf });
}

/** PUT /quiqdash/orders/return/{ids}: back to the pickup address. */
export function returnHeldOrders(db: Db, who: Actor, ids: string[], reason?: string) {
  return chooseForHeldOrders(db, who, ids, { kind: 'return', reason });
}

const heldForReview = (id: string) =>
  new AppError('failed_precondition', serverText(ORDER_ERROR_SENTENCES.heldForReview, { order: id }), {
    details: { status: 'on_hold', heldForReview: true },
  });

async function chooseForHeldOrders(db: Db, who: Actor, ids: string[], choice: Choice): Promise<StateChangeResult[]> {
  const actor = await historyActorOf(db, who);
  const results: StateChangeResult[] = [];
  for (const id of ids) {
    try {
      await db.transaction(async (tx) => {
        const moved = await applyChoice(tx, who.accountId, id, choice, actor);
        if (moved) await announceMove(db, tx, { accountId: who.accountId, orderId: id, from: 'on_hold', to: moved });
      });
      results.push({ id, status: 'OK', order: await getOrder(db, who.accountId, id) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, status: 'FAILED', error: { code: error.code, message: error.message } });
    }
  }
  return results;
}

/**
 * One order's move, on its row locked until the transaction ends: two choices of one order wait for each other.
 * Answers the state it moved the order to, or null when this very choice was already made.
 */
async function applyChoice(
  tx: DbOrTx,
  accountId: string,
  id: string,
  choice: Choice,
  actor: ActorRef,
): Promise<OrderStatus | null> {
  const row = await q.lockOrderRow(tx, accountId, id);
  if (!row) throw notFound();
  const status = row.status as OrderStatus;
  const to = TARGET[choice.kind];
  if (status !== 'on_hold') {
    if (await isAlreadyChosen(tx, accountId, row, choice)) return null;
    throw notHeld(id, status, choice.kind);
  }
  if (!canTransition('on_hold', to, actor.type)) throw notHeld(id, status, choice.kind);
  // Held for review as it was placed (a dispatcher rule, decision 041): it never left; operations release it.
  if (actor.type === 'merchant' && (await q.findLatestEvent(tx, accountId, id))?.fromStatus === 'pending')
    throw heldForReview(id);
  if (choice.kind === 'return') {
    await q.moveOrder(tx, accountId, id, 'on_hold', to);
    await q.insertEvent(
      tx,
      eventRow(accountId, id, 'on_hold', to, actor, choice.reason || serverText(HISTORY_SENTENCES.returnChosen)),
    );
    return to;
  }
  const earliest = choice.earliestOf(row);
  if (choice.deliveryDate < earliest)
    throw new AppError('invalid_argument', SCHEDULE_TEXTS.tooEarly(earliest).text, { details: { earliest } });
  await q.reattemptHeldOrder(tx, accountId, id, choice.deliveryDate);
  const reason = serverText(HISTORY_SENTENCES.reattemptChosen, { date: formatServiceDate(choice.deliveryDate) });
  await q.insertEvent(tx, eventRow(accountId, id, 'on_hold', to, actor, reason));
  return to;
}

/** The order already left the hold by this very choice (a retry, or a teammate's same click): nothing to do. */
async function isAlreadyChosen(tx: DbOrTx, accountId: string, row: q.OrderRow, choice: Choice) {
  if (row.status !== TARGET[choice.kind]) return false;
  if (choice.kind === 'reattempt' && row.serviceDate !== choice.deliveryDate) return false;
  const last = await q.findLatestEvent(tx, accountId, row.id);
  return last?.fromStatus === 'on_hold' && last.toStatus === row.status;
}
