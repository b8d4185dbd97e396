import {
  englishOf,
  HELD_ORDER_MESSAGES,
  type HeldOrderList,
  type HeldOrderListQuerySchema,
  HISTORY_SENTENCES,
  type ReleaseHeldOrderSchema,
  serverText,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { recordStaffAction } from '../../audit';
import { userFullName } from '../../identity';
import * as q from '../queries';
import { announceMove } from './change-state';
import { eventRow, notFound } from './shared';

/** GET /admin/orders/held: operations' work list of orders the dispatcher's rules held at placement. */
export async function listReviewHolds(
  db: Db,
  query: z.output<typeof HeldOrderListQuerySchema>,
): Promise<HeldOrderList> {
  const { page, limit } = query;
  const { rows, total } = await q.findReviewHolds(db, query.accountId ?? null, limit, (page - 1) * limit);
  return {
    orders: rows.map((row) => ({
      ...row,
      emirate: row.emirate ?? '',
      area: row.area ?? '',
      placedAt: row.placedAt.toISOString(),
      heldAt: (row.heldAt ?? row.placedAt).toISOString(),
      reason: row.reason ?? '',
    })),
    total,
    page,
    limit,
  };
}

/**
 * POST /admin/orders/{id}/release: operations send a review hold on (on hold → pending), in one
 * transaction with its history line, its announcement (webhooks, shop tracking) and the audit
 * entry. Only a review hold: a failed delivery's hold is the merchant's choice (decision 020).
 */
export async function releaseReviewHold(
  db: Db,
  who: Actor,
  id: string,
  input: z.output<typeof ReleaseHeldOrderSchema>,
): Promise<{ id: string; status: 'pending' }> {
  const userName = await userFullName(db, who.userId);
  await db.transaction(async (tx) => {
    const row = await q.lockReviewHold(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'on_hold' || row.onHoldUntil !== null)
      throw new AppError('failed_precondition', HELD_ORDER_MESSAGES.notHeld, { details: { status: row.status } });
    const { accountId } = row;
    await q.moveOrder(tx, accountId, id, 'on_hold', 'pending');
    const reason = input.note
      ? serverText(HISTORY_SENTENCES.releasedWithNote, { note: input.note })
      : serverText(HISTORY_SENTENCES.released);
    const operations = serverText(HISTORY_SENTENCES.operationsActor);
    const actor = userName
      ? { type: 'admin' as const, id: String(who.userId), name: userName }
      : { type: 'admin' as const, id: String(who.userId), name: englishOf(operations), nameText: operations };
    await q.insertEvent(tx, eventRow(accountId, id, 'on_hold', 'pending', actor, reason));
    await announceMove(db, tx, { accountId, orderId: id, from: 'on_hold', to: 'pending' });
    await recordStaffAction(tx, {
      actorUserId: who.userId,
      action: 'order.hold_released',
      targetType: 'order',
      targetId: id,
      accountId,
      before: { status: 'on_hold' },
      after: { status: 'pending', note: input.note },
    });
  });
  return { id, status: 'pending' };
}
