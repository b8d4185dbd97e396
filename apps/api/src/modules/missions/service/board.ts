import {
  type DispatchDay,
  MISSION_MESSAGES,
  type Mission,
  type StopLockBodySchema,
  type StopNote,
  type StopOrderBodySchema,
  type Wave,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { recordStaffAction } from '../../audit';
import { couriersOfDay, type DispatchCourier } from '../../fleet';
import { ordersForDispatch, readyOrderIds } from '../../orders';
import { findUnpooled } from '../../quiqdash';
import { announceMissionsChanged, type MissionChange } from '../mission-events';
import * as q from '../queries';
import { dubaiMidnight, missionNotFound, missionRisk, staleVersion, stopNotFound, toMission } from './common';
import { dueDepotOrders, heldAtDepots, loadText } from './from-depot';
import { handInText } from './hand-ins';
import { demandOf, promiseEnd } from './wave-problem';

const toWave = (row: q.WaveRow, missionIds: string[]): Wave => ({
  id: row.id,
  date: row.date,
  createdAt: row.createdAt.toISOString(),
  missionIds,
  unassigned: row.unassigned.map((entry) => ({ ...entry, reasonText: entry.reasonText ?? null })),
  solveMs: row.solveMs,
});

async function missionsAnswer(
  db: DbOrTx,
  rows: q.MissionRow[],
  couriers: DispatchCourier[],
  now = new Date(),
): Promise<Mission[]> {
  const stops = await q.stopsOfMissions(
    db,
    rows.map((row) => row.id),
  );
  const byId = new Map(couriers.map((courier) => [courier.courierId, courier]));
  const notes = notesByStop(
    await q.notesOfStops(
      db,
      stops.map((stop) => stop.id),
    ),
  );
  const handIns = await handInsOf(db, stops);
  return rows.map((row) => {
    const mission = toMission(row, stops, byId.get(row.courierId), now);
    return {
      ...mission,
      stops: mission.stops.map((stop) => ({
        ...stop,
        ...(notes.get(stop.id) ? { notes: notes.get(stop.id) } : {}),
        ...handIns.get(stop.id),
      })),
    };
  });
}

/** Each depot hand-in or load stop's parcels and what it says (decisions 073, 078), by stop id. */
async function handInsOf(db: DbOrTx, stops: q.StopRow[]) {
  const depots = stops.filter((stop) => stop.kind === 'depot' || stop.kind === 'load');
  const orders = new Map(
    (await ordersForDispatch(db, [...new Set(depots.flatMap((stop) => stop.orderIds))])).map((o) => [o.id, o]),
  );
  return new Map(
    depots.map((stop) => {
      const own = stop.orderIds.map((id) => orders.get(id)).filter((order) => order !== undefined);
      const parcels = own.reduce((sum, order) => sum + demandOf(order).parcels, 0);
      // A hand-in after failed attempts carries orders of an earlier drop-off of its mission (decision 078, later).
      const back = stops.some(
        (other) =>
          other.missionId === stop.missionId &&
          other.kind === 'dropoff' &&
          other.orderIds.some((id) => stop.orderIds.includes(id)),
      );
      const explanationText =
        stop.kind === 'load' ? loadText(stop, parcels) : handInText(stop, parcels, back ? 'bringBack' : 'handIn');
      return [stop.id, { parcels, explanationText }];
    }),
  );
}

/** The courier's reports at each stop (decision 059), oldest first. */
function notesByStop(rows: q.StopNoteRow[]): Map<string, StopNote[]> {
  const byStop = new Map<string, StopNote[]>();
  for (const row of rows) {
    const detail = row.detail as { code?: string; differenceFils?: number; parcels?: number[] };
    byStop.set(row.stopId, [
      ...(byStop.get(row.stopId) ?? []),
      {
        kind: row.kind as StopNote['kind'],
        orderId: row.orderId,
        code: detail.code ?? null,
        differenceFils: detail.differenceFils ?? null,
        ...(detail.parcels ? { parcels: detail.parcels } : {}),
        at: row.createdAt.toISOString(),
      },
    ]);
  }
  return byStop;
}

/**
 * Ready orders no open mission carries, and orders waiting at a depot whose delivery day has come
 * by `date` and that no open mission loads (decision 078), with why the day's last plan left one out.
 */
async function unassignedOrders(db: Db, date: string, waves: q.WaveRow[]): Promise<DispatchDay['unassignedOrders']> {
  const ready = await readyOrderIds(db);
  const planned = new Set(await q.plannedOrderIds(db, ready));
  const atDepot = await dueDepotOrders(db, date);
  const orders = await ordersForDispatch(db, [...ready.filter((id) => !planned.has(id)), ...atDepot.keys()]);
  const unpooled = new Set(
    await findUnpooled(
      db,
      orders.map((order) => order.id),
    ),
  );
  const reasons = new Map(waves.flatMap((wave) => wave.unassigned.map((entry) => [entry.orderId, entry] as const)));
  const midnight = dubaiMidnight(date);
  return orders.map((order) => ({
    orderId: order.id,
    reference: order.partnerOrderId ?? order.id,
    service: order.serviceKind,
    window: {
      // An order at a depot is promised on its delivery day (decision 078).
      from: atDepot.has(order.id) ? midnight.toISOString() : order.createdAt,
      to: new Date(midnight.getTime() + promiseEnd(order, midnight) * 1000).toISOString(),
    },
    reason: reasons.get(order.id)?.reason ?? null,
    reasonText: reasons.get(order.id)?.reasonText ?? null,
    unpooled: unpooled.has(order.id),
    ...(atDepot.has(order.id) ? { depot: atDepot.get(order.id)?.name } : {}),
  }));
}

/** What each courier's open missions carry today: parcels and kilograms of the orders they pick up. */
async function loadsOf(db: DbOrTx, open: Mission[]): Promise<Map<string, { parcels: number; kg: number }>> {
  const picked = open.flatMap((mission) =>
    mission.stops
      .filter((stop) => stop.kind === 'pickup' || stop.kind === 'load')
      .flatMap((stop) => stop.orderIds.map((orderId) => ({ courierId: mission.courierId, orderId }))),
  );
  const orders = new Map(
    (await ordersForDispatch(db, [...new Set(picked.map((p) => p.orderId))])).map((order) => [order.id, order]),
  );
  const loads = new Map<string, { parcels: number; kg: number }>();
  for (const { courierId, orderId } of picked) {
    const order = orders.get(orderId);
    if (!order) continue;
    const demand = demandOf(order);
    const load = loads.get(courierId) ?? { parcels: 0, kg: 0 };
    loads.set(courierId, { parcels: load.parcels + demand.parcels, kg: load.kg + demand.kg });
  }
  return loads;
}

/** GET /admin/dispatch/day (operations): the day's waves, missions (late and at risk first), couriers. */
export async function dispatchDay(db: Db, date: string, now = new Date()): Promise<DispatchDay> {
  const couriers = await couriersOfDay(db, date);
  const rows = await q.missionsOfDate(db, date);
  // Risks read on the domain's clock, as the plan was made (decision 073).
  const missions = (await missionsAnswer(db, rows, couriers, now)).sort((a, b) => missionRisk(a) - missionRisk(b));
  const waves = await q.wavesOfDate(db, date);
  const open = missions.filter((mission) => mission.state === 'planned' || mission.state === 'in_progress');
  const loads = await loadsOf(db, open);
  return {
    date,
    waves: waves.map((wave) =>
      toWave(
        wave,
        rows.filter((row) => row.waveId === wave.id).map((row) => row.id),
      ),
    ),
    missions,
    unassignedOrders: await unassignedOrders(db, date, waves),
    heldAtDepot: await heldAtDepots(db),
    couriers: couriers.map((courier) => ({
      courierId: courier.courierId,
      name: courier.name,
      vehicleKind: courier.vehicleKind,
      capacityParcels: courier.capacityParcels,
      shift: courier.shift
        ? { startsAt: courier.shift.startsAt.toISOString(), endsAt: courier.shift.endsAt.toISOString() }
        : null,
      inQueue:
        courier.active &&
        courier.shift !== null &&
        courier.shift.startsAt <= now &&
        courier.shift.endsAt > now &&
        !open.some((mission) => mission.courierId === courier.courierId),
      loadParcels: loads.get(courier.courierId)?.parcels ?? 0,
      capacityKg: courier.capacityKg,
      loadKg: Math.round((loads.get(courier.courierId)?.kg ?? 0) * 10) / 10,
    })),
  };
}

/** GET /admin/dispatch/waves/{id} (operations). */
export async function getWave(db: Db, id: string): Promise<Wave> {
  const row = await q.findWave(db, id);
  if (!row) throw new AppError('not_found', MISSION_MESSAGES.waveNotFound);
  return toWave(
    row,
    (await q.missionsOfWave(db, id)).map((mission) => mission.id),
  );
}

/** One mission with its stops. */
export async function getMission(db: DbOrTx, id: string): Promise<Mission> {
  const row = await q.findMission(db, id);
  if (!row) throw missionNotFound();
  const [mission] = await missionsAnswer(db, [row], await couriersOfDay(db, row.date));
  return mission as Mission;
}

/**
 * Applies a change to a mission read at `version`: the row is locked, the version checked and
 * moved on in the change's transaction. A stale version changes nothing and answers `aborted`.
 */
export async function changeMission(
  db: Db,
  actor: Actor,
  what: { action: string; change: MissionChange; orderIds?: readonly string[] },
  id: string,
  version: number,
  change: (tx: DbOrTx, stops: q.StopRow[]) => Promise<void>,
): Promise<Mission> {
  return db.transaction(async (tx) => {
    const row = await q.lockMission(tx, id);
    if (!row) throw missionNotFound();
    if (row.version !== version) throw staleVersion(version, row.version);
    await change(tx, await q.stopsOfMissions(tx, [id]));
    if (!(await q.bumpVersion(tx, id, version))) throw staleVersion(version, row.version + 1);
    const after = await getMission(tx, id);
    await announceMissionsChanged(db, tx, [id], what.change, what.orderIds);
    await recordStaffAction(tx, {
      actorUserId: actor.userId,
      action: what.action,
      targetType: 'mission',
      targetId: id,
      before: { version },
      after: { version: after.version, stops: after.stops.map((stop) => ({ id: stop.id, locked: stop.locked })) },
    });
    return after;
  });
}

/** PUT /admin/dispatch/missions/{id}/stops (operations): the stops in a new order; locked stops keep their place. */
export function reorderStops(db: Db, actor: Actor, id: string, input: z.output<typeof StopOrderBodySchema>) {
  const what = { action: 'mission.stops_reordered', change: 'stops_reordered' } as const;
  return changeMission(db, actor, what, id, input.version, async (tx, stops) => {
    const ids = new Set(input.stopIds);
    if (ids.size !== stops.length || stops.some((stop) => !ids.has(stop.id))) {
      throw new AppError('invalid_argument', MISSION_MESSAGES.stopsMismatch);
    }
    for (const [index, stopId] of input.stopIds.entries()) {
      const stop = stops.find((row) => row.id === stopId) as q.StopRow;
      if (stop.locked && stop.sequence !== index + 1)
        throw new AppError('failed_precondition', MISSION_MESSAGES.lockedStop);
      await q.updateStop(tx, stopId, { sequence: index + 1 });
    }
  });
}

/** PUT /admin/dispatch/missions/{id}/stops/{stopId}/lock (operations). */
export function lockStop(db: Db, actor: Actor, id: string, stopId: string, input: z.output<typeof StopLockBodySchema>) {
  return changeMission(
    db,
    actor,
    input.locked
      ? { action: 'mission.stop_locked', change: 'stop_locked' }
      : { action: 'mission.stop_unlocked', change: 'stop_unlocked' },
    id,
    input.version,
    async (tx, stops) => {
      if (!stops.some((stop) => stop.id === stopId)) throw stopNotFound();
      await q.updateStop(tx, stopId, { locked: input.locked });
    },
  );
}
