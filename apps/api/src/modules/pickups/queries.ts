import { type CutOffTimes, DEFAULT_CUT_OFFS } from '@sameday/contract';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { preferences } from '../../db/schema';
import { type ManifestLine, pickupManifests, pickupRequests } from './tables';

export type { ManifestLine };

export type PickupRequestRow = typeof pickupRequests.$inferSelect;
export type PickupManifestRow = typeof pickupManifests.$inferSelect;

/** Inserts a request; false when the address already has an open one that day (the unique key). */
export async function insertRequest(db: DbOrTx, row: typeof pickupRequests.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(pickupRequests)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: pickupRequests.id });
  return inserted.length > 0;
}

/** The account's open requests from a Dubai day on, by day and window. */
export function openRequestsFrom(db: DbOrTx, accountId: string, from: string): Promise<PickupRequestRow[]> {
  return db
    .select()
    .from(pickupRequests)
    .where(
      and(
        eq(pickupRequests.accountId, accountId),
        eq(pickupRequests.state, 'requested'),
        gte(pickupRequests.date, from),
      ),
    )
    .orderBy(asc(pickupRequests.date), asc(pickupRequests.windowFrom), asc(pickupRequests.id));
}

/** One request of the account; another account's is not found. */
export async function findRequest(db: DbOrTx, accountId: string, id: string): Promise<PickupRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(pickupRequests)
    .where(and(eq(pickupRequests.accountId, accountId), eq(pickupRequests.id, id)));
  return row;
}

export async function cancelRequest(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(pickupRequests).set({ state: 'cancelled', cancelledAt: at }).where(eq(pickupRequests.id, id));
}

/** The open requests of these accounts on a day. */
export function openRequestsOn(db: DbOrTx, accountIds: readonly string[], dates: readonly string[]) {
  if (accountIds.length === 0 || dates.length === 0) return Promise.resolve([] as PickupRequestRow[]);
  return db
    .select()
    .from(pickupRequests)
    .where(
      and(
        inArray(pickupRequests.accountId, [...accountIds]),
        inArray(pickupRequests.date, [...dates]),
        eq(pickupRequests.state, 'requested'),
      ),
    );
}

/**
 * What the collection windows of an account's unplanned ready orders are made of (decision 072),
 * in one prepared statement (docs/decisions/081): the cut-offs the account set itself (the
 * preferences module's rows; the spec's defaults for the rest) and its open pickup requests from
 * its Dubai today on. An order's collection day is never before today, so no request it could
 * match is left out; the default pickup address and the other preferences are not read.
 */

const CUT_OFF_KEYS = Object.keys(DEFAULT_CUT_OFFS) as (keyof CutOffTimes)[];

/** A row of either kind: a cut-off (`key`, its time) or a request (address, day, window). */
function prepareWindowInputs(db: DbOrTx) {
  const accountId = sql.placeholder('accountId');
  const cutOffs = db
    .select({
      key: preferences.key,
      locationId: sql<string | null>`null::text`,
      date: sql<string | null>`${preferences.value} #>> '{}'`,
      windowFrom: sql<string | null>`null::text`,
      windowTo: sql<string | null>`null::text`,
    })
    .from(preferences)
    .where(and(eq(preferences.accountId, accountId), inArray(preferences.key, CUT_OFF_KEYS)));
  const requests = db
    .select({
      key: sql<string>`null::text`,
      locationId: pickupRequests.locationId,
      date: pickupRequests.date,
      windowFrom: pickupRequests.windowFrom,
      windowTo: pickupRequests.windowTo,
    })
    .from(pickupRequests)
    .where(
      and(
        eq(pickupRequests.accountId, accountId),
        eq(pickupRequests.state, 'requested'),
        gte(pickupRequests.date, sql.placeholder('today')),
      ),
    );
  return unionAll(cutOffs, requests).prepare('pickup_window_inputs');
}
const preparedInputs = new WeakMap<DbOrTx, ReturnType<typeof prepareWindowInputs>>();

export type OpenRequest = { locationId: string; date: string; windowFrom: string; windowTo: string };

/** The account's cut-offs and its open requests from `today` (a Dubai day) on, in one read. */
export async function windowInputsOf(
  db: DbOrTx,
  accountId: string,
  today: string,
): Promise<{ cutOffs: CutOffTimes; requests: OpenRequest[] }> {
  const query = preparedInputs.get(db) ?? prepareWindowInputs(db);
  preparedInputs.set(db, query);
  const cutOffs: CutOffTimes = { ...DEFAULT_CUT_OFFS };
  const requests: OpenRequest[] = [];
  for (const row of await query.execute({ accountId, today })) {
    if (row.key !== null) cutOffs[row.key as keyof CutOffTimes] = row.date as string;
    else requests.push(row as OpenRequest);
  }
  return { cutOffs, requests };
}

export async function insertManifest(db: DbOrTx, row: typeof pickupManifests.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(pickupManifests)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: pickupManifests.id });
  return inserted.length > 0;
}

/** The manifests signed at the account's addresses on a day, latest first. */
export function signedManifests(db: DbOrTx, accountId: string, date: string, locationId?: string) {
  return db
    .select()
    .from(pickupManifests)
    .where(
      and(
        eq(pickupManifests.accountId, accountId),
        eq(pickupManifests.date, date),
        ...(locationId ? [eq(pickupManifests.locationId, locationId)] : []),
      ),
    )
    .orderBy(desc(pickupManifests.signedAt));
}

/** The manifests signed at these stops. */
export function manifestsOfStops(db: DbOrTx, stopIds: readonly string[]): Promise<PickupManifestRow[]> {
  if (stopIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pickupManifests)
    .where(inArray(pickupManifests.stopId, [...stopIds]));
}

export async function manifestOfStop(db: DbOrTx, stopId: string): Promise<PickupManifestRow | undefined> {
  const [row] = await db.select().from(pickupManifests).where(eq(pickupManifests.stopId, stopId));
  return row;
}
