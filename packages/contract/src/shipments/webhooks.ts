import { z } from 'zod';
import { CARRIER_CODES, CarrierServiceCodeSchema } from '../carriers/carriers';
import { SHIPMENT_STATES } from './schemas';

/** Every internal shipment event names itself: a replayed event id changes nothing. */
const eventId = z.string().trim().min(8, 'event_id has at least 8 characters').max(100);

/**
 * A shipment booked outside the dashboard (spec §3: shipment_id, parcels, items, pickup, dropoff,
 * payment, customs, merchant, tenant, references). The fields read are typed; the rest are kept.
 */
export const ShipmentBookedEventSchema = z
  .object({
    event_id: eventId,
    shipment_id: z.string().trim().min(1).max(64),
    tenant: z.object({ account_id: z.string().min(1).max(64) }).passthrough(),
    carrier: z.enum(CARRIER_CODES),
    service: CarrierServiceCodeSchema,
    tracking_number: z.string().trim().min(1).max(64),
    parcels: z
      .array(z.object({ weight_kg: z.number().positive().max(1000) }).passthrough())
      .min(1)
      .max(50),
    items: z.array(z.record(z.string(), z.unknown())).max(200).optional(),
    pickup: z.record(z.string(), z.unknown()).optional(),
    dropoff: z
      .object({
        name: z.string().min(1).max(120),
        phone: z.string().min(1).max(30),
        line1: z.string().min(1).max(200),
        city: z.string().min(1).max(100),
        region: z.string().max(100).nullable().optional(),
        postcode: z.string().max(20).nullable().optional(),
        country_code: z.string().regex(/^[A-Z]{2}$/),
      })
      .passthrough(),
    payment: z
      .object({ price_fils: z.number().int().min(0).optional(), cod_amount_fils: z.number().int().min(0).optional() })
      .passthrough()
      .optional(),
    customs: z.record(z.string(), z.unknown()).nullable().optional(),
    merchant: z.record(z.string(), z.unknown()).optional(),
    references: z
      .object({
        client_order_id: z.string().max(64).nullable().optional(),
        reference: z.string().max(100).nullable().optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();
export type ShipmentBookedEvent = z.input<typeof ShipmentBookedEventSchema>;

export const ShipmentStateEventSchema = z
  .object({ event_id: eventId, shipment_id: z.string().trim().min(1).max(64), state: z.enum(SHIPMENT_STATES) })
  .passthrough();
export type ShipmentStateEvent = z.input<typeof ShipmentStateEventSchema>;

/** The carrier's words for a shipment's status, and ours. */
export const CARRIER_SHIPMENT_STATUSES = {
  label_created: 'booked',
  picked_up: 'picked_up',
  in_transit: 'in_transit',
  at_hub: 'in_transit',
  customs_cleared: 'in_transit',
  customs_hold: 'exception',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  failed: 'exception',
  /** The carrier cannot deliver to the address it was given: the merchant corrects it (decision 041). */
  address_invalid: 'exception',
  returned: 'returned',
  cancelled: 'cancelled',
} as const satisfies Record<string, (typeof SHIPMENT_STATES)[number]>;
export type CarrierShipmentStatus = keyof typeof CARRIER_SHIPMENT_STATUSES;

export const CarrierShipmentStatusEventSchema = z
  .object({
    event_id: eventId,
    /** Ours, or the carrier's tracking number when it does not know ours. */
    shipment_id: z.string().trim().min(1).max(64).optional(),
    tracking_number: z.string().trim().min(1).max(64).optional(),
    status: z.enum(Object.keys(CARRIER_SHIPMENT_STATUSES) as [CarrierShipmentStatus, ...CarrierShipmentStatus[]]),
    description: z.string().max(300).nullable().optional(),
    occurred_at: z.string().max(40).optional(),
  })
  .passthrough()
  .refine((body) => body.shipment_id || body.tracking_number, {
    message: 'shipment_id or tracking_number is required',
    path: ['shipment_id'],
  });
export type CarrierShipmentStatusEvent = z.input<typeof CarrierShipmentStatusEventSchema>;

export const ShipmentEventAnswerSchema = z.object({
  /** False when the event was seen before: nothing changed. */
  applied: z.boolean(),
  shipmentId: z.string(),
  state: z.enum(SHIPMENT_STATES),
  /** The order the shipment carries (its client_order_id is the order's id), and whether the event moved it. */
  order: z.object({ id: z.string(), status: z.string(), moved: z.boolean() }).nullable().optional(),
});
export type ShipmentEventAnswer = z.infer<typeof ShipmentEventAnswerSchema>;
