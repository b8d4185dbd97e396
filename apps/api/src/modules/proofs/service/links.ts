import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASES, COURIER_APP_MESSAGES as M, MISSION_PATHS, PROOF_LINK_SECONDS } from '@sameday/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { FileStore } from '../adapters';
import * as q from '../queries';

/** What signs the links: the key (a secret of the database) and the address the links start with. */
export type ProofLinker = { key: () => Promise<string>; publicUrl: string; now: () => Date };

const signatureOf = (key: string, id: string, expires: number) =>
  createHmac('sha256', key).update(`proof:${id}:${expires}`).digest('base64url');

/**
 * A short-lived link to one proof image, served by the API (GET /proofs/:id?expires=&sig=): the
 * image's id is not guessable, and the link alone opens it, until it expires. Whoever receives a
 * link was allowed to see the order when it was made (the merchant's order, the recipient's page
 * once delivered); nothing opens a proof by its id alone.
 */
export async function signedLink(linker: ProofLinker, uploadId: string): Promise<string> {
  const expires = Math.floor(linker.now().getTime() / 1000) + PROOF_LINK_SECONDS;
  const sig = signatureOf(await linker.key(), uploadId, expires);
  return `${linker.publicUrl}${API_BASES.platform}${MISSION_PATHS.proofImage(uploadId)}?expires=${expires}&sig=${sig}`;
}

/**
 * The `proofLinks` port: signed links to the stored photo and signature of each order that has
 * them (orders delivered through the courier app), by order id.
 */
export async function proofLinksOf(
  db: DbOrTx,
  linker: ProofLinker,
  orderIds: readonly string[],
): Promise<Map<string, { photoUrl: string | null; signatureUrl: string | null }>> {
  const links = new Map<string, { photoUrl: string | null; signatureUrl: string | null }>();
  for (const row of await q.proofsOfOrders(db, orderIds)) {
    const entry = links.get(row.orderId) ?? { photoUrl: null, signatureUrl: null };
    const url = await signedLink(linker, row.uploadId);
    if (row.kind === 'photo') entry.photoUrl = url;
    if (row.kind === 'signature') entry.signatureUrl = url;
    links.set(row.orderId, entry);
  }
  return links;
}

/**
 * GET /proofs/:id: the image of a proof of delivery, for a link that is signed and not expired.
 * An image that is no order's proof yet (uploaded, never delivered) is not served.
 */
export async function openProof(
  deps: { db: Db; store: FileStore; linker: ProofLinker },
  id: string,
  expires: number,
  sig: string,
): Promise<{ body: Buffer; contentType: string; maxAge: number }> {
  const expected = Buffer.from(signatureOf(await deps.linker.key(), id, expires));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('permission_denied', M.proofNotFound);
  }
  const left = expires - Math.floor(deps.linker.now().getTime() / 1000);
  if (left <= 0) throw new AppError('permission_denied', M.linkExpired);
  const proof = await q.proofOfUpload(deps.db, id);
  const file = proof ? await deps.store.get(proof.storageKey) : undefined;
  if (!proof || !file) throw new AppError('not_found', M.proofNotFound);
  return { body: file.body, contentType: proof.contentType, maxAge: Math.min(left, PROOF_LINK_SECONDS) };
}
