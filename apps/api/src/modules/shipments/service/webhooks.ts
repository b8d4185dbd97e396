// The internal shipment webhooks (api-key header): a booking made elsewhere, a state change,
// a carrier's tracking status. Each event is applied once, by its event id, in the same
// transaction as its change: a replay, or an event about an unknown shipment, changes nothing.
import {
  ACCOUNT_MESSAGES,
  CARRIER_SHIPMENT_STATUSES,
  CARRIERS,
  type CarrierShipmentStatusEventSchema,
  SHIPMENT_MESSAGES,
  type ShipmentBookedEventSchema,
  type ShipmentEventAnswer,
  type ShipmentState,
  type ShipmentStateEventSchema,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';

import { AppError } from '../../../platform/errors';
import { accountExists } from '../../identity';
import { followShipment, type ShipmentProgress } from '../../orders';
import * as q from '../queries';

/** Once delivered, returned or cancelled, a shipment stays so. */
export const FINAL: ShipmentState[] = ['delivered', 'returned', 'cancelled'];

const answerOf = (applied: boolean, row: q.ShipmentRow): ShipmentEventAnswer => ({
  applied,
  shipmentId: row.id,
  state: row.state as ShipmentState,
});

export async function applyBooked(
  db: Db,
  body: z.output<typeof ShipmentBookedEventSchema>,
): Promise<ShipmentEventAnswer> {
  const accountId = body.tenant.account_id;
  if (!(await accountExists(db, accountId))) throw new AppError('not_found', ACCOUNT_MESSAGES.notFound);
  if (!CARRIERS[body.carrier].services.some((s) => s.code === body.service))
    throw new AppError('invalid_argument', `${CARRIERS[body.carrier].name} has no service ${body.service}.`);
  return db.transaction(async (tx) => {
    const existing = await q.findShipmentById(tx, body.shipment_id);
    if (existing && existing.accountId !== accountId) throw new AppError('not_found', SHIPMENT_MESSAGES.notFound);
    if (!(await q.recordEvent(tx, { eventId: body.event_id, kind: 'booked', shipmentId: body.shipment_id }))) {
      if (!existing) throw new AppError('not_found', SHIPMENT_MESSAGES.notFound);
      return answerOf(false, existing);
    }
    if (existing) return answerOf(false, existing);
    const {
      event_id,
      shipment_id,
      tenant,
      carrier,
      service,
      tracking_number,
      parcels,
      dropoff,
      payment,
      customs,
      references,
      ...rest
    } = body;
    const row = await q.insertShipment(tx, {
      id: shipment_id,
      accountId,
      kind: dropoff.country_code === 'AE' ? 'domestic' : 'international',
      carrier,
      service,
      state: 'booked',
      trackingNumber: tracking_number,
      carrierRef: shipment_id,
      clientOrderId: references?.client_order_id || null,
      reference: references?.reference || null,
      sender: null,
      recipient: {
        name: dropoff.name,
        company: null,
        phone: dropoff.phone,
        email: null,
        line1: dropoff.line1,
        line2: null,
        city: dropoff.city,
        region: dropoff.region ?? null,
        postcode: dropoff.postcode ?? null,
        countryCode: dropoff.country_code,
      },
      parcels: parcels.map((p) => ({ weightKg: p.weight_kg, lengthCm: null, widthCm: null, heightCm: null })),
      customs: null,
      documents: [],
      labelFormat: 'pdf',
      label: null,
      priceFils: payment?.price_fils ?? 0,
      codAmountFils: payment?.cod_amount_fils ?? 0,
      source: 'webhook',
      payload: { customs, ...rest },
    });
    if (!row) throw new AppError('already_exists', 'A shipment with this tracking number or client order id exists.');
    return answerOf(true, row);
  });
}

/** How far along its way a shipment state is: a late event for an earlier state changes nothing. */
const RANK: Record<ShipmentState, number> = {
  booked: 0,
  picked_up: 1,
  in_transit: 2,
  out_for_delivery: 3,
  exception: 3,
  delivered: 4,
  returned: 4,
  cancelled: 4,
};

/** What a shipment state means for the order it carries (decision 041). */
const ORDER_PROGRESS: Partial<Record<ShipmentState, ShipmentProgress>> = {
  picked_up: 'collected',
  in_transit: 'received_at_depot',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  exception: 'failed',
};

async function move(
  db: Db,
  eventId: string,
  kind: string,
  find: (tx: Db) => Promise<q.ShipmentRow | undefined>,
  to: ShipmentState,
  reason?: string | null,
  addressIssue = false,
) {
  return db.transaction(async (tx) => {
    const found = await find(tx as unknown as Db);
    if (!found) throw new AppError('not_found', SHIPMENT_MESSAGES.notFound);
    // Read again under a lock: a second event for the shipment waits and sees the first's state.
    const row = (await q.lockShipmentById(tx, found.id)) ?? found;
    if (!(await q.recordEvent(tx, { eventId, kind, shipmentId: row.id }))) return answerOf(false, row);
    const from = row.state as ShipmentState;
    if (FINAL.includes(from) || (from === to && !addressIssue) || RANK[to] < RANK[from]) return answerOf(false, row);
    // The carrier cannot deliver to the address: kept until the merchant corrects it (decision 041).
    const payload = addressIssue
      ? { ...row.payload, addressIssue: { description: reason ?? null, reportedAt: new Date().toISOString() } }
      : row.payload;
    const updated = (await q.updateShipment(tx, row.id, { state: to, payload })) ?? row;
    if (from === to) return answerOf(true, updated);
    const progress = ORDER_PROGRESS[to];
    if (!row.clientOrderId || !progress) return answerOf(true, updated);
    // The shipment's order (its client_order_id is our order's id) moves with it, in this transaction.
    const followed = await followShipment(db, tx, {
      accountId: row.accountId,
      orderId: row.clientOrderId,
      progress,
      carrier: CARRIERS[row.carrier as keyof typeof CARRIERS]?.name ?? row.carrier,
      reason,
    });
    const order = followed.status ? { id: row.clientOrderId, status: followed.status, moved: followed.moved } : null;
    return { ...answerOf(true, updated), order };
  });
}

export async function applyState(db: Db, body: z.output<typeof ShipmentStateEventSchema>) {
  return move(db, body.event_id, 'state', (tx) => q.findShipmentById(tx, body.shipment_id), body.state);
}

export async function applyCarrierStatus(db: Db, body: z.output<typeof CarrierShipmentStatusEventSchema>) {
  const find = (tx: Db) =>
    body.shipment_id
      ? q.findShipmentById(tx, body.shipment_id)
      : q.findShipmentByTracking(tx, body.tracking_number ?? '');
  const to = CARRIER_SHIPMENT_STATUSES[body.status];
  return move(db, body.event_id, 'carrier_status', find, to, body.description, body.status === 'address_invalid');
}

/** A state the carrier's tracking answered (polled, decision 069), applied once by its event id like a webhook's. */
export async function applyTrackedState(
  db: Db,
  shipmentId: string,
  eventId: string,
  to: ShipmentState,
  reason: string | null,
) {
  return move(db, eventId, 'carrier_tracking', (tx) => q.findShipmentById(tx, shipmentId), to, reason);
}
