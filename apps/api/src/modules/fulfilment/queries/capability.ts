import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
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
