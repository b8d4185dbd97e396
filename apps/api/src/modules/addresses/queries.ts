import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses } from './tables';

export type AddressRow = typeof addresses.$inferSelect;
type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'accountId'>;

/** One live address of the account. */
export async function findAddress(db: DbOrTx, accountId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId), isNull(addresses.deletedAt)));
  return row;
}

/** The account's live addresses, oldest first. */
export function findAddresses(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.accountId, accountId), isNull(addresses.deletedAt)))
    .orderBy(addresses.createdAt);
}

export async function insertAddress(
  db: DbOrTx,
  values: typeof addresses.$inferInsert,
): Promise<AddressRow | undefined> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row;
}

export async function updateAddress(
  db: DbOrTx,
  accountId: string,
  id: string,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
    .returning();
  return row;
}

/** Marks a live address deleted; answers whether there was one. */
export async function softDeleteAddress(db: DbOrTx, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId), isNull(addresses.deletedAt)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

/** How many live pickup addresses the account has in each emirate. */
export function countPickupAddressesByEmirate(db: DbOrTx, accountId: string) {
  return db
    .select({ emirate: addresses.emirate, count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(and(eq(addresses.accountId, accountId), eq(addresses.kind, 'pickup'), isNull(addresses.deletedAt)))
    .groupBy(addresses.emirate);
}
