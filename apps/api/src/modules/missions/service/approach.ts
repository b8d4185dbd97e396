import type { VehicleKind } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import { dubaiDate, getCouriers, latestPositionOf } from '../../fleet';
import * as q from '../queries';

/** What the recipient's page shows of a courier on the way to them (docs/decisions/061). */
export type CourierApproach = {
  etaMinutes: number;
  /** Straight-line kilometres from the courier's latest position (one decimal), when known. */
  distanceKm: number | null;
  /** The courier's latest position rounded to 0.01° (about a kilometre), when known. */
  near: { lat: number; lng: number } | null;
};

/**
 * Average speed over the straight line, km/h, after the road detour: Dubai's streets at delivery
 * hours run at about 30 km/h for a car, and a road is about 1.3 times the straight line.
 */
export const APPROACH_SPEED_KMH: Record<VehicleKind, number> = { bike: 25, car: 30, van: 27 };
export const ROAD_DETOUR = 1.3;
/** A position older than this says little about where the courier is now: the plan's estimate is used. */
const FRESH_POSITION_MS = 10 * 60_000;
const OPEN_MISSIONS = ['planned', 'in_progress'];

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** To 0.01°: about a kilometre, enough to see the courier come closer and no more. */
const approximate = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * The `courierApproach` port: the courier's approach to the order's drop-off, only while the
 * courier is on the way to it — every stop before it on the mission is done or failed, and the
 * drop-off itself is not — and null otherwise (before, after the delivery or a failed attempt).
 * The position read is never one taken before the stop before theirs was done.
 */
export async function courierApproachOf(
  db: DbOrTx,
  orderId: string,
  now = new Date(),
): Promise<CourierApproach | null> {
  const dropoff = (await q.stopsOfOrders(db, [orderId])).find((row) => row.kind === 'dropoff');
  if (!dropoff) return null;
  const mission = await q.findMission(db, dropoff.missionId);
  if (!mission || !OPEN_MISSIONS.includes(mission.state)) return null;
  const stops = await q.stopsOfMissions(db, [mission.id]);
  const stop = stops.find((row) => row.id === dropoff.stopId);
  if (stop?.state !== 'pending') return null;
  const before = stops.filter((row) => row.sequence < stop.sequence);
  const previous = before.at(-1);
  if (!previous || before.some((row) => row.state === 'pending') || !previous.arrivedAt) return null;
  const since = new Date(Math.max(previous.arrivedAt.getTime(), now.getTime() - FRESH_POSITION_MS));
  const position = await latestPositionOf(db, mission.courierId, since);
  if (position) {
    const [courier] = await getCouriers(db, [mission.courierId]);
    const km = distanceKm(position, stop);
    const speed = APPROACH_SPEED_KMH[courier?.vehicle.kind ?? 'car'];
    return {
      etaMinutes: Math.max(1, Math.ceil(((km * ROAD_DETOUR) / speed) * 60)),
      distanceKm: Math.round(km * 10) / 10,
      near: { lat: approximate(position.lat), lng: approximate(position.lng) },
    };
  }
  // No fresh position: the planner's own leg, counted from when the stop before was done.
  const leg =
    stop.predictedArrival && previous.predictedArrival
      ? Math.max(0, stop.predictedArrival.getTime() - previous.predictedArrival.getTime())
      : 0;
  const arrival = previous.arrivedAt.getTime() + leg;
  return { etaMinutes: Math.max(1, Math.ceil((arrival - now.getTime()) / 60_000)), distanceKm: null, near: null };
}

/**
 * The `approachedOrders` port: the orders of the drop-off a courier is on the way to now (every
 * stop before it on an open mission of today done or failed, the stop before it arrived at), or
 * none: whose tracking page a new position of the courier changes.
 */
export async function ordersApproachedBy(db: DbOrTx, courierId: string, now = new Date()): Promise<string[]> {
  const open = (await q.missionsOfCourier(db, courierId, dubaiDate(now))).filter((mission) =>
    OPEN_MISSIONS.includes(mission.state),
  );
  for (const mission of open) {
    const stops = [...(await q.stopsOfMissions(db, [mission.id]))].sort((a, b) => a.sequence - b.sequence);
    const next = stops.find((stop) => stop.state === 'pending');
    if (next?.kind !== 'dropoff') continue;
    const previous = stops.filter((stop) => stop.sequence < next.sequence).at(-1);
    if (previous?.arrivedAt) return q.orderIdsOfStop(db, next.id);
  }
  return [];
}
