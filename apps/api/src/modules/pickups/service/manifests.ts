import {
  COURIER_APP_MESSAGES as CM,
  dubaiClock,
  PICKUP_MESSAGES as M,
  type ManifestSignOff,
  manifestDayProblem,
  type Order,
  orderParcelCount,
  type PickupManifest,
  type PickupManifestsAnswer,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { randomId } from '../../../platform/crypto';
import { AppError, invalidArgument } from '../../../platform/errors';
import { findLocation, listLocations } from '../../addresses';
import { type PickupStop, pickupStopsOfDay } from '../../missions';
import { ordersForDispatch, readyOrdersAt } from '../../orders';
import type { ManifestLine } from '../queries';
import * as q from '../queries';

/** A manifest's line of one order: what is handed over and the cash its courier collects. */
export function lineOf(order: Order): ManifestLine {
  return {
    orderId: order.id,
    reference: order.partnerOrderId || order.id,
    recipientName: order.dropoff.name,
    area: order.dropoff.area,
    emirate: order.dropoff.emirate,
    // As every side counts them (orderParcelCount), so the printed totals, the app's and the board's agree.
    parcels: orderParcelCount(order),
    codFils: order.payment.mode === 'cod' ? order.payment.codAmountFils : 0,
  };
}

export const totalsOf = (lines: readonly ManifestLine[]) => ({
  orders: lines.length,
  parcels: lines.reduce((sum, line) => sum + line.parcels, 0),
  codFils: lines.reduce((sum, line) => sum + line.codFils, 0),
});

/** A day's planned pickup orders of one account, with the day's pickup stops. */
async function plannedOrdersOfDay(db: Db, accountId: string, date: string) {
  const stops = await pickupStopsOfDay(db, date);
  const orders = (
    await ordersForDispatch(
      db,
      stops.flatMap((stop) => stop.orderIds),
    )
  ).filter((order) => order.accountId === accountId);
  return orders;
}

/**
 * An address's pickup list of a day: the orders its courier's pickup stops of that day carry,
 * and (today and later) its ready orders no mission carries yet.
 */
async function manifestOrders(db: Db, day: ManifestDay, locationId: string, planned: Order[]) {
  const { accountId, date } = day;
  const here = planned.filter((order) => order.pickup.locationId === locationId);
  if (date < day.today) return here;
  const known = new Set(here.map((order) => order.id));
  const waiting = (await readyOrdersAt(db, accountId, locationId)).filter((order) => !known.has(order.id));
  return [...here, ...waiting];
}

/** The latest sign-off of an address's manifest that day, as the merchant sees it. */
const signOffOf = (row: q.PickupManifestRow | undefined) =>
  row
    ? { courierFirstName: row.courierFirstName, signerName: row.signerName, signedAt: row.signedAt.toISOString() }
    : null;

/** The account's Dubai day asked for, and today's (on the domain's clock). */
type ManifestDay = { accountId: string; date: string; today: string };

/**
 * The day a merchant asks manifests of: today or one of the last 90 days (MANIFEST_DAYS_BACK); a
 * later or older day is a field error on `date`, in the spec's error shape.
 */
export function manifestDay(accountId: string, date: string, now: Date): ManifestDay {
  const today = dubaiClock(now).date;
  const problem = manifestDayProblem(date, today);
  if (problem) throw invalidArgument([{ field: 'date', message: M[problem] }]);
  return { accountId, date, today };
}

/** GET /quiqdash/pickups/manifests?date=: each pickup address with orders or a sign-off that day. */
export async function listManifests(
  db: Db,
  accountId: string,
  date: string,
  now: Date,
): Promise<PickupManifestsAnswer> {
  const day = manifestDay(accountId, date, now);
  const planned = await plannedOrdersOfDay(db, accountId, date);
  const signed = await q.signedManifests(db, accountId, date);
  const manifests: PickupManifest[] = [];
  for (const location of await listLocations(db, accountId)) {
    if (location.kind !== 'pickup') continue;
    const lines = (await manifestOrders(db, day, location.id, planned)).map(lineOf);
    const signOff = signed.find((row) => row.locationId === location.id);
    if (lines.length === 0 && !signOff) continue;
    manifests.push({
      locationId: location.id,
      locationName: location.locationName ?? location.addressLine1,
      date,
      ...(signOff && lines.length === 0 ? totalsOf(signOff.lines) : totalsOf(lines)),
      signedOff: signOffOf(signOff),
    });
  }
  return { date, manifests };
}

export type ManifestDocument = {
  locationName: string;
  address: string;
  date: string;
  lines: ManifestLine[];
  signOff: (ReturnType<typeof signOffOf> & { signatureUploadId: string }) | null;
};

const addressOf = (location: { addressLine1: string; area: string; emirate: string }) =>
  `${location.addressLine1}, ${location.area}, ${location.emirate}`;

/** One address's manifest of a day for its PDF: as signed once signed off, else the pickup list as it is now. */
export async function merchantManifest(db: Db, accountId: string, locationId: string, date: string, now: Date) {
  const day = manifestDay(accountId, date, now);
  const location = await findLocation(db, accountId, locationId);
  if (location?.kind !== 'pickup') throw new AppError('not_found', M.unknownPickup);
  const [signed] = await q.signedManifests(db, accountId, date, locationId);
  const lines = signed
    ? signed.lines
    : (await manifestOrders(db, day, locationId, await plannedOrdersOfDay(db, accountId, date))).map(lineOf);
  return {
    locationName: location.locationName ?? location.addressLine1,
    address: addressOf(location),
    date,
    lines,
    signOff: signed ? { ...(signOffOf(signed) as object), signatureUploadId: signed.signatureUploadId } : null,
  } as ManifestDocument;
}

/** A courier's pickup stop's manifest for its PDF: the stop's orders, or as signed once signed off. */
export async function stopManifest(db: Db, stop: PickupStop): Promise<ManifestDocument> {
  const signed = await q.manifestOfStop(db, stop.stopId);
  const orders = await ordersForDispatch(db, stop.orderIds);
  const first = orders[0];
  const location = first ? await findLocation(db, first.accountId, first.pickup.locationId) : undefined;
  return {
    locationName: location?.locationName ?? first?.pickup.locationName ?? '',
    address: location ? addressOf(location) : '',
    date: stop.date,
    lines: signed ? signed.lines : orders.map(lineOf),
    signOff: signed ? { ...(signOffOf(signed) as object), signatureUploadId: signed.signatureUploadId } : null,
  } as ManifestDocument;
}

/** The `pickupManifestSignOffs` port: the courier app's day says which of its pickup stops are signed off. */
export async function stopSignOffs(db: DbOrTx, stopIds: readonly string[]): Promise<Map<string, ManifestSignOff>> {
  const rows = await q.manifestsOfStops(db, stopIds);
  return new Map(rows.map((row) => [row.stopId, signOffOf(row) as ManifestSignOff]));
}

/**
 * The `signPickupManifest` port (the courier app's `sign_manifest`, in the action's transaction):
 * the stop's orders handed over (collected), the signer's name and the signature's upload. A stop
 * signed once is refused; one with nothing collected yet too.
 */
export async function signStopManifest(
  db: DbOrTx,
  input: { stop: PickupStop; signerName: string; signatureUploadId: string; at: Date },
) {
  const { stop } = input;
  if (await q.manifestOfStop(db, stop.stopId)) throw new AppError('already_exists', M.alreadySigned);
  const orders = (await ordersForDispatch(db, stop.orderIds)).filter(
    (order) => order.status !== 'ready_for_collection' && order.status !== 'cancelled',
  );
  const first = orders[0];
  if (!first) throw new AppError('failed_precondition', CM.collectFirst);
  const lines = orders.map(lineOf);
  const totals = totalsOf(lines);
  const inserted = await q.insertManifest(db, {
    id: randomId('pkm'),
    accountId: first.accountId,
    locationId: first.pickup.locationId,
    date: stop.date,
    stopId: stop.stopId,
    courierId: stop.courierId,
    courierFirstName: stop.courierFirstName,
    signerName: input.signerName,
    signatureUploadId: input.signatureUploadId,
    lines,
    ...totals,
    signedAt: input.at,
  });
  if (!inserted) throw new AppError('already_exists', M.alreadySigned);
  return totals;
}
