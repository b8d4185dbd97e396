import {
  type CourierOnMapList,
  type CourierPositionsBody,
  FLEET_MESSAGES,
  POSITION_MAX_AGE_MS,
  POSITION_MAX_AHEAD_MS,
  POSITION_MESSAGES,
  POSITION_RETENTION_DAYS,
  type VehicleKind,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import { DUBAI, type Schedule } from '../../../platform/jobs';
import * as q from '../queries';
import { firstNameOf } from './common';
import { peopleOf } from './couriers';

const DAY_MS = 86_400_000;
const RETENTION_MS = POSITION_RETENTION_DAYS * DAY_MS;

function timeProblems(body: CourierPositionsBody, now: Date) {
  return body.positions.flatMap((position, index) => {
    const at = Date.parse(position.at);
    const isFresh = at >= now.getTime() - POSITION_MAX_AGE_MS && at <= now.getTime() + POSITION_MAX_AHEAD_MS;
    return isFresh ? [] : [{ field: `positions.${index}.at`, message: POSITION_MESSAGES.time }];
  });
}

declare module '../../../platform/domain-hub' {
  interface DomainEvents {
    /** A courier's app sent positions that were kept: told in their transaction. */
    'courier.moved': { courierId: string };
  }
}

/**
 * POST /courier/positions (the courier): a batch of the app's positions, kept only while the
 * courier is on shift now (a break included: the courier may still be moving).
 */
export async function recordPositions(db: Db, actor: Actor, body: CourierPositionsBody, now = new Date()) {
  const courier = await q.findCourierOfUser(db, actor.userId);
  if (!courier) throw new AppError('permission_denied', FLEET_MESSAGES.couriersOnly);
  if (!courier.active || !(await q.shiftAt(db, courier.id, now))) {
    throw new AppError('failed_precondition', POSITION_MESSAGES.notOnShift);
  }
  const fields = timeProblems(body, now);
  if (fields.length > 0) throw new AppError('invalid_argument', POSITION_MESSAGES.time, { details: { fields } });
  const rows = body.positions.map((position) => ({
    courierId: courier.id,
    lat: position.lat,
    lng: position.lng,
    accuracy: position.accuracy,
    at: new Date(position.at),
  }));
  // The board's map and the recipient the courier is on the way to hear of it in the same transaction.
  const accepted = await db.transaction(async (tx) => {
    const kept = await q.insertPositions(tx, rows);
    if (kept > 0) await db.hub.emit('courier.moved', tx, { courierId: courier.id });
    return kept;
  });
  return { accepted };
}

/** Deletes positions older than 7 days (POSITION_RETENTION_DAYS); answers how many. */
export function deleteOldPositions(db: Db, now = new Date()): Promise<number> {
  return q.deletePositionsBefore(db, new Date(now.getTime() - RETENTION_MS));
}

/** Every hour (decision 064): no position outlives its 7 days by more than an hour. */
export function positionRetentionSchedule(db: Db): Schedule {
  return {
    name: 'fleet.positions.retention',
    cron: '10 * * * *',
    timeZone: DUBAI,
    run: async ({ now }) => void (await deleteOldPositions(db, now)),
  };
}

/** GET /admin/dispatch/positions (operations): each courier on shift now, at their latest position of the shift. */
export async function couriersOnMap(db: DbOrTx, now = new Date()): Promise<CourierOnMapList> {
  const [all, running] = await Promise.all([q.listCouriers(db), q.shiftsAt(db, now)]);
  const couriers = all.filter((courier) => courier.active);
  const shifts = new Map<string, Date>();
  for (const courier of couriers) {
    const shift = running.get(courier.id);
    if (shift) shifts.set(courier.id, shift.startsAt);
  }
  const onShift = couriers.filter((courier) => shifts.has(courier.id));
  const earliest = new Date(Math.min(now.getTime(), ...[...shifts.values()].map((start) => start.getTime())));
  const positions = await q.latestPositions(
    db,
    onShift.map((courier) => courier.id),
    earliest,
  );
  const people = await peopleOf(db, onShift);
  const items = positions.flatMap((position) => {
    const courier = onShift.find((row) => row.id === position.courierId);
    const shiftStart = shifts.get(position.courierId);
    if (!courier || !shiftStart || position.at < shiftStart) return [];
    return [
      {
        courierId: courier.id,
        firstName: firstNameOf(people.get(courier.userId)?.fullName ?? ''),
        vehicleKind: courier.vehicleKind as VehicleKind,
        lat: position.lat,
        lng: position.lng,
        accuracy: position.accuracy,
        at: position.at.toISOString(),
      },
    ];
  });
  return { items };
}

/** A courier's latest position taken at or after `since` (the missions module's approach to a recipient). */
export async function latestPositionOf(db: DbOrTx, courierId: string, since: Date) {
  const row = await q.latestPositionOf(db, courierId, since);
  return row ? { lat: row.lat, lng: row.lng, accuracy: row.accuracy, at: row.at } : undefined;
}
