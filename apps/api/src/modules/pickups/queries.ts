import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
