import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderProofs, proofUploads } from './tables';

export type UploadRow = typeof proofUploads.$inferSelect;
export type OrderProofRow = typeof orderProofs.$inferSelect;

export async function findUpload(db: DbOrTx, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(proofUploads).where(eq(proofUploads.id, id));
  return row;
}

/** Keeps an upload's row; a concurrent upload of the same id keeps the first. */
export async function insertUpload(db: DbOrTx, row: typeof proofUploads.$inferInsert): Promise<void> {
  await db.insert(proofUploads).values(row).onConflictDoNothing();
}

export function uploadsOf(db: DbOrTx, ids: readonly string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(proofUploads)
    .where(inArray(proofUploads.id, [...ids]));
}

export async function insertOrderProof(db: DbOrTx, row: typeof orderProofs.$inferInsert): Promise<void> {
  await db.insert(orderProofs).values(row);
}

export function proofsOfOrders(db: DbOrTx, orderIds: readonly string[]): Promise<OrderProofRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderProofs)
    .where(inArray(orderProofs.orderId, [...orderIds]));
}

export async function proofOfUpload(db: DbOrTx, uploadId: string): Promise<OrderProofRow | undefined> {
  const [row] = await db.select().from(orderProofs).where(eq(orderProofs.uploadId, uploadId));
  return row;
}

export async function proofOfOrder(db: DbOrTx, orderId: string, kind: string): Promise<OrderProofRow | undefined> {
  const [row] = await db
    .select()
    .from(orderProofs)
    .where(and(eq(orderProofs.orderId, orderId), eq(orderProofs.kind, kind)));
  return row;
}

/** Proofs of delivery made before `before`, oldest first, at most `limit`. */
export function proofsBefore(db: DbOrTx, before: Date, limit: number): Promise<OrderProofRow[]> {
  return db
    .select()
    .from(orderProofs)
    .where(lt(orderProofs.createdAt, before))
    .orderBy(asc(orderProofs.createdAt), asc(orderProofs.orderId), asc(orderProofs.kind))
    .limit(limit);
}

/** Deletes these proofs and the uploads they were made from, in one transaction. */
export async function deleteProofs(db: DbOrTx, proofs: readonly OrderProofRow[]): Promise<void> {
  if (proofs.length === 0) return;
  await db.transaction(async (tx) => {
    for (const proof of proofs) {
      await tx.delete(orderProofs).where(and(eq(orderProofs.orderId, proof.orderId), eq(orderProofs.kind, proof.kind)));
    }
    await tx.delete(proofUploads).where(
      inArray(
        proofUploads.id,
        proofs.map((proof) => proof.uploadId),
      ),
    );
  });
}
