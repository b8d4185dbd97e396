import {
  HISTORY_SENTENCES,
  isEditable,
  ORDER_ERROR_MESSAGES,
  ORDER_FIELD_MESSAGES,
  ORDER_MAX_ITEMS,
  type Order,
  type OrderStatus,
  quoteOrder,
  type ServerText,
  serverText,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError, invalidArgument } from '../../../platform/errors';
import { getPricingModel } from '../../pricing';
import * as q from '../queries';
import { getOrderDetails } from './find-orders';
import {
  type ActorRef,
  changedMeanwhile,
  eventRow,
  historyActorOf,
  type ItemInput,
  itemRows,
  notFound,
} from './shared';

const describeItems = (items: { quantity: number; name: string }[]) =>
  items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

/** Adds parcels to an order before collection; the price is worked out again and the change recorded. */
export async function addParcels(db: Db, who: Actor, id: string, items: ItemInput[]): Promise<Order> {
  const actor = await historyActorOf(db, who);
  await db.transaction(async (tx) => {
    const current = await editableForParcels(tx, who.accountId, id);
    const existing = (await q.findItemsOf(tx, [id])).get(id) ?? [];
    if (existing.length + items.length > ORDER_MAX_ITEMS)
      throw invalidArgument([{ field: 'items', message: ORDER_FIELD_MESSAGES.tooManyItems }]);
    await q.addItems(tx, itemRows(id, who.accountId, items, existing.length));
    await repriceAfterParcels(
      tx,
      who.accountId,
      current,
      actor,
      serverText(HISTORY_SENTENCES.parcelsAdded, { items: describeItems(items) }),
    );
  });
  return getOrderDetails(db, who.accountId, id);
}

/** Removes one parcel before collection (an order keeps at least one); reprices and records it. */
export async function removeParcel(db: Db, who: Actor, id: string, parcelId: string): Promise<Order> {
  const actor = await historyActorOf(db, who);
  await db.transaction(async (tx) => {
    const current = await editableForParcels(tx, who.accountId, id);
    const existing = (await q.findItemsOf(tx, [id])).get(id) ?? [];
    const parcel = existing.find((item) => item.id === parcelId);
    if (!parcel) throw new AppError('not_found', ORDER_ERROR_MESSAGES.parcelNotFound);
    if (existing.length === 1) throw new AppError('failed_precondition', ORDER_ERROR_MESSAGES.lastParcel);
    await q.deleteItem(tx, id, parcelId);
    await repriceAfterParcels(
      tx,
      who.accountId,
      current,
      actor,
      serverText(HISTORY_SENTENCES.parcelRemoved, { items: describeItems([parcel]) }),
    );
  });
  return getOrderDetails(db, who.accountId, id);
}

/** The order, locked for this transaction, while its parcels may still change. */
async function editableForParcels(tx: DbOrTx, accountId: string, id: string): Promise<q.OrderRow> {
  const current = await q.lockOrderRow(tx, accountId, id);
  if (!current) throw notFound();
  if (!isEditable(current.status as OrderStatus))
    throw new AppError('failed_precondition', ORDER_ERROR_MESSAGES.parcelsLocked);
  return current;
}

/**
 * Prices the order again from its items and records the change. The update
 * checks the status read before, so a courier's collection meanwhile wins.
 */
async function repriceAfterParcels(
  tx: DbOrTx,
  accountId: string,
  row: q.OrderRow,
  actor: ActorRef,
  reason: ServerText,
) {
  const items = (await q.findItemsOf(tx, [row.id])).get(row.id) ?? [];
  const quote = quoteOrder(await getPricingModel(tx, accountId), {
    serviceKind: row.serviceKind as Order['serviceKind'],
    destinationEmirate: String((row.dropoff as { emirate: string }).emirate),
    items: items.map((item) => ({ quantity: item.quantity, weightKg: item.weightGrams / 1000 })),
    isCashOnDelivery: row.paymentMode === 'cod',
  });
  const updated = await q.updatePrice(tx, accountId, row, quote?.totalFils ?? row.priceFils);
  if (!updated) throw changedMeanwhile();
  await q.insertEvent(tx, eventRow(accountId, row.id, row.status, row.status, actor, reason));
}
