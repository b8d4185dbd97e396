import {
  dubaiClock,
  isOfferedPickupWindow,
  PICKUP_MESSAGES as M,
  type PickupRequest,
  type PickupRequestBodySchema,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { randomId } from '../../../platform/crypto';
import { AppError, invalidArgument } from '../../../platform/errors';
import { findLocation, listLocations } from '../../addresses';
import { pickupStopsOfDay } from '../../missions';
import { ordersForDispatch } from '../../orders';
import { getPreferences } from '../../preferences';
import * as q from '../queries';

export type PickupsDeps = { db: Db; now: () => Date };

/** The addresses (account and location) with a planned pickup stop on a day. */
export async function plannedAddresses(db: Db, date: string): Promise<Set<string>> {
  const stops = await pickupStopsOfDay(db, date);
  const orders = await ordersForDispatch(
    db,
    stops.flatMap((stop) => stop.orderIds),
  );
  return new Set(orders.map((order) => `${order.accountId}|${order.pickup.locationId}`));
}

async function toRequests(db: Db, accountId: string, rows: q.PickupRequestRow[]): Promise<PickupRequest[]> {
  const names = new Map(
    (await listLocations(db, accountId)).map((location) => [
      location.id,
      location.locationName ?? location.addressLine1,
    ]),
  );
  const planned = new Map<string, Set<string>>();
  for (const date of new Set(rows.map((row) => row.date))) planned.set(date, await plannedAddresses(db, date));
  return rows.map((row) => ({
    id: row.id,
    locationId: row.locationId,
    locationName: names.get(row.locationId) ?? '',
    date: row.date,
    from: row.windowFrom,
    to: row.windowTo,
    state:
      row.state === 'cancelled'
        ? 'cancelled'
        : planned.get(row.date)?.has(`${accountId}|${row.locationId}`)
          ? 'planned'
          : 'requested',
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET /quiqdash/pickups/requests: the account's open requests of today and later. */
export async function listRequests({ db, now }: PickupsDeps, accountId: string) {
  const rows = await q.openRequestsFrom(db, accountId, dubaiClock(now()).date);
  return { requests: await toRequests(db, accountId, rows) };
}

/**
 * POST /quiqdash/pickups/requests: a pickup at one of the account's pickup addresses in a window
 * offered now (the collection hours, today's until the same-day cut-off, tomorrow's). One open
 * request per address and day: a second is refused (`already_exists`).
 */
export async function requestPickup(
  { db, now }: PickupsDeps,
  actor: Actor,
  body: z.output<typeof PickupRequestBodySchema>,
): Promise<PickupRequest> {
  const location = await findLocation(db, actor.accountId, body.locationId);
  if (location?.kind !== 'pickup') {
    throw invalidArgument([{ field: 'locationId', message: M.unknownPickup }]);
  }
  const cutOffs = await getPreferences(db, actor.accountId);
  if (!isOfferedPickupWindow(body, now(), cutOffs)) {
    throw invalidArgument([{ field: 'from', message: M.windowNotOffered }]);
  }
  const id = randomId('pkr');
  const inserted = await q.insertRequest(db, {
    id,
    accountId: actor.accountId,
    locationId: location.id,
    date: body.date,
    windowFrom: body.from,
    windowTo: body.to,
    createdBy: actor.userId,
  });
  if (!inserted) throw new AppError('already_exists', M.alreadyRequested);
  const row = (await q.findRequest(db, actor.accountId, id)) as q.PickupRequestRow;
  const [request] = await toRequests(db, actor.accountId, [row]);
  return request as PickupRequest;
}

/** DELETE /quiqdash/pickups/requests/{id}: cancels a request whose pickup is not planned yet. */
export async function cancelPickup({ db, now }: PickupsDeps, actor: Actor, id: string): Promise<PickupRequest> {
  const row = await q.findRequest(db, actor.accountId, id);
  if (!row) throw new AppError('not_found', M.requestNotFound);
  const [request] = (await toRequests(db, actor.accountId, [row])) as [PickupRequest];
  if (request.state === 'cancelled') return request;
  if (request.state === 'planned') throw new AppError('failed_precondition', M.alreadyPlanned);
  await q.cancelRequest(db, row.id, now());
  return { ...request, state: 'cancelled' };
}
