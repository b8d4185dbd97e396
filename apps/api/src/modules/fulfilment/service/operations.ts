import {
  FULFILMENT_LOCATION_LABELS,
  FULFILMENT_MESSAGES,
  FULFILMENT_STAFF_MOVES,
  type FulfilmentLocation,
  type FulfilmentOrder,
  type OrderInputSchema,
  type Recipient,
  STOCK_MOVEMENT_MESSAGES,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor as Member } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { createLocation, listLocations } from '../../addresses';
import { recordStaffAction } from '../../audit';
import { createOrder } from '../../orders';
import * as q from '../queries';
import { getFulfilmentOrder } from './orders';
import { type Actor, notFound } from './shared';
import { releaseAll } from './stock';

type StaffMove = keyof typeof FULFILMENT_STAFF_MOVES;

/**
 * Operations move an order along: reserved → picking → packed → handed over. Handover
 * takes the stock off the shelf (pick movements) and places one delivery order; a retry
 * of a handover, even a concurrent one, places nothing more.
 */
export async function moveFulfilmentOrder(
  db: Db,
  staff: Member,
  actor: Actor,
  id: string,
  state: StaffMove,
): Promise<FulfilmentOrder> {
  const moved = await db.transaction(async (tx) => {
    const current = await q.findOrder(tx, null, id);
    if (!current) throw notFound(FULFILMENT_MESSAGES.orderNotFound);
    const locked = await q.lockOrderIn(tx, id, FULFILMENT_STAFF_MOVES[state]);
    if (!locked) {
      const now = await q.findOrder(tx, null, id);
      if (now?.state === state) return now;
      throw new AppError('failed_precondition', FULFILMENT_MESSAGES.badTransition, {
        details: { state: now?.state ?? current.state },
      });
    }
    if (state === 'handed_over') await releaseAll(tx, locked, actor, 'pick', STOCK_MOVEMENT_MESSAGES.handedOver);
    const updated = await q.updateOrder(tx, id, { state });
    await recordStaffAction(tx, {
      actorUserId: actor.userId,
      action: 'fulfilment.order_moved',
      targetType: 'fulfilment_order',
      targetId: id,
      accountId: current.accountId,
      before: { state: locked.state },
      after: { state },
    });
    return updated;
  });
  if (!moved) throw notFound(FULFILMENT_MESSAGES.orderNotFound);
  if (state === 'handed_over' && !moved.deliveryOrderId) await placeDeliveryOrder(db, staff, moved);
  return getFulfilmentOrder(db, null, id);
}

const WAREHOUSE_PREFIX = 'Sameday Fulfilment';

/** The account's pickup address at the warehouse location, saved on first use. */
async function warehousePickup(db: Db, accountId: string, location: FulfilmentLocation) {
  const label = FULFILMENT_LOCATION_LABELS[location];
  const name = `${WAREHOUSE_PREFIX} ${label}`;
  const saved = (await listLocations(db, accountId)).find((l) => l.locationName === name);
  if (saved) return saved.id;
  const created = await createLocation(db, accountId, {
    kind: 'pickup',
    locationName: name,
    contactName: 'Sameday Fulfilment',
    phone: '+971800726329',
    addressLine1: `Sameday Fulfilment Centre ${label}`,
    addressLine2: '',
    apartmentNumber: '',
    area: location === 'dubai' ? 'Al Quoz Industrial Area 3' : 'Mussafah Industrial Area',
    emirate: location === 'dubai' ? 'Dubai' : 'Abu Dhabi',
    regionCode: location === 'dubai' ? 'uae.dubai' : 'uae.abu_dhabi',
    latitude: null,
    longitude: null,
    notes: '',
  });
  return created.id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The delivery order of a handed-over fulfilment order, placed through the orders module
 * under an idempotency key of the fulfilment order: however often this runs, one order
 * exists. Its reference is the fulfilment order's id (the link back).
 */
async function placeDeliveryOrder(db: Db, staff: Member, order: q.FulfilmentOrderRow) {
  const lines = await q.findLines(db, [order.id]);
  const input: z.output<typeof OrderInputSchema> = {
    pickupLocationId: await warehousePickup(db, order.accountId, order.location as FulfilmentLocation),
    recipient: order.recipient as Recipient,
    items: lines.map((line) => ({
      name: `${line.name} (${line.sku})`.slice(0, 120),
      quantity: line.quantity,
      weightKg: line.weightKg && line.weightKg >= 0.001 ? Math.min(line.weightKg, 100) : 0.5,
    })),
    payment: { mode: order.paymentMode as 'prepaid' | 'cod', codAmountFils: order.codAmountFils },
    serviceKind: order.serviceKind as z.output<typeof OrderInputSchema>['serviceKind'],
    scheduledDate: null,
    partnerOrderId: order.id,
  };
  // Placed by the staff member in the merchant's account, as the merchant would place it.
  const who: Member = { ...staff, accountId: order.accountId };
  const idempotency = { key: `fulfilment-handover:${order.id}`, requestHash: `fulfilment-handover:${order.id}` };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const delivery = await createOrder(db, who, input, idempotency);
      await q.linkDeliveryOrder(db, order.id, delivery.id);
      return;
    } catch (error) {
      // The same handover running at this moment: its answer is stored when it ends.
      if (!(error instanceof AppError && error.code === 'aborted') || attempt >= 50) throw error;
      await sleep(20 + attempt * 10);
    }
  }
}
