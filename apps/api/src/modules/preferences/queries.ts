import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preferences } from './tables';

/** The keys the account set itself, with their values. */
export function findPreferences(db: DbOrTx, accountId: string) {
  return db.select().from(preferences).where(eq(preferences.accountId, accountId));
}

/** Sets a key not yet set; answers whether it was stored. */
export async function insertPreference(db: DbOrTx, accountId: string, key: string, value: unknown): Promise<boolean> {
  const inserted = await db
    .insert(preferences)
    .values({ accountId, key, value })
    .onConflictDoNothing()
    .returning({ key: preferences.key });
  return inserted.length > 0;
}

export async function upsertPreference(db: DbOrTx, accountId: string, key: string, value: unknown): Promise<void> {
  await db
    .insert(preferences)
    .values({ accountId, key, value })
    .onConflictDoUpdate({ target: [preferences.accountId, preferences.key], set: { value, updatedAt: sql`now()` } });
}

/** Removes a key; answers whether it was set. */
export async function deletePreference(db: DbOrTx, accountId: string, key: string): Promise<boolean> {
  const deleted = await db
    .delete(preferences)
    .where(and(eq(preferences.accountId, accountId), eq(preferences.key, key)))
    .returning({ key: preferences.key });
  return deleted.length > 0;
}

/** Clears the account's default pickup or drop-off when it points at the address. */
export async function clearDefaultsPointingAt(db: DbOrTx, accountId: string, addressId: string): Promise<void> {
  await db
    .delete(preferences)
    .where(
      and(
        eq(preferences.accountId, accountId),
        inArray(preferences.key, ['defaultPickupDetails', 'defaultDropoffDetails']),
        sql`${preferences.value}->>'locationId' = ${addressId}`,
      ),
    );
}

/** Makes the address the default pickup when the account has none yet (its first pickup address). */
export async function setDefaultPickupIfNone(db: DbOrTx, accountId: string, addressId: string): Promise<void> {
  await db
    .insert(preferences)
    .values({ accountId, key: 'defaultPickupDetails', value: { locationId: addressId } })
    .onConflictDoNothing();
}
