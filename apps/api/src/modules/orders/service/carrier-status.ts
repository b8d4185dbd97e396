import {
  CARRIER_STATUSES,
  type CarrierStatusBody,
  ORDER_ERROR_MESSAGES,
  type Order,
  type OrderStatus,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
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
  if (!accountId) throw new AppError('not_found', ORDER_ERROR_MESSAGES.notFound);
  const to = CARRIER_STATUSES[body.delivery_status] as OrderStatus;
  const courier: ActorRef = { type: 'courier', id: 'carrier', name: body.rider_name || 'Courier' };
  const proof = {
    ...(body.proof_image_url ? { photoUrl: body.proof_image_url } : {}),
    ...(body.signature_image_url ? { signatureUrl: body.signature_image_url } : {}),
    ...(body.delivery_otp ? { otp: body.delivery_otp } : {}),
  };
  // Kept in the move's transaction: a refused event stores nothing, a crash keeps neither.
  const keepProof =
    Object.keys(proof).length > 0 ? (tx: DbOrTx) => q.mergeOrderProof(tx, accountId, body.order_id, proof) : undefined;
  return transitionOrder(db, accountId, body.order_id, to, courier, body.failure_reason ?? undefined, keepProof);
}
