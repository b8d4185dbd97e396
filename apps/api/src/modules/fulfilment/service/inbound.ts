import {
  FULFILMENT_MESSAGES,
  type InboundInputSchema,
  type InboundList,
  type InboundListQuerySchema,
  type InboundReceiveSchema,
  type InboundShipment,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { AppError, invalidArgument } from '../../../platform/errors';
import { recordStaffAction } from '../../audit';
import * as q from '../queries';
import { type Actor, assertFulfilmentAccount, groupBy, iso, notFound, offsetOf } from './shared';
import { reserveAwaiting } from './stock';

/** Products (not bundles) of the account by SKU; unknown SKUs are field errors under `field`. */
async function stockedProducts(db: DbOrTx, accountId: string, skus: readonly string[], field: string) {
  const found = await q.findProductsBySkus(db, accountId, skus);
  const bySku = new Map(found.filter((p) => !p.isBundle).map((p) => [p.sku, p]));
  const errors = skus.flatMap((sku, index) =>
    bySku.has(sku) ? [] : [{ field: `${field}.${index}.sku`, message: FULFILMENT_MESSAGES.unknownSku }],
  );
  if (errors.length > 0) throw invalidArgument(errors, errors[0]?.message);
  return bySku;
}

export async function announceInbound(
  db: Db,
  accountId: string,
  actor: Actor,
  input: z.output<typeof InboundInputSchema>,
): Promise<InboundShipment> {
  await assertFulfilmentAccount(db, accountId);
  const id = randomId('inb');
  await db.transaction(async (tx) => {
    const products = await stockedProducts(
      tx,
      accountId,
      input.lines.map((l) => l.sku),
      'lines',
    );
    await q.insertShipment(
      tx,
      {
        id,
        accountId,
        location: input.location,
        reference: input.reference ?? null,
        expectedDate: input.expectedDate,
        state: 'announced',
        createdByUserId: actor.userId,
        createdByName: actor.name,
      },
      input.lines.map((l) => ({ productId: (products.get(l.sku) as q.ProductRow).id, expectedQuantity: l.quantity })),
    );
  });
  return getInbound(db, accountId, id);
}

/**
 * Operations receive the shipment once: what arrived goes on hand (an inbound receipt
 * per SKU, in product order), differences from the announcement stay on the lines, and
 * the account's orders waiting for stock there are then reserved, oldest first.
 */
export async function receiveInbound(
  db: Db,
  actor: Actor & { userId: number },
  id: string,
  input: z.output<typeof InboundReceiveSchema>,
): Promise<InboundShipment> {
  const shipment = await db.transaction(async (tx) => {
    const current = await q.findShipment(tx, null, id);
    if (!current) throw notFound(FULFILMENT_MESSAGES.inboundNotFound);
    const marked = await q.markReceived(tx, id, {
      receivedByUserId: actor.userId,
      receivedByName: actor.name,
      note: input.note ?? null,
    });
    if (!marked) throw new AppError('failed_precondition', FULFILMENT_MESSAGES.alreadyReceived);
    const announced = await q.findShipmentLines(tx, [id]);
    const counted = await stockedProducts(
      tx,
      current.accountId,
      input.lines.map((l) => l.sku),
      'lines',
    );
    const received = new Map(input.lines.map((l) => [(counted.get(l.sku) as q.ProductRow).id, l.receivedQuantity]));
    const productIds = [...new Set([...announced.map((l) => l.productId), ...received.keys()])].sort();
    const lines = productIds.map((productId) => ({
      productId,
      expectedQuantity: announced.find((l) => l.productId === productId)?.expectedQuantity ?? 0,
      receivedQuantity: received.get(productId) ?? 0,
    }));
    await q.setReceivedQuantities(tx, id, lines);
    const arrived = lines.filter((l) => l.receivedQuantity > 0);
    for (const line of arrived) await q.changeStock(tx, line.productId, current.location, line.receivedQuantity, 0);
    await q.insertMovements(
      tx,
      arrived.map((line) => ({
        accountId: current.accountId,
        productId: line.productId,
        location: current.location,
        kind: 'inbound_receipt',
        onHandDelta: line.receivedQuantity,
        reservedDelta: 0,
        inboundShipmentId: id,
        actorUserId: actor.userId,
        actorName: actor.name,
      })),
    );
    const skuOf = new Map([...counted.values()].map((product) => [product.id, product.sku]));
    await recordStaffAction(tx, {
      actorUserId: actor.userId,
      action: 'fulfilment.inbound_received',
      targetType: 'inbound_shipment',
      targetId: id,
      accountId: current.accountId,
      before: { state: current.state },
      after: {
        state: 'received',
        location: current.location,
        lines: lines.map((line) => ({ ...line, sku: skuOf.get(line.productId) ?? null })),
        note: input.note ?? null,
      },
    });
    return current;
  });
  await reserveAwaiting(db, shipment.accountId, shipment.location, actor);
  return getInbound(db, null, id);
}

export async function getInbound(db: DbOrTx, accountId: string | null, id: string): Promise<InboundShipment> {
  const row = await q.findShipment(db, accountId, id);
  if (!row) throw notFound(FULFILMENT_MESSAGES.inboundNotFound);
  const [shown] = await toShipments(db, [row]);
  return shown as InboundShipment;
}

async function toShipments(db: DbOrTx, rows: readonly q.InboundRow[]): Promise<InboundShipment[]> {
  const lines = groupBy(
    await q.findShipmentLines(
      db,
      rows.map((r) => r.id),
    ),
    (l) => l.shipmentId,
  );
  return rows.map((row) => {
    const shown = (lines.get(row.id) ?? []).map((l) => ({
      sku: l.sku,
      productName: l.name,
      expectedQuantity: l.expectedQuantity,
      receivedQuantity: l.receivedQuantity,
      difference: l.receivedQuantity === null ? null : l.receivedQuantity - l.expectedQuantity,
    }));
    return {
      id: row.id,
      accountId: row.accountId,
      location: row.location as InboundShipment['location'],
      reference: row.reference,
      expectedDate: row.expectedDate,
      state: row.state as InboundShipment['state'],
      lines: shown,
      note: row.note,
      hasDifferences: shown.some((l) => l.difference !== null && l.difference !== 0),
      createdBy: { id: row.createdByUserId === null ? null : String(row.createdByUserId), name: row.createdByName },
      receivedBy:
        row.receivedByName === null
          ? null
          : { id: row.receivedByUserId === null ? null : String(row.receivedByUserId), name: row.receivedByName },
      receivedAt: iso(row.receivedAt),
      createdAt: iso(row.createdAt) as string,
    };
  });
}

export async function listInbound(
  db: DbOrTx,
  accountId: string | null,
  query: z.output<typeof InboundListQuerySchema>,
): Promise<InboundList> {
  const { rows, total } = await q.findShipmentPage(db, accountId, {
    state: query.state,
    limit: query.limit,
    offset: offsetOf(query),
  });
  return { shipments: await toShipments(db, rows), total, page: query.page, limit: query.limit };
}
