import { type AssignOrderBodySchema, MISSION_MESSAGES } from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { ordersForDispatch } from '../../orders';
import { announceMissionsChanged } from '../mission-events';
import * as q from '../queries';
import { changeMission } from './board';
import { dubaiMidnight } from './common';
import { dropoffPlace, pickupPlace, promiseEnd } from './wave-problem';

/**
 * Takes the order off any other mission: its stops lose it (an emptied stop goes), those missions
 * move on a version. Answers the missions it took the order off.
 */
export async function takeOff(tx: DbOrTx, orderId: string, keep: string): Promise<string[]> {
  // A finished stop (an earlier day's pickup and depot hand-in, decision 078) keeps the order.
  const entries: Awaited<ReturnType<typeof q.stopsOfOrders>>[number][] = [];
  for (const entry of await q.stopsOfOrders(tx, [orderId])) {
    const stop = await q.findStop(tx, entry.stopId);
    if (stop?.state !== 'pending') continue;
    entries.push(entry);
    const rest = stop.orderIds.filter((id) => id !== orderId);
    if (rest.length === 0) await q.deleteStop(tx, stop.id);
    else await q.updateStop(tx, stop.id, { orderIds: rest });
  }
  const touched = [...new Set(entries.map((entry) => entry.missionId))].filter((missionId) => missionId !== keep);
  for (const missionId of touched) await q.touchMission(tx, missionId);
  await q.deleteMissionOrders(
    tx,
    orderId,
    entries.map((entry) => entry.stopId),
  );
  return touched;
}

/**
 * POST /admin/dispatch/missions/{id}/orders (operations): puts a ready order on this mission, at
 * the version read: collected at its pickup stop when the mission has one at that address, else at
 * a new pickup stop, and delivered at a new stop at the end. It leaves any other mission.
 */
export function assignOrder(db: Db, actor: Actor, id: string, input: z.output<typeof AssignOrderBodySchema>) {
  const change = { action: 'mission.order_assigned', change: 'order_assigned', orderIds: [input.orderId] } as const;
  return changeMission(db, actor, change, id, input.version, async (tx, stops) => {
    const [order] = await ordersForDispatch(tx, [input.orderId]);
    if (order?.status !== 'ready_for_collection') {
      throw new AppError('failed_precondition', MISSION_MESSAGES.orderNotPlannable);
    }
    await announceMissionsChanged(db, tx, await takeOff(tx, order.id, id), 'order_taken_off', [order.id]);
    const remaining = (await q.stopsOfMissions(tx, [id])).filter((stop) => stops.some((s) => s.id === stop.id));
    const mission = await q.findMission(tx, id);
    const midnight = dubaiMidnight(mission?.date ?? '');
    const now = new Date();
    const windowTo = new Date(midnight.getTime() + promiseEnd(order, midnight) * 1000);
    const pickup = pickupPlace(order);
    const sameAddress = remaining.find(
      (stop) =>
        stop.kind === 'pickup' && stop.state === 'pending' && stop.lat === pickup.lat && stop.lng === pickup.lng,
    );
    let sequence = remaining.reduce((max, stop) => Math.max(max, stop.sequence), 0);
    const entries: { stopId: string; kind: string }[] = [];
    if (sameAddress) {
      await q.updateStop(tx, sameAddress.id, { orderIds: [...sameAddress.orderIds, order.id] });
      entries.push({ stopId: sameAddress.id, kind: 'pickup' });
    }
    const added = [
      ...(sameAddress
        ? []
        : [
            {
              kind: 'pickup',
              label: `${order.pickup.locationName ?? order.pickup.addressLine1}, ${order.pickup.area}`,
              ...pickup,
            },
          ]),
      { kind: 'dropoff', label: `${order.dropoff.area}, ${order.dropoff.emirate}`, ...dropoffPlace(order) },
    ].map((stop) => {
      sequence += 1;
      return { id: randomId('stp'), missionId: id, sequence, orderIds: [order.id], windowFrom: now, windowTo, ...stop };
    });
    await q.insertStops(tx, added);
    entries.push(...added.map((stop) => ({ stopId: stop.id, kind: stop.kind })));
    await q.insertMissionOrders(
      tx,
      entries.map((entry) => ({ orderId: order.id, missionId: id, ...entry })),
    );
  });
}
