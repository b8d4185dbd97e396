import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, bulkImports } from '../../db/schema';

/** The account's saved addresses (not deleted): their ids, location names and emirates. */
export function findSavedAddressNames(db: DbOrTx, accountId: string) {
  return db
    .select({ id: addresses.id, name: addresses.locationName, emirate: addresses.emirate })
    .from(addresses)
    .where(and(eq(addresses.accountId, accountId), isNull(addresses.deletedAt)));
}

/** The record of one import. */
export async function insertBulkImport(tx: DbOrTx, row: typeof bulkImports.$inferInsert): Promise<void> {
  await tx.insert(bulkImports).values(row);
}
