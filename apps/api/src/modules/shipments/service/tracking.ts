// Partner carriers' tracking, asked every 15 minutes while a shipment is on its way (decision 069):
// Aramex tells a shipment's steps only when asked. Each round is a durable job that books the
// next; each answer's steps are kept on the shipment, and its latest state moves the shipment (and
// its order) once, by an event id made of the carrier's own step.
import type { CarrierCode } from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { enqueueJob } from '../../../platform/jobs';
import { type CarrierAdapters, CarrierError, type TrackingAnswer } from '../adapters/carrier-adapter';
import * as q from '../queries';
import { applyTrackedState, FINAL } from './webhooks';

export const TRACKING_QUEUE = 'shipments.carrier-tracking';
const EVERY_MS = 15 * 60 * 1000;

/** Books the next question to the carrier about this shipment. */
export const scheduleTracking = (db: DbOrTx, shipmentId: string) =>
  enqueueJob(
    db,
    TRACKING_QUEUE,
    { shipmentId },
    { key: `${shipmentId}:${Date.now()}`, runAt: new Date(Date.now() + EVERY_MS) },
  );

async function applyTracking(db: Db, row: q.ShipmentRow, answer: TrackingAnswer) {
  const events = answer.events ?? [];
  if (events.length > 0 && JSON.stringify(events) !== JSON.stringify(row.payload?.trackingEvents ?? []))
    await q.updateShipment(db, row.id, { payload: { ...row.payload, trackingEvents: events } });
  if (!answer.state) return;
  const latest = events.at(-1);
  const eventId = `${row.carrier}:${row.id}:${latest ? `${latest.code}:${latest.at}` : answer.state}`;
  await applyTrackedState(db, row.id, eventId, answer.state, answer.description);
}

/**
 * Asks the shipment's carrier where it is and applies the answer: whether to ask again (the
 * shipment is still on its way with a carrier configured here). A carrier that does not answer
 * is asked again next round.
 */
export async function trackShipment(db: Db, carriers: CarrierAdapters, shipmentId: string): Promise<boolean> {
  const row = await q.findShipmentById(db, shipmentId);
  const adapter = row && carriers[row.carrier as CarrierCode];
  if (!row || !adapter?.capabilities().isAvailable || FINAL.includes(row.state as never)) return false;
  try {
    await applyTracking(db, row, await adapter.track(row.carrierRef));
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
  }
  const now = await q.findShipmentById(db, shipmentId);
  return Boolean(now && !FINAL.includes(now.state as never));
}
