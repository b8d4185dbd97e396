import { englishOf, MISSION_MESSAGES, type Order, type PlanWaveBodySchema, type Wave } from '@sameday/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { recordStaffAction } from '../../audit';
import { couriersOfDay } from '../../fleet';
import { ordersForDispatch } from '../../orders';
import { findUnpooled } from '../../quiqdash';
import type { PlannedRoute, Problem } from '../adapters';
import { announceMissionsChanged } from '../mission-events';
import * as q from '../queries';
import { dubaiMidnight, type MissionsDeps } from './common';
import { checkDepotOrders, type DepotPlace } from './from-depot';
import { isHandIn } from './hand-ins';
import { alreadyPlannedText, explainRoute, unassignedText } from './plan-explanation';
import { buildProblem, dropoffPlace, lastStopEnd, pickupPlace, promiseEnd } from './wave-problem';

/** A courier's home depot, where hand-ins are made. */
type Depot = { name: string; lat: number; lng: number };

type StopDraft = {
  kind: 'pickup' | 'dropoff' | 'depot' | 'load';
  location: number;
  orderIds: string[];
  label: string;
  lat: number;
  lng: number;
  arrival: number;
  windowTo: number;
  /** A pickup's window start when its merchant asked a pickup for a window (decision 072). */
  windowFrom?: number;
};

const labelOf = (order: Order, kind: 'pickup' | 'dropoff') =>
  kind === 'pickup'
    ? `${order.pickup.locationName ?? order.pickup.addressLine1}, ${order.pickup.area}`
    : `${order.dropoff.area}, ${order.dropoff.emirate}`;

/** A planner stop's kind on the mission: a delivery from the depot is loaded there (decision 078), a hand-in made there (073). */
function kindOf(kind: 'pickup' | 'delivery', order: Order, fromDepot: ReadonlyMap<string, DepotPlace>) {
  if (kind === 'pickup') return fromDepot.has(order.id) ? 'load' : 'pickup';
  return isHandIn(order) && !fromDepot.has(order.id) ? 'depot' : 'dropoff';
}

/**
 * A route's stops as the mission's: consecutive pickups (or drop-offs) at one place are one stop.
 * An unpooled order's stop at the same place stays a stop of its own and does not split the
 * pooled orders around it (the planner may put it anywhere among them: no travel between them).
 */
export function stopsOf(
  route: PlannedRoute,
  orders: Map<string, Order>,
  midnight: Date,
  keepAlone: Set<string>,
  depots: ReadonlyMap<number, Depot> = new Map(),
  fromDepot: ReadonlyMap<string, DepotPlace> = new Map(),
) {
  const drafts: StopDraft[] = [];
  const isAlone = (draft: StopDraft) => draft.orderIds.some((id) => keepAlone.has(id));
  for (const stop of route.stops) {
    const order = orders.get(stop.jobId) as Order;
    // A hand-in's delivery is its depot stop (decision 073): orders handed in together are one stop.
    const kind = kindOf(stop.kind, order, fromDepot);
    // Its last stop: delivered by the promise when it leaves from the depot, else lastStopEnd.
    const end = fromDepot.has(order.id) ? promiseEnd(order, midnight) : lastStopEnd(order, midnight);
    const here = (draft: StopDraft) => draft.kind === kind && draft.location === stop.location;
    let same: StopDraft | undefined;
    for (let i = drafts.length - 1; i >= 0 && here(drafts[i] as StopDraft); i -= 1) {
      if (!isAlone(drafts[i] as StopDraft)) same = drafts[i];
    }
    if (same && !keepAlone.has(order.id)) {
      same.orderIds.push(order.id);
      same.windowTo = Math.min(same.windowTo, end);
      continue;
    }
    const depot = kind === 'depot' ? depots.get(stop.location) : kind === 'load' ? fromDepot.get(order.id) : undefined;
    const place = depot ?? (kind === 'pickup' ? pickupPlace(order) : dropoffPlace(order));
    drafts.push({
      kind,
      location: stop.location,
      orderIds: [order.id],
      label: depot?.name ?? labelOf(order, kind === 'pickup' ? 'pickup' : 'dropoff'),
      lat: place.lat,
      lng: place.lng,
      arrival: stop.start,
      windowTo: end,
    });
  }
  return drafts;
}

