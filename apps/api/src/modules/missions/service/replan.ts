import { MISSION_MESSAGES, type ReplanBodySchema, type Wave } from '@sameday/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { couriersOfDay } from '../../fleet';
import { ordersForDispatch } from '../../orders';
import { announceMissionsChanged } from '../mission-events';
import * as q from '../queries';
import { takeOff } from './assign';
import { type MissionsDeps, staleVersion } from './common';
import { planWave } from './plan';

/**
 * The couriers a re-plan offers by default (decision 073): the wave's, and every courier on shift
 * that day with no open mission (planned or under way), so a re-plan can use couriers who wait.
 */
export async function replanCouriers(db: DbOrTx, date: string, waveCouriers: readonly string[]): Promise<string[]> {
  const busy = new Set(
    (await q.missionsOfDate(db, date))
      .filter((row) => row.state === 'planned' || row.state === 'in_progress')
      .map((row) => row.courierId),
  );
  const idle = (await couriersOfDay(db, date))
    .filter((courier) => courier.active && courier.shift && !busy.has(courier.courierId))
    .map((courier) => courier.courierId);
  return [...new Set([...waveCouriers, ...idle])];
}

/**
 * POST /admin/dispatch/waves/{id}/replan (operations): plans again the wave's orders that no
 * locked or finished stop holds, and those it could not plan, on the chosen couriers (by default
 * the wave's and those on shift without a mission: replanCouriers); locked stops
 * keep their courier and place. Every mission of the wave must be at the version read; the orders
 * taken off move their missions on a version, and a mission left without stops is cancelled. The
 * new plan is a wave of its own, listed after this one.
 */
export async function replanWave(
  deps: MissionsDeps,
  actor: Actor,
  waveId: string,
  input: z.output<typeof ReplanBodySchema>,
): Promise<Wave> {
  const { db } = deps;
  const wave = await q.findWave(db, waveId);
  if (!wave) throw new AppError('not_found', MISSION_MESSAGES.waveNotFound);
  const freed = await db.transaction(async (tx) => {
    const rows = await q.missionsOfWave(tx, waveId);
    for (const row of rows) {
      const locked = await q.lockMission(tx, row.id);
      const read = input.versions[row.id];
      if (locked && read !== locked.version) throw staleVersion(read ?? 0, locked.version);
    }
    const open = rows.filter((row) => row.state === 'planned' || row.state === 'in_progress');
    const stops = await q.stopsOfMissions(
      tx,
      open.map((row) => row.id),
    );
    const held = new Set(
      stops.filter((stop) => stop.locked || stop.state !== 'pending').flatMap((stop) => stop.orderIds),
    );
    const free = [...new Set(stops.flatMap((stop) => stop.orderIds))].filter((id) => !held.has(id));
    const touched = new Set<string>();
    for (const orderId of free) for (const missionId of await takeOff(tx, orderId, '')) touched.add(missionId);
    for (const row of open) {
      if ((await q.stopsOfMissions(tx, [row.id])).length > 0) continue;
      await q.setMissionState(tx, row.id, 'cancelled');
      touched.add(row.id);
    }
    await announceMissionsChanged(db, tx, touched, 'replanned', free);
    return { free, couriers: [...new Set(rows.map((row) => row.courierId))] };
  });
  const before = new Set(
    await q.plannedOrderIds(
      db,
      wave.unassigned.map((entry) => entry.orderId),
    ),
  );
  const left = wave.unassigned.map((entry) => entry.orderId).filter((id) => !before.has(id));
  // Ready orders, and orders waiting at a depot (decision 078; out again after a merchant's reattempt
  // choice: its later section), that the wave could not plan. The wave's plan checks them again.
  const plannable = new Set(['ready_for_collection', 'received_at_depot', 'out_for_delivery']);
  const ready = (await ordersForDispatch(db, left)).filter((order) => plannable.has(order.status));
  const orderIds = [...freed.free, ...ready.map((order) => order.id)];
  if (orderIds.length === 0) throw new AppError('failed_precondition', MISSION_MESSAGES.nothingToReplan);
  const courierIds = input.courierIds ?? (await replanCouriers(db, wave.date, freed.couriers));
  return planWave(deps, actor, { date: wave.date, orderIds, courierIds, seconds: input.seconds }, deps.now());
}
