// Failed deliveries brought back (decision 078, later): after a failed attempt the parcels stay on
// board and the courier's route ends at their home depot, a `depot` hand-in stop. Handed in there,
// the order waits at a known depot for its next delivery day (or the merchant's choice).
import type { DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { couriersOfDay } from '../../fleet';
import * as q from '../queries';
import { dubaiMidnight } from './common';
import { DEPOT_CLOSES_SECONDS } from './hand-ins';

/** The statuses of an order handed back that stay as they are: the merchant chooses (or chose) what follows. */
export const KEPT_AT_DEPOT = new Set(['on_hold', 'return_to_origin']);

/**
 * After a failed attempt at the order's drop-off on `missionId`: the order leaves any load and
 * earlier hand-in (the stops keep it as history) and joins the mission's last stop
 * when that is a pending hand-in, else a new hand-in at the courier's home depot, last on the route.
 */
export async function returnToDepot(tx: DbOrTx, orderId: string, missionId: string, at: Date): Promise<void> {
  const mission = await q.findMission(tx, missionId);
  if (!mission) return;
  // Its failed drop-off stays until it is planned again (a retried failure finds it); its load and hand-in go.
  await q.deleteOrderKinds(tx, orderId, ['load', 'depot']);
  const stops = await q.stopsOfMissions(tx, [missionId]);
  const last = stops.at(-1);
  if (last && last.kind === 'depot' && last.state === 'pending') {
    if (!last.orderIds.includes(orderId)) await q.updateStop(tx, last.id, { orderIds: [...last.orderIds, orderId] });
    await q.insertMissionOrders(tx, [{ orderId, missionId, stopId: last.id, kind: 'depot' }]);
    return;
  }
  const courier = (await couriersOfDay(tx, mission.date)).find((entry) => entry.courierId === mission.courierId);
  if (!courier) return;
  const closes = new Date(dubaiMidnight(mission.date).getTime() + DEPOT_CLOSES_SECONDS * 1000);
  const stop = {
    id: randomId('stp'),
    missionId,
    sequence: (last?.sequence ?? 0) + 1,
    kind: 'depot',
    label: courier.depot.name,
    lat: courier.depot.lat,
    lng: courier.depot.lng,
    orderIds: [orderId],
    windowFrom: at,
    windowTo: closes > at ? closes : at,
  };
  await q.insertStops(tx, [stop]);
  await q.insertMissionOrders(tx, [{ orderId, missionId, stopId: stop.id, kind: 'depot' }]);
}