async function writeMission(
  tx: DbOrTx,
  wave: { id: string; date: string; midnight: Date; from: number; problem: Problem },
  route: PlannedRoute,
  drafts: StopDraft[],
  pooled: boolean,
): Promise<string> {
  const id = randomId('mis');
  const at = (seconds: number) => new Date(wave.midnight.getTime() + seconds * 1000);
  const orders = new Set(drafts.flatMap((draft) => draft.orderIds)).size;
  const explanation = explainRoute(wave.problem, route, { orders, stops: drafts.length });
  await q.insertMission(tx, {
    id,
    waveId: wave.id,
    courierId: route.vehicleId,
    date: wave.date,
    pooled,
    distanceMeters: pooled ? route.distance : 0,
    travelSeconds: pooled ? route.travelTime : 0,
    explanation: englishOf(explanation),
    explanationText: explanation,
  });
  const stops = drafts.map((draft, index) => ({
    id: randomId('stp'),
    missionId: id,
    sequence: index + 1,
    kind: draft.kind,
    label: draft.label,
    lat: draft.lat,
    lng: draft.lng,
    orderIds: draft.orderIds,
    windowFrom: at(draft.windowFrom ?? wave.from),
    windowTo: at(draft.windowTo),
    predictedArrival: at(draft.arrival),
  }));
  await q.insertStops(tx, stops);
  // An order delivered again after a failed attempt leaves its failed drop-off (decision 078, later).
  await q.deleteFailedDropoffs(
    tx,
    stops.filter((stop) => stop.kind === 'dropoff').flatMap((stop) => stop.orderIds),
  );
  await q.insertMissionOrders(
    tx,
    stops.flatMap((stop) =>
      stop.orderIds.map((orderId) => ({ orderId, missionId: id, stopId: stop.id, kind: stop.kind })),
    ),
  );
  return id;
}

/** The pickup windows merchants asked for on the wave's day (the pickups module's port), in seconds since midnight. */
async function requestedWindows(db: MissionsDeps['db'], orders: Order[], date: string, midnight: Date) {
  const requested = db.hub.port('requestedPickupWindows');
  const windows = new Map<string, { start: number; end: number }>();
  if (!requested || orders.length === 0) return windows;
  const asked = orders.map((order) => ({
    id: order.id,
    accountId: order.accountId,
    pickupLocationId: order.pickup.locationId,
  }));
  const seconds = (at: Date) => Math.max(0, (at.getTime() - midnight.getTime()) / 1000);
  for (const [id, window] of await requested(db, asked, date)) {
    windows.set(id, { start: seconds(window.from), end: seconds(window.to) });
  }
  return windows;
}

/** A pickup stop whose orders' merchant asked a window keeps that window as its promise. */
function withRequestedWindows(drafts: StopDraft[], windows: ReadonlyMap<string, { start: number; end: number }>) {
  return drafts.map((draft) => {
    const asked = draft.kind === 'pickup' ? draft.orderIds.map((id) => windows.get(id)).find(Boolean) : undefined;
    return asked ? { ...draft, windowFrom: asked.start, windowTo: asked.end } : draft;
  });
}

/**
 * POST /admin/dispatch/waves (operations): plans the chosen ready orders on the chosen couriers on
 * shift, with the wave planner, and stores a mission per courier used. An order a merchant
 * unpooled is planned alone: a mission of its own, its stops shared with no other order.
 */
