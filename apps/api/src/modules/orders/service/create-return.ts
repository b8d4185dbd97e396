import {
  englishOf,
  HISTORY_SENTENCES,
  ORDER_ERROR_MESSAGES,
  ORDER_ERROR_SENTENCES,
  ORDER_NOTE_SENTENCES,
  type Order,
  type OrderStatus,
  quoteOrder,
  RETURN_MESSAGES,
  type ServerText,
  serverText,
  serviceWindow,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { getPreferences } from '../../preferences';
import { getPricingModel } from '../../pricing';
import * as q from '../queries';
import { placeOrder } from './create-order';
import { assertMayPlaceOrders, historyActorOf, historyTexts, newOrderId, notFound, withItems } from './shared';

/** Who asks for the return, as the histories name them: the merchant's user, or `recipient`. */
export type ReturnActor = { type: string; name: string };
export type ReturnRequest = { reason?: string; actor: ReturnActor; now?: Date };
/** The return and whether this call placed it (false: the open return asked for before). */
export type ReturnPlaced = { order: Order; isNew: boolean };

/** A return travels as a next-day delivery: nothing about it is urgent, and every emirate has it. */
export const RETURN_SERVICE = 'next_day' as const;

const notDelivered = (status: OrderStatus) =>
  new AppError('failed_precondition', RETURN_MESSAGES.notDelivered, {
    details: { status, reason: 'not_delivered' },
  });

type Snapshot = Order['pickup'];
type Dropoff = Order['dropoff'];

/** The original's drop-off becomes the return's pickup; its pickup address the return's drop-off. */
function swapped(original: q.OrderRow) {
  const from = original.dropoff as Dropoff;
  const to = original.pickup as Snapshot;
  const pickup: Snapshot = {
    kind: 'pickup',
    locationId: to.locationId,
    locationName: null,
    contactName: from.name,
    phone: from.phone,
    addressLine1: from.addressLine1,
    addressLine2: from.addressLine2,
    apartmentNumber: from.apartmentNumber,
    area: from.area,
    emirate: from.emirate,
  };
  const note = serverText(ORDER_NOTE_SENTENCES.customerReturnOf, { order: original.id });
  const dropoff: Dropoff = {
    kind: 'dropoff',
    name: to.contactName,
    phone: to.phone,
    addressLine1: to.addressLine1,
    addressLine2: to.addressLine2,
    apartmentNumber: to.apartmentNumber,
    area: to.area,
    emirate: to.emirate as Dropoff['emirate'],
    latitude: null,
    longitude: null,
    notes: englishOf(note),
    notesText: note,
    // The merchant receives the return: no recipient mail.
    email: '',
  };
  return { pickup, dropoff };
}

/** The return's day and price: next-day service from the customer's emirate to the pickup's, prepaid. */
async function planReturn(db: Db, original: q.OrderRow, items: q.OrderItemRow[], now: Date) {
  const { pickup, dropoff } = swapped(original);
  const [cutOffs, model] = await Promise.all([
    getPreferences(db, original.accountId),
    getPricingModel(db, original.accountId),
  ]);
  const window = serviceWindow({
    now,
    kind: RETURN_SERVICE,
    destinationEmirate: dropoff.emirate,
    pickupEmirate: pickup.emirate,
    cutOffs,
    isFourHourEnabled: false,
  });
  const quote = quoteOrder(model, {
    serviceKind: RETURN_SERVICE,
    destinationEmirate: dropoff.emirate,
    items: items.map((item) => ({ quantity: item.quantity, weightKg: item.weightGrams / 1000 })),
    isCashOnDelivery: false,
  });
  if (!quote)
    throw new AppError(
      'failed_precondition',
      serverText(ORDER_ERROR_SENTENCES.noPriceForReturn, { emirate: dropoff.emirate }),
    );
  return { pickup, dropoff, serviceDate: window.serviceDate, priceFils: quote.totalFils };
}

/**
 * A customer return of a delivered order (docs/decisions/040): a new order from the
 * original's drop-off back to its pickup address, prepaid with no cash to collect, placed
 * like any other order (numbering, history, webhooks, the dispatcher). One return at a time:
 * the original's row is locked, and a second call answers the open return (`isNew` false)
 * instead of placing another, so a double click places one. The original's history names the
 * return, the return's history names the original.
 */
export async function createReturn(
  db: Db,
  accountId: string,
  originalId: string,
  request: ReturnRequest,
): Promise<ReturnPlaced> {
  await assertMayPlaceOrders(db, accountId);
  const found = await q.findOrderRow(db, accountId, originalId);
  if (!found) throw notFound();
  if (found.returnOfOrderId)
    throw new AppError('failed_precondition', RETURN_MESSAGES.isReturn, {
      details: { reason: 'is_return' },
    });
  if (found.status !== 'delivery_complete') throw notDelivered(found.status as OrderStatus);
  const items = (await q.findItemsOf(db, [found.id])).get(found.id) ?? [];
  const plan = await planReturn(db, found, items, request.now ?? db.hub.clock());
  const { actor } = request;
  const id = newOrderId();
  return db.transaction(async (tx) => {
    const original = await q.lockOrderRow(tx, accountId, originalId);
    if (!original) throw notFound();
    if (original.status !== 'delivery_complete') throw notDelivered(original.status as OrderStatus);
    const open = await q.findOpenReturn(tx, accountId, original.id);
    if (open) return { order: (await withItems(tx, [open]))[0] as Order, isNew: false };
    const byRecipient = actor.type === 'recipient';
    const reason = request.reason?.trim();
    const order = await placeOrder(db, tx, {
      row: {
        id,
        accountId,
        serviceKind: RETURN_SERVICE,
        serviceDate: plan.serviceDate,
        scheduledDate: null,
        partnerOrderId: null,
        pickupLocationId: original.pickupLocationId,
        pickup: plan.pickup,
        recipientName: plan.dropoff.name,
        recipientPhone: plan.dropoff.phone,
        dropoff: plan.dropoff,
        paymentMode: 'prepaid',
        codAmountFils: 0,
        priceFils: plan.priceFils,
        createdBy: byRecipient ? `${actor.name} (recipient)` : actor.name,
        returnOfOrderId: original.id,
      },
      items: items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        weightKg: item.weightGrams / 1000,
        barcode: item.barcode,
      })),
      event: historyLine(
        original,
        id,
        null,
        'pending',
        actor,
        reason
          ? serverText(HISTORY_SENTENCES.returnOfWithReason, { order: original.id, reason })
          : serverText(HISTORY_SENTENCES.returnOf, { order: original.id }),
      ),
    });
    if (!order) throw new AppError('aborted', ORDER_ERROR_MESSAGES.changedMeanwhile);
    await q.setReturnOrder(tx, accountId, original.id, id);
    const asked = byRecipient ? HISTORY_SENTENCES.returnRequestedByRecipient : HISTORY_SENTENCES.returnRequested;
    await q.insertEvent(
      tx,
      historyLine(original, original.id, original.status, original.status, actor, serverText(asked, { order: id })),
    );
    return { order, isNew: true };
  });
}

/** POST /quiqdash/orders/customer_return/{id}: the merchant's return, named in the histories by their user. */
export async function createReturnBy(db: Db, who: Actor, orderId: string, reason?: string): Promise<Order> {
  const actor = await historyActorOf(db, who);
  return (await createReturn(db, who.accountId, orderId, { actor, reason })).order;
}

function historyLine(
  original: q.OrderRow,
  orderId: string,
  from: string | null,
  to: string,
  actor: ReturnActor,
  reason: string | ServerText,
): q.NewEventRow {
  return {
    id: randomId('evt'),
    orderId,
    accountId: original.accountId,
    fromStatus: from,
    toStatus: to,
    ...historyTexts(reason, actor),
    actor: actor.type,
  };
}
