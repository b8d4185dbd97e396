import {
  type FieldError,
  FULFILMENT_CANCELLABLE_STATES,
  FULFILMENT_EDITABLE_STATES,
  FULFILMENT_MESSAGES,
  FULFILMENT_ORDER_STATES,
  type FulfilmentOrder,
  type FulfilmentOrderInput,
  type FulfilmentOrderList,
  type FulfilmentOrderListQuerySchema,
  type FulfilmentOrderPatchSchema,
  type FulfilmentOrderSchema,
  STOCK_MOVEMENT_MESSAGES,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { AppError, invalidArgument } from '../../../platform/errors';
import { getOrders } from '../../orders';
import * as q from '../queries';
import { type Actor, assertFulfilmentAccount, groupBy, iso, notFound, offsetOf } from './shared';
import { releaseAll, reserveAll, reserveAwaiting, tryReserve } from './stock';

type OrderInput = z.output<typeof import('@sameday/contract').FulfilmentOrderInputSchema>;
type Line = { sku: string; quantity: number };

/** The lines' SKUs, each a live product or bundle of the account. */
async function resolveLines(db: DbOrTx, accountId: string, lines: readonly Line[]) {
  const found = await q.findProductsBySkus(
    db,
    accountId,
    lines.map((l) => l.sku),
  );
  const bySku = new Map(found.map((p) => [p.sku, p]));
  const errors = lines.flatMap((line, index): FieldError[] => {
    const product = bySku.get(line.sku);
    const field = `lines.${index}.sku`;
    if (!product) return [{ field, message: FULFILMENT_MESSAGES.unknownSku }];
    if (product.archived) return [{ field, message: FULFILMENT_MESSAGES.archivedProduct }];
    return [];
  });
  if (errors.length > 0) throw invalidArgument(errors, errors[0]?.message);
  return lines.map((l) => ({ productId: (bySku.get(l.sku) as q.ProductRow).id, quantity: l.quantity }));
}

/**
 * Creates the order and reserves its stock at once; without enough stock it waits
 * ("awaiting stock"). From the internal path an `externalId` makes a retry answer the first order.
 */
export async function createFulfilmentOrder(
  db: Db,
  accountId: string,
  actor: Actor,
  input: OrderInput,
  origin: { source: 'dashboard' | 'internal'; externalId?: string | null },
): Promise<FulfilmentOrder> {
  await assertFulfilmentAccount(db, accountId);
  if (origin.externalId) {
    const existing = await q.findOrderByExternalId(db, accountId, origin.externalId);
    if (existing) return getFulfilmentOrder(db, accountId, existing.id);
  }
  const id = randomId('ffo');
  const created = await db.transaction(async (tx) => {
    const lines = await resolveLines(tx, accountId, input.lines);
    const row = await q.insertOrder(tx, {
      id,
      accountId,
      state: 'new',
      location: input.location,
      reference: input.reference ?? null,
      source: origin.source,
      externalId: origin.externalId ?? null,
      recipient: input.recipient,
      serviceKind: input.serviceKind,
      paymentMode: input.payment.mode,
      codAmountFils: input.payment.codAmountFils,
    });
    if (row) await q.insertLines(tx, id, lines);
    return row;
  });
  if (!created && origin.externalId) {
    const existing = await q.findOrderByExternalId(db, accountId, origin.externalId);
    if (existing) return getFulfilmentOrder(db, accountId, existing.id);
  }
  await tryReserve(db, id, actor);
  return getFulfilmentOrder(db, accountId, id);
}

/** Lines and recipient change until picking starts; new lines are reserved again, all or nothing. */
export async function patchFulfilmentOrder(
  db: Db,
  accountId: string,
  id: string,
  actor: Actor,
  patch: z.output<typeof FulfilmentOrderPatchSchema>,
): Promise<FulfilmentOrder> {
  const freed = await db.transaction(async (tx) => {
    const current = await q.findOrder(tx, accountId, id);
    if (!current) throw notFound(FULFILMENT_MESSAGES.orderNotFound);
    const order = await q.lockOrderIn(tx, id, FULFILMENT_EDITABLE_STATES);
    if (!order) throw new AppError('failed_precondition', FULFILMENT_MESSAGES.notEditable);
    if (patch.recipient) await q.updateOrder(tx, id, { recipient: patch.recipient });
    if (!patch.lines) return false;
    const lines = await resolveLines(tx, accountId, patch.lines);
    const released = await releaseAll(tx, order, actor, 'release', STOCK_MOVEMENT_MESSAGES.orderChanged);
    await q.insertLines(tx, id, lines);
    const reserved = await reserveAll(tx, order, actor);
    await q.updateOrder(tx, id, { state: reserved ? 'reserved' : 'awaiting_stock' });
    return released;
  });
  if (freed) await reserveAwaiting(db, accountId, (await q.findOrder(db, accountId, id))?.location ?? 'dubai', actor);
  return getFulfilmentOrder(db, accountId, id);
}

/** Cancels the order and gives its stock back; waiting orders may then be reserved. */
export async function cancelFulfilmentOrder(
  db: Db,
  accountId: string | null,
  id: string,
  actor: Actor,
): Promise<FulfilmentOrder> {
  const order = await db.transaction(async (tx) => {
    const current = await q.findOrder(tx, accountId, id);
    if (!current) throw notFound(FULFILMENT_MESSAGES.orderNotFound);
    const locked = await q.lockOrderIn(tx, id, FULFILMENT_CANCELLABLE_STATES);
    if (!locked) throw new AppError('failed_precondition', FULFILMENT_MESSAGES.notCancellable);
    await releaseAll(tx, locked, actor, 'release', STOCK_MOVEMENT_MESSAGES.orderCancelled);
    await q.updateOrder(tx, id, { state: 'cancelled' });
    return locked;
  });
  await reserveAwaiting(db, order.accountId, order.location, actor);
  return getFulfilmentOrder(db, order.accountId, id);
}

export async function getFulfilmentOrder(db: DbOrTx, accountId: string | null, id: string): Promise<FulfilmentOrder> {
  const row = await q.findOrder(db, accountId, id);
  if (!row) throw notFound(FULFILMENT_MESSAGES.orderNotFound);
  const [order] = await toOrders(db, [row]);
  return order as FulfilmentOrder;
}

/**
 * A handed-over order whose delivery order was delivered is delivered: the state is
 * brought along when the order is read (one conditional update, once).
 */
async function withDelivered(db: DbOrTx, rows: readonly q.FulfilmentOrderRow[]) {
  const handed = rows.filter((row) => row.state === 'handed_over' && row.deliveryOrderId);
  if (handed.length === 0) return rows;
  const delivered = new Set<string>();
  for (const [accountId, group] of groupBy(handed, (row) => row.accountId)) {
    const deliveries = await getOrders(
      db,
      accountId,
      group.map((row) => row.deliveryOrderId as string),
    ).catch(() => []);
    for (const delivery of deliveries) if (delivery.status === 'delivery_complete') delivered.add(delivery.id);
  }
  const out: q.FulfilmentOrderRow[] = [];
  for (const row of rows) {
    if (row.deliveryOrderId && delivered.has(row.deliveryOrderId)) {
      out.push((await q.moveOrder(db, row.id, ['handed_over'], 'delivered')) ?? { ...row, state: 'delivered' });
    } else out.push(row);
  }
  return out;
}

export async function toOrders(db: DbOrTx, stored: readonly q.FulfilmentOrderRow[]): Promise<FulfilmentOrder[]> {
  const rows = await withDelivered(db, stored);
  const lines = groupBy(
    await q.findLines(
      db,
      rows.map((r) => r.id),
    ),
    (l) => l.orderId,
  );
  return rows.map((row) => ({
    id: row.id,
    accountId: row.accountId,
    state: row.state as FulfilmentOrder['state'],
    location: row.location as FulfilmentOrder['location'],
    reference: row.reference,
    source: row.source as FulfilmentOrder['source'],
    lines: (lines.get(row.id) ?? []).map((l) => ({
      sku: l.sku,
      productName: l.name,
      quantity: l.quantity,
      isBundle: l.isBundle,
    })),
    recipient: row.recipient as z.infer<typeof FulfilmentOrderSchema>['recipient'],
    serviceKind: row.serviceKind as FulfilmentOrder['serviceKind'],
    payment: { mode: row.paymentMode as 'prepaid' | 'cod', codAmountFils: row.codAmountFils },
    deliveryOrderId: row.deliveryOrderId,
    createdAt: iso(row.createdAt) as string,
    updatedAt: iso(row.updatedAt) as string,
  }));
}

export async function listFulfilmentOrders(
  db: DbOrTx,
  accountId: string | null,
  query: z.output<typeof FulfilmentOrderListQuerySchema>,
): Promise<FulfilmentOrderList> {
  const { rows, total, counts } = await q.findOrderPage(db, accountId, {
    q: query.q,
    state: query.state,
    limit: query.limit,
    offset: offsetOf(query),
  });
  const byState = Object.fromEntries(
    FULFILMENT_ORDER_STATES.map((state) => [state, 0]),
  ) as FulfilmentOrderList['counts'];
  for (const { state, total: n } of counts) if (state in byState) byState[state as keyof typeof byState] = n;
  return { orders: await toOrders(db, rows), total, page: query.page, limit: query.limit, counts: byState };
}

export type { FulfilmentOrderInput };
