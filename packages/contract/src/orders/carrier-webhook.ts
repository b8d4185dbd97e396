import { z } from 'zod';
import type { OrderStatus } from './lifecycle';

/** The carrier's words for a delivery status, and ours. */
export const CARRIER_STATUSES: Record<string, OrderStatus> = {
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

export const CARRIER_STATUS_NAMES = Object.keys(CARRIER_STATUSES);

const proofLink = z.url({ protocol: /^https$/, error: 'Use an https:// address' }).max(500);

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
    /** Proof of delivery: the photo the courier took and the recipient's signature, as https links. */
    proof_image_url: proofLink.optional().nullable(),
    signature_image_url: proofLink.optional().nullable(),
    /** The code the recipient gives the courier, when the carrier asks for one (shown on the tracking page). */
    delivery_otp: z
      .string()
      .regex(/^[0-9]{4,8}$/, 'delivery_otp is 4 to 8 digits')
      .optional()
      .nullable(),
  })
  .passthrough();
export type CarrierStatusBody = z.output<typeof CarrierStatusBodySchema>;
