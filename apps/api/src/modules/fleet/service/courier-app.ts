import { type CourierDeviceBodySchema, type CourierQueueBodySchema, FLEET_MESSAGES } from '@sameday/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import { onBreak } from './common';

/** The courier app's fields of the spec's User (GET /courier/user), for a courier. */
export type CourierUserFields = {
  courier: true;
  inQueue: boolean;
  pushId: string | null;
  gcmToken: string | null;
  waypointConstraintWindowMinutes: number;
};

declare module '../../../platform/domain-hub' {
  interface DomainPorts {
    /** Whether the courier has work in hand now: an open mission (the missions module). */
    courierBusy: (db: DbOrTx, courierId: string) => Promise<boolean>;
  }
}

/**
 * Whether the courier is in the queue: active, available in the app, on a shift now and not on
 * its break, and with no open mission (waiting for work).
 */
export async function isInQueue(db: Db, courier: q.CourierRow, now = new Date()): Promise<boolean> {
  if (!courier.active || !courier.available) return false;
  const shift = await q.shiftAt(db, courier.id, now);
  if (!shift || onBreak(shift, now)) return false;
  const busy = db.hub.port('courierBusy');
  return busy ? !(await busy(db, courier.id)) : true;
}

/** The spec's courier fields of a user, or undefined when the user is no courier. */
export async function courierUserFields(db: Db, userId: number): Promise<CourierUserFields | undefined> {
  const courier = await q.findCourierOfUser(db, userId);
  if (!courier) return undefined;
  return {
    courier: true,
    inQueue: await isInQueue(db, courier),
    pushId: courier.pushId,
    gcmToken: courier.gcmToken,
    waypointConstraintWindowMinutes: courier.waypointWindowMinutes,
  };
}

async function ownCourier(db: Db, actor: Actor) {
  const courier = await q.findCourierOfUser(db, actor.userId);
  if (!courier) throw new AppError('permission_denied', FLEET_MESSAGES.couriersOnly);
  return courier;
}

/** PUT /courier/device (the courier): the app's push registration. */
export async function setDevice(db: Db, actor: Actor, input: z.output<typeof CourierDeviceBodySchema>) {
  const courier = await ownCourier(db, actor);
  await q.updateCourier(db, courier.id, { pushId: input.pushId, gcmToken: input.gcmToken });
  return (await courierUserFields(db, actor.userId)) as CourierUserFields;
}

/** PUT /courier/queue (the courier): takes work again, or none for now, while on shift. */
export async function setQueue(db: Db, actor: Actor, input: z.output<typeof CourierQueueBodySchema>) {
  const courier = await ownCourier(db, actor);
  const updated = await q.updateCourier(db, courier.id, { available: input.inQueue });
  if (input.inQueue && updated && !(await q.shiftAt(db, courier.id, new Date()))) {
    throw new AppError('failed_precondition', FLEET_MESSAGES.notOnShift);
  }
  return (await courierUserFields(db, actor.userId)) as CourierUserFields;
}
