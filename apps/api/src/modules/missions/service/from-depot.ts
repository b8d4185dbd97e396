// Deliveries from the depot (decision 078): an order handed in at a depot on one day (decision 073)
// waits there, "Received at depot", until its delivery day: the day after it was handed in, on the
// domain's clock. A wave of that day loads it at the depot (a stop of kind `load`) and delivers it.
// An order brought back after a failed attempt (078's later section) waits there too: offered the
// day after when received there, on the merchant's reattempt day when they chose one, and not
// offered while held for their choice or when they chose to return it.
import {
  type HeldAtDepot,
  MISSION_MESSAGES,
  MISSION_PLAN_SENTENCES,
  type Order,
  type ServerText,
  serverText,
} from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { dubaiDate } from '../../fleet';
import { atDepotOrderIds, ordersForDispatch } from '../../orders';
import * as q from '../queries';

/** Where an order waits and since which Dubai day. */
export type DepotPlace = { name: string; lat: number; lng: number; handedInOn: string; dueOn: string };

/** The Dubai day after `date` (YYYY-MM-DD). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The statuses of an order at a depot that a wave offers: handed in, or sent out again by the merchant's choice. */
const OFFERED = new Set(['received_at_depot', 'out_for_delivery']);

/** The day an order at a depot is delivered: the merchant's reattempt day, else the day after its hand-in. */
function dueOf(order: Pick<Order, 'status' | 'serviceDate'>, handedInOn: string): string {
  return order.status === 'out_for_delivery' ? order.serviceDate : dayAfter(handedInOn);
}

/**
 * The depot each of these orders was handed in at (its finished hand-in stop), the day it was
 * handed in and the day it is delivered from there. An order with no hand-in stop is absent.
 */
export async function depotPlaces(
  db: DbOrTx,
  orders: readonly Pick<Order, 'id' | 'status' | 'serviceDate'>[],
): Promise<Map<string, DepotPlace>> {
  const rows = await q.handedInStopsOfOrders(
    db,
    orders.map((order) => order.id),
  );
  const byId = new Map(orders.map((order) => [order.id, order]));
  const places = new Map<string, DepotPlace>();
  for (const row of rows) {
    const order = byId.get(row.orderId);
    if (!order) continue;
    const handedInOn = row.arrivedAt ? dubaiDate(row.arrivedAt) : row.date;
    places.set(row.orderId, {
      name: row.label,
      lat: row.lat,
      lng: row.lng,
      handedInOn,
      dueOn: dueOf(order, handedInOn),
    });
  }
  return places;
}

/**
 * The orders waiting at a depot that no open mission loads: received there (decision 078), or
 * brought back after a failed attempt (its later section), each with its place.
 */
async function waitingAtDepots(db: DbOrTx) {
  const candidates = await atDepotOrderIds(db, 5000, [...OFFERED, 'on_hold', 'return_to_origin']);
  const ids = await q.orderIdsAtDepots(db, candidates, 5000);
  const loaded = new Set(await q.loadPlannedOrderIds(db, ids));
  const orders = await ordersForDispatch(
    db,
    ids.filter((id) => !loaded.has(id)),
  );
  const places = await depotPlaces(db, orders);
  return orders.flatMap((order) => {
    const place = places.get(order.id);
    return place ? [{ order, place }] : [];
  });
}

/**
 * The orders at a depot whose delivery day has come by `date` and that no open mission loads yet:
 * what a wave of that day offers beside the ready orders, with their depots.
 */
export async function dueDepotOrders(db: DbOrTx, date: string): Promise<Map<string, DepotPlace>> {
  const waiting = await waitingAtDepots(db);
  return new Map(
    waiting
      .filter(({ order, place }) => OFFERED.has(order.status) && place.dueOn <= date)
      .map(({ order, place }) => [order.id, place]),
  );
}

/** The orders back at a depot that are not offered: held for the merchant's choice, or to be returned. */
export async function heldAtDepots(db: DbOrTx): Promise<HeldAtDepot[]> {
  const waiting = await waitingAtDepots(db);
  return waiting.flatMap(({ order, place }) =>
    order.status === 'on_hold' || order.status === 'return_to_origin'
      ? [{ orderId: order.id, reference: order.partnerOrderId ?? order.id, depot: place.name, status: order.status }]
      : [],
  );
}

/** Refuses orders waiting at a depot for the merchant's choice, or chosen to be returned (decision 078, later). */
async function refuseHeld(db: DbOrTx, orders: readonly Order[]): Promise<void> {
  const kept = orders.filter((order) => order.status === 'on_hold' || order.status === 'return_to_origin');
  const atDepot = new Set(
    await q.orderIdsAtDepots(
      db,
      kept.map((order) => order.id),
    ),
  );
  for (const status of ['on_hold', 'return_to_origin'] as const) {
    const held = kept.filter((order) => order.status === status && atDepot.has(order.id)).map((order) => order.id);
    const message = status === 'on_hold' ? MISSION_MESSAGES.depotOrderHeld : MISSION_MESSAGES.depotOrderReturning;
    if (held.length > 0) throw new AppError('failed_precondition', message, { details: { orderIds: held } });
  }
}

/** The wave's orders at a depot: received there, or out again by the merchant's choice after being brought back. */
async function depotOrdersOf(db: DbOrTx, orders: readonly Order[]): Promise<Order[]> {
  const out = orders.filter((order) => order.status === 'out_for_delivery');
  const back = new Set(
    await q.orderIdsAtDepots(
      db,
      out.map((order) => order.id),
    ),
  );
  return orders.filter((order) => order.status === 'received_at_depot' || back.has(order.id));
}

/**
 * Which of the wave's orders are delivered from their depot, checked: each was handed in at a
 * depot, its delivery day has come (on the wave's day and on the domain's clock), and no open
 * mission loads it yet; one held for the merchant's choice or to be returned is not delivered.
 * Refused whole otherwise (the spec's error shape, the orders in details).
 */
export async function checkDepotOrders(
  db: DbOrTx,
  orders: readonly Order[],
  date: string,
  now: Date,
): Promise<Map<string, DepotPlace>> {
  await refuseHeld(db, orders);
  const atDepotOrders = await depotOrdersOf(db, orders);
  const atDepot = atDepotOrders.map((order) => order.id);
  if (atDepot.length === 0) return new Map();
  const places = await depotPlaces(db, atDepotOrders);
  const unknown = atDepot.filter((id) => !places.has(id));
  if (unknown.length > 0) {
    throw new AppError('failed_precondition', MISSION_MESSAGES.orderNotPlannable, { details: { orderIds: unknown } });
  }
  const today = dubaiDate(now);
  const isEarly = (order: Order) => {
    const due = (places.get(order.id) as DepotPlace).dueOn;
    return date < due || today < due;
  };
  const early = atDepotOrders.filter(isEarly);
  if (early.length > 0) {
    const reattempt = early.some((order) => order.status === 'out_for_delivery');
    const message = reattempt ? MISSION_MESSAGES.depotReattemptNotDue : MISSION_MESSAGES.depotOrderNotDue;
    throw new AppError('failed_precondition', message, { details: { orderIds: early.map((order) => order.id) } });
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
