import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, users } from '../../../db/schema';
import { fulfilmentCapabilities, fulfilmentContactRequests } from '../tables';

export async function findCapability(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(fulfilmentCapabilities).where(eq(fulfilmentCapabilities.accountId, accountId));
  return row;
}

export async function upsertCapability(db: DbOrTx, values: typeof fulfilmentCapabilities.$inferInsert) {
  const [row] = await db
    .insert(fulfilmentCapabilities)
    .values(values)
    .onConflictDoUpdate({
      target: fulfilmentCapabilities.accountId,
      set: {
        enabled: values.enabled,
        note: values.note ?? null,
        changedByUserId: values.changedByUserId ?? null,
        changedByName: values.changedByName,
        since: new Date(),
      },
    })
    .returning();
  return row;
}

export async function accountExists(db: DbOrTx, accountId: string) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return row !== undefined;
}

/** The names of accounts (operations' lists name the accounts they show). */
export function accountNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, ids));
}

export async function findUserName(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? row.fullName || row.email : undefined;
}

export async function insertContactRequest(db: DbOrTx, values: typeof fulfilmentContactRequests.$inferInsert) {
  const [row] = await db.insert(fulfilmentContactRequests).values(values).returning();
  return row;
}

export async function findLatestContactRequest(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ createdAt: fulfilmentContactRequests.createdAt })
    .from(fulfilmentContactRequests)
    .where(eq(fulfilmentContactRequests.accountId, accountId))
    .orderBy(desc(fulfilmentContactRequests.createdAt))
    .limit(1);
  return row;
}
