import {
  HISTORY_SENTENCES,
  isEditable,
  ORDER_ERROR_SENTENCES,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
  serverText,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import { getOrderDetails } from './find-orders';
import { type OrderInput, orderColumns, priceAndSchedule, referenceTaken, violates } from './planning';
import { changedMeanwhile, eventRow, historyActorOf, itemRows, notFound } from './shared';

/** Edits an order while it is pending or ready for collection; the price and day are worked out again. */
export async function updateOrder(db: Db, who: Actor, id: string, input: OrderInput): Promise<Order> {
  const current = await q.findOrderRow(db, who.accountId, id);
  if (!current) throw notFound();
  if (!isEditable(current.status as OrderStatus)) {
    throw new AppError(
      'failed_precondition',
      serverText(ORDER_ERROR_SENTENCES.noLongerEditable, {
        status: ORDER_STATUS_LABELS[current.status as OrderStatus],
      }),
    );
  }
  const planned = await priceAndSchedule(db, who, input);
  const actor = await historyActorOf(db, who);
  try {
    await db.transaction(async (tx) => {
      const updated = await q.updateOrderColumns(tx, who.accountId, id, current.status, orderColumns(input, planned));
      if (!updated) throw changedMeanwhile();
      await q.deleteItemsOf(tx, id);
      await q.addItems(tx, itemRows(id, who.accountId, input.items));
      await q.insertEvent(
        tx,
        eventRow(who.accountId, id, current.status, current.status, actor, serverText(HISTORY_SENTENCES.edited)),
      );
    });
  } catch (error) {
    if (violates(error, 'orders_account_reference_key')) throw referenceTaken();
    throw error;
  }
  return getOrderDetails(db, who.accountId, id);
}
