import { CARRIER_STATUSES, type CarrierStatusBody, type Order, type OrderStatus } from '@sameday/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import { transitionOrder } from './change-state';
import type { ActorRef } from './shared';

/**
 * Applies one courier event. A failed delivery may move on at once (held or
 * returned, by the number of failed attempts): transitionOrder applies that rule.
 */
export async function applyCarrierStatus(db: Db, body: CarrierStatusBody): Promise<Order> {
  const accountId = await q.findOrderAccount(db, body.order_id);
  if (!accountId) throw new AppError('not_found', 'Order not found');
  const to = CARRIER_STATUSES[body.delivery_status] as OrderStatus;
  const courier: ActorRef = { type: 'courier', id: 'carrier', name: body.rider_name || 'Courier' };
  return transitionOrder(db, accountId, body.order_id, to, courier, body.failure_reason ?? undefined);
}
