import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { integrationConnections } from '../../db/schema';

export type ConnectionRow = typeof integrationConnections.$inferSelect;

/** The shops connected to the account, newest first. */
export function findConnections(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(integrationConnections)
    .where(eq(integrationConnections.accountId, accountId))
    .orderBy(desc(integrationConnections.connectedAt), integrationConnections.id);
}
