import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bulkImports } from './tables';

/** The record of one import. */
export async function insertBulkImport(tx: DbOrTx, row: typeof bulkImports.$inferInsert): Promise<void> {
  await tx.insert(bulkImports).values(row);
}

/** An import's counts once all its orders are placed. */
export async function finishBulkImport(
  tx: DbOrTx,
  id: string,
  counts: { createdCount: number; duplicateCount: number },
): Promise<void> {
  await tx
    .update(bulkImports)
    .set({ ...counts, state: 'placed' })
    .where(eq(bulkImports.id, id));
}

/** Imports whose orders were still being placed when the process stopped. */
export function findUnfinishedBulkImports(db: DbOrTx) {
  return db
    .select({ id: bulkImports.id, accountId: bulkImports.accountId, idempotencyKey: bulkImports.idempotencyKey })
    .from(bulkImports)
    .where(eq(bulkImports.state, 'placing'));
}

export async function deleteBulkImport(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(bulkImports).where(eq(bulkImports.id, id));
}
