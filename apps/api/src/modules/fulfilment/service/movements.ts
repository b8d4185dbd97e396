import {
  type AdjustmentInputSchema,
  FULFILMENT_MESSAGES,
  type InventoryItem,
  type MovementList,
  type MovementListQuerySchema,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { recordStaffAction } from '../../audit';
import * as q from '../queries';
import { getInventoryItem } from './products';
import { type Actor, iso, notFound, offsetOf } from './shared';
import { reserveAwaiting } from './stock';

export async function listMovements(
  db: DbOrTx,
  accountId: string,
  sku: string,
  query: z.output<typeof MovementListQuerySchema>,
): Promise<MovementList> {
  const product = await q.findProductBySku(db, accountId, sku);
  if (!product) throw notFound(FULFILMENT_MESSAGES.productNotFound);
  const { rows, total } = await q.findMovementPage(db, product.id, {
    limit: query.limit,
    offset: offsetOf(query),
    location: query.location,
  });
  return {
    movements: rows.map((row) => ({
      id: String(row.id),
      sku: product.sku,
      location: row.location as MovementList['movements'][number]['location'],
      kind: row.kind as MovementList['movements'][number]['kind'],
      onHandDelta: row.onHandDelta,
      reservedDelta: row.reservedDelta,
      reason: row.reason,
      fulfilmentOrderId: row.fulfilmentOrderId,
      inboundShipmentId: row.inboundShipmentId,
      actor: { id: row.actorUserId === null ? null : String(row.actorUserId), name: row.actorName },
      createdAt: iso(row.createdAt) as string,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** Operations correct on-hand stock (a count, damage, a return) with a reason; reserved stock stays covered. */
export async function adjustStock(
  db: Db,
  actor: Actor,
  sku: string,
  input: z.output<typeof AdjustmentInputSchema>,
): Promise<InventoryItem> {
  await db.transaction(async (tx) => {
    const product = await q.findProductBySku(tx, input.accountId, sku);
    if (!product || product.isBundle) throw notFound(FULFILMENT_MESSAGES.productNotFound);
    if (!(await q.changeStock(tx, product.id, input.location, input.delta, 0)))
      throw new AppError('failed_precondition', FULFILMENT_MESSAGES.belowReserved);
    await q.insertMovements(tx, [
      {
        accountId: input.accountId,
        productId: product.id,
        location: input.location,
        kind: input.kind,
        onHandDelta: input.delta,
        reservedDelta: 0,
        reason: input.reason,
        actorUserId: actor.userId,
        actorName: actor.name,
      },
    ]);
    // A staff action: written to the audit log with the change.
    await recordStaffAction(tx, {
      actorUserId: actor.userId,
      action: 'fulfilment.stock_adjusted',
      targetType: 'product',
      targetId: product.id,
      accountId: input.accountId,
      after: { sku, location: input.location, kind: input.kind, delta: input.delta, reason: input.reason },
    });
  });
  if (input.delta > 0) await reserveAwaiting(db, input.accountId, input.location, actor);
  return getInventoryItem(db, input.accountId, sku);
}
