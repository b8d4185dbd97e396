// Deliveries from the depot (decision 078): an order handed in at a depot on one day (decision 073)
// waits there, "Received at depot", until its delivery day: the day after it was handed in, on the
// domain's clock. A wave of that day loads it at the depot (a stop of kind `load`) and delivers it.
import { MISSION_MESSAGES, MISSION_PLAN_SENTENCES, type Order, type ServerText, serverText } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { dubaiDate } from '../../fleet';
import { atDepotOrderIds } from '../../orders';
import * as q from '../queries';

/** Where an order waits and since which Dubai day. */
export type DepotPlace = { name: string; lat: number; lng: number; handedInOn: string; dueOn: string };

/** The Dubai day after `date` (YYYY-MM-DD). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The depot each of these orders was handed in at (its finished hand-in stop), the day it was
 * handed in and the day it is delivered from there. An order with no hand-in stop is absent.
 */
export async function depotPlaces(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, DepotPlace>> {
  const rows = await q.handedInStopsOfOrders(db, orderIds);
  const places = new Map<string, DepotPlace>();
  for (const row of rows) {
    const handedInOn = row.arrivedAt ? dubaiDate(row.arrivedAt) : row.date;
    places.set(row.orderId, {
      name: row.label,
      lat: row.lat,
      lng: row.lng,
      handedInOn,
      dueOn: dayAfter(handedInOn),
    });
  }
  return places;
}

/**
 * The orders received at a depot whose delivery day has come by `date` and that no open mission
 * loads yet: what a wave of that day offers beside the ready orders, with their depots.
 */
export async function dueDepotOrders(db: DbOrTx, date: string): Promise<Map<string, DepotPlace>> {
  const waiting = await atDepotOrderIds(db);
  const loaded = new Set(await q.loadPlannedOrderIds(db, waiting));
  const places = await depotPlaces(
    db,
    waiting.filter((id) => !loaded.has(id)),
  );
  return new Map([...places].filter(([, place]) => place.dueOn <= date));
}

/**
 * Which of the wave's orders are delivered from their depot, checked: each was handed in at a
 * depot, its delivery day has come (on the wave's day and on the domain's clock), and no open
 * mission loads it yet. Refused whole otherwise (the spec's error shape, the orders in details).
 */
export async function checkDepotOrders(
  db: DbOrTx,
  orders: readonly Order[],
  date: string,
  now: Date,
): Promise<Map<string, DepotPlace>> {
  const atDepot = orders.filter((order) => order.status === 'received_at_depot').map((order) => order.id);
  if (atDepot.length === 0) return new Map();
  const places = await depotPlaces(db, atDepot);
  const unknown = atDepot.filter((id) => !places.has(id));
  if (unknown.length > 0) {
    throw new AppError('failed_precondition', MISSION_MESSAGES.orderNotPlannable, { details: { orderIds: unknown } });
  }
  const today = dubaiDate(now);
  const early = atDepot.filter((id) => {
    const due = (places.get(id) as DepotPlace).dueOn;
    return date < due || today < due;
  });
  if (early.length > 0) {
    throw new AppError('failed_precondition', MISSION_MESSAGES.depotOrderNotDue, { details: { orderIds: early } });
  }
  const planned = await q.loadPlannedOrderIds(db, atDepot);
  if (planned.length > 0) {
    throw new AppError('failed_precondition', MISSION_MESSAGES.depotOrderPlanned, { details: { orderIds: planned } });
  }
  return places;
}

/** What a load-at-depot stop says, by id and values: its parcels, orders and depot. */
export function loadText(stop: { label: string; orderIds: readonly string[] }, parcels: number): ServerText {
  return serverText(MISSION_PLAN_SENTENCES.load, { parcels, orders: stop.orderIds.length, depot: stop.label });
}
