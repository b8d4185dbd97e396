import { type CreateShiftBodySchema, FLEET_MESSAGES, type Shift, type ShiftList } from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { randomId } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { recordStaffAction } from '../../audit';
import * as q from '../queries';
import { courierNotFound, dubaiInstant, shiftNotFound, toShift } from './common';
import { peopleOf } from './couriers';

const fieldError = (field: string, message: string) =>
  new AppError('invalid_argument', message, { details: { fields: [{ field, message }] } });

/** POST /admin/dispatch/couriers/{id}/shifts (operations): a shift on a Dubai day, breaks inside it. */
export async function addShift(
  db: Db,
  actor: Actor,
  courierId: string,
  input: z.output<typeof CreateShiftBodySchema>,
): Promise<Shift> {
  const startsAt = dubaiInstant(input.date, input.start);
  const endsAt = dubaiInstant(input.date, input.end);
  if (endsAt <= startsAt) throw fieldError('end', FLEET_MESSAGES.shiftEnd);
  input.breaks.forEach((pause, index) => {
    const from = dubaiInstant(input.date, pause.start);
    const to = dubaiInstant(input.date, pause.end);
    if (to <= from || from < startsAt || to > endsAt) throw fieldError(`breaks.${index}`, FLEET_MESSAGES.breakInside);
  });
  return db.transaction(async (tx) => {
    const courier = await q.findCourier(tx, courierId);
    if (!courier) throw courierNotFound();
    if ((await q.overlappingShifts(tx, courierId, startsAt, endsAt)).length > 0) {
      throw new AppError('already_exists', FLEET_MESSAGES.shiftOverlap);
    }
    const row = await q.insertShift(tx, {
      id: randomId('shf'),
      courierId,
      date: input.date,
      startsAt,
      endsAt,
      breaks: input.breaks,
    });
    await recordStaffAction(tx, {
      actorUserId: actor.userId,
      action: 'courier.shift_added',
      targetType: 'user',
      targetId: String(courier.userId),
      before: null,
      after: { shiftId: row.id, date: input.date, start: input.start, end: input.end },
    });
    const people = await peopleOf(tx, [courier]);
    return toShift(row, people.get(courier.userId)?.fullName ?? '');
  });
}

/** GET /admin/dispatch/couriers/{id}/shifts (operations). */
export async function shiftsOfCourier(db: Db, courierId: string): Promise<ShiftList> {
  const courier = await q.findCourier(db, courierId);
  if (!courier) throw courierNotFound();
  const name = (await peopleOf(db, [courier])).get(courier.userId)?.fullName ?? '';
  return { items: (await q.shiftsOfCourier(db, courierId)).map((row) => toShift(row, name)) };
}

/** GET /admin/dispatch/shifts?date= (operations): every shift of the Dubai day. */
export async function shiftsOfDate(db: Db, date: string): Promise<ShiftList> {
  const rows = await q.shiftsOfDate(db, date);
  const couriers = await q.listCouriers(db);
  const people = await peopleOf(db, couriers);
  const names = new Map(couriers.map((courier) => [courier.id, people.get(courier.userId)?.fullName ?? '']));
  return { items: rows.map((row) => toShift(row, names.get(row.courierId) ?? '')) };
}

/** DELETE /admin/dispatch/shifts/{id} (operations): only before it starts. */
export async function removeShift(db: Db, actor: Actor, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await q.findShift(tx, id);
    if (!row) throw shiftNotFound();
    if (row.startsAt <= now) throw new AppError('failed_precondition', FLEET_MESSAGES.shiftStarted);
    const courier = await q.findCourier(tx, row.courierId);
    await q.deleteShift(tx, id);
    await recordStaffAction(tx, {
      actorUserId: actor.userId,
      action: 'courier.shift_removed',
      targetType: 'user',
      targetId: String(courier?.userId ?? ''),
      before: { shiftId: id, date: row.date },
      after: null,
    });
  });
}

/**
 * The hours each courier worked on Dubai days `from` to `to`: each shift's time up to `now`, less
 * its breaks (the part of them before `now`). Keyed by courier, then by day.
 */
export async function hoursWorked(
  db: Db,
  from: string,
  to: string,
  now: Date,
): Promise<{ courierId: string; date: string; hours: number }[]> {
  const rows = await q.shiftsBetween(db, from, to);
  const until = (at: Date) => Math.min(at.getTime(), now.getTime());
  return rows.map((row) => {
    let ms = Math.max(0, until(row.endsAt) - row.startsAt.getTime());
    for (const pause of row.breaks) {
      const start = dubaiInstant(row.date, pause.start).getTime();
      ms -= Math.max(0, until(dubaiInstant(row.date, pause.end)) - start);
    }
    return { courierId: row.courierId, date: row.date, hours: Math.max(0, ms) / 3600_000 };
  });
}
