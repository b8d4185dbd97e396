import { COURIER_APP_MESSAGES as CM, type ManifestSignOff } from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { getCouriers } from '../../fleet';
import * as q from '../queries';
import { ownCourierId } from './courier-today';

/** A planned pickup stop as the pickups module reads it (decision 072): its day, courier, orders and window. */
export type PickupStop = {
  stopId: string;
  missionId: string;
  courierId: string;
  courierFirstName: string;
  date: string;
  orderIds: string[];
  window: { from: Date; to: Date };
  state: string;
};

async function asPickupStops(db: DbOrTx, missions: q.MissionRow[], stops: q.StopRow[]): Promise<PickupStop[]> {
  const byId = new Map(missions.map((mission) => [mission.id, mission]));
  const couriers = new Map(
    (await getCouriers(db, [...new Set(missions.map((mission) => mission.courierId))])).map((courier) => [
      courier.id,
      courier.firstName,
    ]),
  );
  return stops.flatMap((stop) => {
    const mission = byId.get(stop.missionId);
    if (!mission || stop.kind !== 'pickup') return [];
    return [
      {
        stopId: stop.id,
        missionId: mission.id,
        courierId: mission.courierId,
        courierFirstName: couriers.get(mission.courierId) ?? '',
        date: mission.date,
        orderIds: stop.orderIds,
        window: { from: stop.windowFrom, to: stop.windowTo },
        state: stop.state,
      },
    ];
  });
}

/** The pickup stops of a Dubai day's missions (cancelled missions left out). */
export async function pickupStopsOfDay(db: DbOrTx, date: string): Promise<PickupStop[]> {
  const missions = (await q.missionsOfDate(db, date)).filter((mission) => mission.state !== 'cancelled');
  if (missions.length === 0) return [];
  return asPickupStops(
    db,
    missions,
    await q.stopsOfMissions(
      db,
      missions.map((mission) => mission.id),
    ),
  );
}

/** One of the signed-in courier's own pickup stops; another's (or a drop-off) is refused. */
export async function courierPickupStop(db: Db, actor: Actor, stopId: string): Promise<PickupStop> {
  const courierId = await ownCourierId(db, actor);
  return ownPickupStop(db, courierId, stopId);
}

/** The stop, when it is a pickup on one of this courier's missions. */
export async function ownPickupStop(db: DbOrTx, courierId: string, stopId: string): Promise<PickupStop> {
  const stop = await q.findStop(db, stopId);
  const mission = stop ? await q.findMission(db, stop.missionId) : undefined;
  if (!stop || !mission || mission.courierId !== courierId) throw new AppError('not_found', CM.stopNotYours);
  if (stop.kind !== 'pickup') throw new AppError('failed_precondition', CM.notAPickup);
  const [found] = await asPickupStops(db, [mission], [stop]);
  return found as PickupStop;
}

/** A requested pickup window, as instants. */
export type RequestedWindow = { from: Date; to: Date };

declare module '../../../platform/domain-hub' {
  interface DomainPorts {
    /**
     * The windows merchants asked a pickup for (the pickups module), by order id, for orders
     * collected at the asking address on that Dubai day; orders with none are absent.
     */
    requestedPickupWindows: (
      tx: DbOrTx,
      orders: readonly { id: string; accountId: string; pickupLocationId: string }[],
      date: string,
    ) => Promise<Map<string, RequestedWindow>>;
    /**
     * Keeps a pickup stop's manifest as the courier and the merchant's person signed it off (the
     * pickups module): answers what was signed. Refuses (AppError) an empty or already signed one.
     */
    signPickupManifest: (
      tx: DbOrTx,
      input: { stop: PickupStop; signerName: string; signatureUploadId: string; at: Date },
    ) => Promise<{ orders: number; parcels: number; codFils: number }>;
    /**
     * The sign-offs of these pickup stops' manifests (the pickups module), by stop id; stops not
     * signed are absent. The courier app's day carries them (GET /courier/today).
     */
    pickupManifestSignOffs: (tx: DbOrTx, stopIds: readonly string[]) => Promise<Map<string, ManifestSignOff>>;
  }
}
