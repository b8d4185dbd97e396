import {
  type Actor,
  englishOf,
  MESSAGES,
  ORDER_ERROR_MESSAGES,
  type Order,
  type OrderItemInputSchema,
  type OrderStatus,
  type ServerText,
  textOf,
} from '@sameday/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { Actor as DomainActor } from '../../../platform/actor';
import { randomChars, randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { isOrderSubmissionBlocked, userFullName } from '../../identity';
import * as q from '../queries';

export type ItemInput = z.output<typeof OrderItemInputSchema>;
/** Who acts; a name the server writes (the recipient, Sameday operations) also by id in `nameText` (decision 053). */
export type ActorRef = { type: Actor; id: string; name: string; nameText?: ServerText };

/** The system's own moves (after a failed attempt). */
export const SYSTEM: ActorRef = { type: 'system', id: 'system', name: 'Sameday' };

const ORDER_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** "SD" and ten Crockford base32 characters: short enough to read out on the phone. */
export function newOrderId(): string {
  return `SD${randomChars(ORDER_ID_ALPHABET, 10)}`;
}

export const notFound = () => new AppError('not_found', ORDER_ERROR_MESSAGES.notFound);
export const changedMeanwhile = () => new AppError('aborted', ORDER_ERROR_MESSAGES.changedMeanwhile);

/**
 * An order row and its items as the contract's `Order`, field by field: nothing else a row holds
 * (a stored address's other keys, a proof's delivery code) is in it, so the orders list sends it
 * without the response schema's check (docs/decisions/047).
 */
export function toOrder(
  row: Omit<q.ListedOrder, 'cursorAt' | 'items' | 'exportedAt' | 'plan' | 'hasStoredProof'>,
  items: readonly q.ListedItem[],
  shown?: Pick<Order, 'courier' | 'collectionWindow' | 'exportedAt'>,
): Order {
  const pickup = row.pickup as Order['pickup'];
  const dropoff = row.dropoff as Order['dropoff'];
  const fields = {
    id: row.id,
    accountId: row.accountId,
    status: row.status as OrderStatus,
    type: 'partner_sameday',
    pickup: {
      kind: 'pickup',
      locationId: pickup.locationId,
      locationName: pickup.locationName,
      contactName: pickup.contactName,
      phone: pickup.phone,
      addressLine1: pickup.addressLine1,
      addressLine2: pickup.addressLine2,
      apartmentNumber: pickup.apartmentNumber,
      area: pickup.area,
      emirate: pickup.emirate,
    },
    dropoff: {
      kind: 'dropoff',
      name: dropoff.name,
      phone: dropoff.phone,
      addressLine1: dropoff.addressLine1,
      addressLine2: dropoff.addressLine2,
      apartmentNumber: dropoff.apartmentNumber,
      area: dropoff.area,
      emirate: dropoff.emirate,
      latitude: dropoff.latitude,
      longitude: dropoff.longitude,
      notes: dropoff.notes,
      // Only notes the server wrote have an id: a person's own have none, and answer no field.
      ...(dropoff.notesText ? { notesText: dropoff.notesText } : {}),
      // Orders placed before the recipient's email existed have none.
      email: dropoff.email ?? '',
    },
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      weightKg: item.weightGrams / 1000,
      barcode: item.barcode,
    })),
    payment: { mode: row.paymentMode as 'prepaid' | 'cod', codAmountFils: row.codAmountFils },
    serviceKind: row.serviceKind as Order['serviceKind'],
    serviceDate: row.serviceDate,
    scheduledDate: row.scheduledDate,
    partnerOrderId: row.partnerOrderId,
    priceFils: row.priceFils,
    failedAttempts: row.failedAttempts,
    onHoldUntil: row.onHoldUntil?.toISOString() ?? null,
    returnOfOrderId: row.returnOfOrderId ?? null,
    returnOrderId: row.returnOrderId ?? null,
    tags: row.tags ?? [],
    longestSideCm: row.longestSideCm ?? null,
    // The delivery code stays the recipient's: the merchant sees the photo and the signature.
    proof:
      row.proof?.photoUrl || row.proof?.signatureUrl
        ? { photoUrl: row.proof.photoUrl ?? null, signatureUrl: row.proof.signatureUrl ?? null }
        : null,
  } satisfies Omit<Order, 'courier' | 'collectionWindow' | 'exportedAt' | 'createdBy' | 'createdAt' | 'updatedAt'>;
  const order = fields as Order;
  // The list's own fields in their place among the contract's, before who placed it and when:
  // the list is sent as written (decision 047), the order alone through the schema.
  if (shown) {
    order.courier = shown.courier;
    order.collectionWindow = shown.collectionWindow;
    order.exportedAt = shown.exportedAt;
  }
  order.createdBy = row.createdBy;
  order.createdAt = row.createdAt.toISOString();
  order.updatedAt = row.updatedAt.toISOString();
  return order;
}

/** The orders of the rows, their items read in one query. */
export async function withItems(db: DbOrTx, rows: q.OrderRow[]): Promise<Order[]> {
  const items = await q.findItemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrder(row, items.get(row.id) ?? []));
}

/** Who acts, as the history names them: an admin or the merchant, by the user's name. */
export async function historyActorOf(db: DbOrTx, who: DomainActor): Promise<ActorRef> {
  const fullName = await userFullName(db, who.userId);
  return {
    type: who.roles.includes('admin') ? 'admin' : 'merchant',
    id: String(who.userId),
    name: fullName ?? 'Merchant',
  };
}

/** An account blocked by finance (overdue invoices) places no orders, one by one or in bulk. */
export async function assertMayPlaceOrders(db: DbOrTx, accountId: string) {
  if (await isOrderSubmissionBlocked(db, accountId))
    throw new AppError('failed_precondition', MESSAGES.accountBlocked, { details: { reason: 'account_blocked' } });
}

export function itemRows(orderId: string, accountId: string, items: ItemInput[], offset = 0) {
  return items.map((item, index) => ({
    id: randomId('itm'),
    orderId,
    accountId,
    name: item.name,
    quantity: item.quantity,
    weightGrams: Math.round(item.weightKg * 1000),
    barcode: item.barcode || null,
    position: offset + index,
  }));
}

export const eventRow = (
  accountId: string,
  orderId: string,
  from: string | null,
  to: string,
  actor: ActorRef,
  reason?: string | ServerText | null,
) => ({
  id: randomId('evt'),
  orderId,
  accountId,
  fromStatus: from,
  toStatus: to,
  ...historyTexts(reason ?? null, actor),
  actor: actor.type,
});

/**
 * A history line's reason and actor name: the English as before, and beside each its id and
 * values when the server wrote it from a template (decision 053); a person's own words have none.
 */
export const historyTexts = (reason: string | ServerText | null, actor: Pick<ActorRef, 'name' | 'nameText'>) => ({
  reason: englishOf(reason),
  reasonText: textOf(reason),
  actorName: actor.nameText ? englishOf(actor.nameText) : actor.name,
  actorNameText: actor.nameText ?? null,
});
