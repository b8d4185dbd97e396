import {
  COURIER_ROLE,
  type Courier,
  type CourierList,
  type CreateCourierBodySchema,
  FLEET_MESSAGES,
  type UpdateCourierBodySchema,
  VEHICLE_DEFAULTS,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { AuthGuard } from '../../../platform/auth';
import { catalogText } from '../../../platform/catalogs';
import { hashPassword, randomId, randomSecret, sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { mailIn, mailLanguage } from '../../../platform/mail-language';
import type { Mailer } from '../../../platform/mailer';
import { recordStaffAction } from '../../audit';
import { findPeople, insertInvitedUser, insertResetLink } from '../../identity';
import * as q from '../queries';
import { courierNotFound, type Person, toCourier } from './common';
import { INVITATION_DAYS } from './couriers-constants';

export type FleetDeps = { db: Db; mailer: Mailer; config: Config };
/** `now`: the domain's clock (tests fix it); the wall clock otherwise. */
export type FleetRouteDeps = FleetDeps & { authenticate: AuthGuard; now?: () => Date };

const emailTaken = () =>
  new AppError('already_exists', FLEET_MESSAGES.emailTaken, {
    details: { fields: [{ field: 'email', message: FLEET_MESSAGES.emailTaken }] },
  });

export async function peopleOf(db: DbOrTx, rows: { userId: number }[]): Promise<Map<number, Person>> {
  const people = await findPeople(
    db,
    rows.map((row) => row.userId),
  );
  return new Map(people.map((person) => [person.id, person]));
}

/**
 * POST /admin/dispatch/couriers (operations): the courier's user (role 'courier', their own
 * account), the courier with vehicle and depot, and the audit entry in one transaction; then the
 * invitation by mail, a reset link valid 7 days through the usual password recovery page, as a
 * staff invitation's.
 */
export async function registerCourier(
  deps: FleetDeps,
  actor: Actor,
  input: z.output<typeof CreateCourierBodySchema>,
  acceptLanguage?: string | string[],
): Promise<Courier> {
  const { db } = deps;
  const passwordHash = await hashPassword(randomSecret(32));
  const secret = randomSecret(32);
  const defaults = VEHICLE_DEFAULTS[input.vehicle.kind];
  const vehicle = {
    kind: input.vehicle.kind,
    capacityParcels: input.vehicle.capacityParcels ?? defaults.capacityParcels,
    capacityKg: input.vehicle.capacityKg ?? defaults.capacityKg,
  };
  const { row, person } = await db.transaction(async (tx) => {
    const user = await insertInvitedUser(tx, {
      accountId: randomId('acc'),
      accountName: 'Sameday courier',
      gid: randomId('usr'),
      email: input.email,
      fullName: input.fullName,
      phone: input.phone,
      passwordHash,
      salesforceId: `CO${randomSecret(9)
        .replace(/[^A-Za-z0-9]/g, 'X')
        .slice(0, 15)}`,
      roles: [COURIER_ROLE],
    });
    if (!user) throw emailTaken();
    const created = await q.insertCourier(tx, {
      id: randomId('cou'),
      userId: user.id,
      vehicleKind: vehicle.kind,
      capacityParcels: vehicle.capacityParcels,
      capacityKg: vehicle.capacityKg,
      depotName: input.homeDepot.name,
      depotLat: input.homeDepot.lat,
      depotLng: input.homeDepot.lng,
      waypointWindowMinutes: input.waypointConstraintWindowMinutes,
      createdBy: actor.userId,
    });
    await insertResetLink(tx, { tokenHash: sha256(secret), userId: user.id, ttlMinutes: INVITATION_DAYS * 24 * 60 });
    await recordStaffAction(tx, {
      actorUserId: actor.userId,
      action: 'courier.registered',
      targetType: 'user',
      targetId: String(user.id),
      before: null,
      after: { courierId: created.id, email: user.email, vehicle: vehicle.kind, depot: input.homeDepot.name },
    });
    return {
      row: created,
      person: { id: user.id, email: user.email, fullName: user.fullName, phone: input.phone, emailVerifiedAt: null },
    };
  });
  const language = mailLanguage(null, acceptLanguage);
  const text = (id: string, values?: Record<string, string | number>) => catalogText(language, id, values);
  await deps.mailer.send(
    mailIn(language, person.email, text('mail.courierInvitation.subject'), [
      text('mail.greeting', { firstname: person.fullName.split(/\s+/)[0] ?? '' }),
      '',
      text('mail.courierInvitation.access', {
        vehicle: text(`mail.vehicle.${vehicle.kind}`),
        depot: input.homeDepot.name,
      }),
      text('mail.staffInvitation.open'),
      `${deps.config.publicUrl}/password-recovery?token=${secret}`,
      '',
      text('mail.staffInvitation.validity', { days: INVITATION_DAYS }),
    ]),
  );
  return toCourier(row, person);
}

/** GET /admin/dispatch/couriers (operations). */
export async function listCouriers(db: Db): Promise<CourierList> {
  const rows = await q.listCouriers(db);
  const people = await peopleOf(db, rows);
  return { items: rows.map((row) => toCourier(row, people.get(row.userId))) };
}

/** These couriers (those that exist), in two queries whatever their number: for a page of orders. */
export async function getCouriers(db: DbOrTx, ids: readonly string[]): Promise<Courier[]> {
  const rows = await q.findCouriers(db, ids);
  const people = await peopleOf(db, rows);
  return rows.map((row) => toCourier(row, people.get(row.userId)));
}

/** GET /admin/dispatch/couriers/{id} (operations). */
export async function getCourier(db: DbOrTx, id: string): Promise<Courier> {
  const row = await q.findCourier(db, id);
  if (!row) throw courierNotFound();
  const people = await peopleOf(db, [row]);
  return toCourier(row, people.get(row.userId));
}

/** PATCH /admin/dispatch/couriers/{id} (operations): vehicle, depot, settings, active; audited. */
export async function updateCourier(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof UpdateCourierBodySchema>,
): Promise<Courier> {
  return db.transaction(async (tx) => {
    const before = await getCourier(tx, id);
    const changes: Parameters<typeof q.updateCourier>[2] = {};
    if (input.vehicle) {
      changes.vehicleKind = input.vehicle.kind;
      changes.capacityParcels = input.vehicle.capacityParcels;
      changes.capacityKg = input.vehicle.capacityKg;
    }
    if (input.homeDepot) {
      changes.depotName = input.homeDepot.name;
      changes.depotLat = input.homeDepot.lat;
      changes.depotLng = input.homeDepot.lng;
    }
    if (input.waypointConstraintWindowMinutes !== undefined) {
      changes.waypointWindowMinutes = input.waypointConstraintWindowMinutes;
    }
    if (input.active !== undefined) changes.active = input.active;
    await q.updateCourier(tx, id, changes);
    const after = await getCourier(tx, id);
    await recordStaffAction(tx, {
      actorUserId: actor.userId,
      action: 'courier.updated',
      targetType: 'user',
      targetId: String(before.userId),
      before: { vehicle: before.vehicle, homeDepot: before.homeDepot, active: before.active },
      after: { vehicle: after.vehicle, homeDepot: after.homeDepot, active: after.active },
    });
    return after;
  });
}
