import type { MissionState } from '@sameday/contract';
import type { Db, DbOrTx } from '../../db/client';
import * as q from './queries';

/** What happened to a mission (the reason a courier's app or the board hears of it). */
export type MissionChange =
  /** A wave planned it (a new mission). */
  | 'planned'
  /** A replan took orders off it, or cancelled it. */
  | 'replanned'
  /** Operations put an order on it. */
  | 'order_assigned'
  /** An order left it for another mission. */
  | 'order_taken_off'
  | 'stops_reordered'
  | 'stop_locked'
  | 'stop_unlocked'
  /** A stop's order was moved (collected, delivered, failed): the stop's and mission's states followed. */
  | 'order_moved';

/** A mission changed: told once per mission in the transaction that changed it, after its change. */
export type MissionChanged = {
  missionId: string;
  waveId: string;
  courierId: string;
  /** The mission's Dubai day (YYYY-MM-DD). */
  date: string;
  /** The mission's version and state after the change. */
  version: number;
  state: MissionState;
  change: MissionChange;
  /** The orders the change concerns (assigned, taken off, moved); empty for a whole-mission change. */
  orderIds: readonly string[];
  /** Every order on the mission after the change (whose merchants see its courier and windows). */
  missionOrderIds: readonly string[];
};

declare module '../../platform/domain-hub' {
  interface DomainEvents {
    /**
     * A mission was planned or changed (stops added, taken off, reordered, locked, done): told in
     * the change's transaction, once per mission (the board, the courier's app and push hear of it).
     */
    'mission.changed': MissionChanged;
  }
}

/**
 * Tells the domain that the missions `missionIds` changed, inside the transaction `tx` that changed
 * them: each is read back in `tx` (its courier, day, version and state after the change).
 */
export async function announceMissionsChanged(
  db: Db,
  tx: DbOrTx,
  missionIds: Iterable<string>,
  change: MissionChange,
  orderIds: readonly string[] = [],
): Promise<void> {
  for (const missionId of new Set(missionIds)) {
    const row = await q.findMission(tx, missionId);
    if (!row) continue;
    const stops = await q.stopsOfMissions(tx, [missionId]);
    await db.hub.emit('mission.changed', tx, {
      missionId,
      waveId: row.waveId,
      courierId: row.courierId,
      date: row.date,
      version: row.version,
      state: row.state as MissionState,
      change,
      orderIds,
      missionOrderIds: [...new Set(stops.flatMap((stop) => stop.orderIds))],
    });
  }
}