export async function planWave(
  deps: MissionsDeps,
  actor: Actor,
  input: z.output<typeof PlanWaveBodySchema>,
  now = new Date(),
): Promise<Wave> {
  const { db, planner } = deps;
  const orders = await ordersForDispatch(db, input.orderIds);
  // Orders at a depot (received there on an earlier day, or brought back after a failed attempt),
  // due today and not loaded yet (decision 078 and its later section).
  const fromDepot = await checkDepotOrders(db, orders, input.date, now);
  const notReady = orders
    .filter((order) => order.status !== 'ready_for_collection' && !fromDepot.has(order.id))
    .map((order) => order.id);
  if (notReady.length > 0) {
    throw new AppError('failed_precondition', MISSION_MESSAGES.orderNotPlannable, { details: { orderIds: notReady } });
  }
  const already = new Set(
    await q.plannedOrderIds(
      db,
      input.orderIds.filter((id) => !fromDepot.has(id)),
    ),
  );
  const toPlan = orders.filter((order) => !already.has(order.id));
  const chosen = new Set(input.courierIds);
  const couriers = (await couriersOfDay(db, input.date)).filter(
    (courier) => chosen.has(courier.courierId) && courier.active && courier.shift && courier.shift.endsAt > now,
  );
  if (couriers.length === 0) throw new AppError('failed_precondition', MISSION_MESSAGES.noCouriers);
  const midnight = dubaiMidnight(input.date);
  const earliest = Math.max(0, (now.getTime() - midnight.getTime()) / 1000);
  const collected = toPlan.filter((order) => !fromDepot.has(order.id));
  const pickupWindows = await requestedWindows(db, collected, input.date, midnight);
  const { points, problem } = buildProblem({ orders: toPlan, couriers, midnight, earliest, pickupWindows, fromDepot });
  const depots = new Map(
    problem.vehicles.map((vehicle, index) => [
      vehicle.startLocation,
      (couriers[index] as (typeof couriers)[number]).depot,
    ]),
  );
  const from = Math.min(...problem.vehicles.map((vehicle) => vehicle.shiftStart));
  const travel = await planner.travel(points, from);
  const started = Date.now();
  const plan = await planner.plan({ ...problem, travel }, { timeBudgetMs: input.seconds * 1000, seed: 1 });
  const solveMs = Date.now() - started;
  const keepAlone = new Set(await findUnpooled(db, input.orderIds));
  const byId = new Map(toPlan.map((order) => [order.id, order]));
  const unassigned = [
    ...[...already].map((orderId) => ({ orderId, reasonText: alreadyPlannedText() })),
    ...plan.unassigned.map((job) => ({ orderId: job.jobId, reasonText: unassignedText(job) })),
  ].map((entry) => ({ ...entry, reason: englishOf(entry.reasonText) }));
  const waveId = randomId('wav');
  const missionIds = await db.transaction(async (tx) => {
    await q.insertWave(tx, { id: waveId, date: input.date, createdBy: actor.userId, solveMs, unassigned });
    const ids: string[] = [];
    const wave = { id: waveId, date: input.date, midnight, from, problem: { ...problem, travel } };
    for (const route of plan.routes.filter((r) => r.stops.length > 0)) {
      const drafts = withRequestedWindows(stopsOf(route, byId, midnight, keepAlone, depots, fromDepot), pickupWindows);
      const pooled = drafts.filter((draft) => !draft.orderIds.some((id) => keepAlone.has(id)));
      if (pooled.length > 0) ids.push(await writeMission(tx, wave, route, pooled, true));
      for (const orderId of keepAlone) {
        const alone = drafts.filter((draft) => draft.orderIds.includes(orderId));
        if (alone.length > 0) ids.push(await writeMission(tx, wave, route, alone, false));
      }
    }
    await announceMissionsChanged(db, tx, ids, 'planned');
    await recordStaffAction(tx, {
      actorUserId: actor.userId,
      action: 'dispatch.wave_planned',
      targetType: 'wave',
      targetId: waveId,
      before: null,
      after: {
        date: input.date,
        orders: input.orderIds.length,
        couriers: input.courierIds.length,
        missions: ids.length,
        // Which planner made the plan (`embedded`, `vroom+osrm`…).
        planner: planner.name,
      },
    });
    return ids;
  });
  return { id: waveId, date: input.date, createdAt: now.toISOString(), missionIds, unassigned, solveMs };
}
