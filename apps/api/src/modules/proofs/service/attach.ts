import type { ProofKind } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import * as q from '../queries';

/** The images a delivery names: each uploaded by this courier, not yet uploaded, or someone else's. */
export async function uploadsState(
  db: DbOrTx,
  userId: number,
  ids: readonly string[],
): Promise<'ready' | 'not_uploaded' | 'not_yours'> {
  const rows = await q.uploadsOf(db, ids);
  if (rows.some((row) => row.uploadedBy !== userId)) return 'not_yours';
  return rows.length === new Set(ids).size ? 'ready' : 'not_uploaded';
}

/**
 * Keeps an order's proofs of delivery, in the transaction `tx` of its move to delivered
 * (decision 059): the move and its proofs are kept together or not at all.
 */
export async function attachProofs(
  tx: DbOrTx,
  input: { orderId: string; accountId: string; proofs: { kind: ProofKind; uploadId: string }[] },
): Promise<void> {
  const rows = await q.uploadsOf(
    tx,
    input.proofs.map((proof) => proof.uploadId),
  );
  for (const proof of input.proofs) {
    const upload = rows.find((row) => row.id === proof.uploadId);
    if (!upload) throw new Error(`Proof ${proof.uploadId} was not uploaded`);
    await q.insertOrderProof(tx, {
      orderId: input.orderId,
      accountId: input.accountId,
      kind: proof.kind,
      uploadId: upload.id,
      storageKey: upload.storageKey,
      contentType: upload.contentType,
      bytes: upload.bytes,
      width: upload.width,
      height: upload.height,
    });
  }
}

/** An uploaded image itself (a signed pickup manifest's signature, decision 072), or undefined. */
export async function uploadedImage(db: DbOrTx, store: { get: FileStoreGet }, uploadId: string) {
  const row = await q.findUpload(db, uploadId);
  return row ? store.get(row.storageKey) : undefined;
}
type FileStoreGet = (key: string) => Promise<{ body: Buffer; contentType: string } | undefined>;
