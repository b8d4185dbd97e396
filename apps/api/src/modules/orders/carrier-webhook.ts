import type { Order, OrderStatus } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { type ActorRef, transitionOrder } from './service';

/** The carrier's words for a delivery status, and ours. */
const CARRIER_STATUSES: Record<string, OrderStatus> = {
  picked_up: 'collected',
  collected: 'collected',
  at_hub: 'received_at_depot',
  received_at_depot: 'received_at_depot',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivery_complete',
  delivery_complete: 'delivery_complete',
  failed: 'delivery_failed',
  delivery_failed: 'delivery_failed',
  return_in_progress: 'return_to_origin',
  return_to_origin: 'return_to_origin',
  returned: 'returned_to_origin',
  returned_to_origin: 'returned_to_origin',
};

/** The fields of the carrier status webhook that the platform reads; the rest are accepted and ignored. */
export const CarrierStatusBodySchema = z
  .object({
    order_id: z.string().min(1).max(40),
    delivery_status: z
      .string()
      .refine(
        (value) => value in CARRIER_STATUSES,
        `delivery_status is one of: ${Object.keys(CARRIER_STATUSES).join(', ')}`,
      ),
    failure_reason: z.string().max(300).optional().nullable(),
    rider_name: z.string().max(120).optional().nullable(),
    cod_amount: z.number().optional().nullable(),
    is_cod: z.boolean().optional().nullable(),
  })
  .passthrough();

/**
 * Applies one courier event. A failed delivery may move on at once (held or
 * returned, by the number of failed attempts): transitionOrder applies that rule.
 */
export async function applyCarrierStatus(db: Db, body: z.output<typeof CarrierStatusBodySchema>): Promise<Order> {
  const [row] = await db.select({ accountId: orders.accountId }).from(orders).where(eq(orders.id, body.order_id));
  if (!row) throw new AppError('not_found', 'Order not found');
  const to = CARRIER_STATUSES[body.delivery_status] as OrderStatus;
  const courier: ActorRef = { type: 'courier', id: 'carrier', name: body.rider_name || 'Courier' };
  return transitionOrder(db, row.accountId, body.order_id, to, courier, body.failure_reason ?? undefined);
}

export const CARRIER_STATUS_NAMES = Object.keys(CARRIER_STATUSES);
