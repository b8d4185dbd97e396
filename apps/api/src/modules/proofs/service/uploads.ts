import {
  FLEET_MESSAGES,
  COURIER_APP_MESSAGES as M,
  PROOF_CONTENT_TYPES,
  PROOF_MAX_BYTES,
  type ProofUploadAnswer,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { courierIdOfUser } from '../../fleet';
import type { FileStore } from '../adapters';
import * as q from '../queries';

/** The longest side a stored proof image keeps (px): enough to read a door number or a face of a parcel. */
const LONGEST_SIDE = 2000;
/** Decoding refuses larger images (a small file that expands to a huge picture). */
const MAX_PIXELS = 50_000_000;

type Sharp = typeof import('sharp')['default'];
let sharpLoaded: Promise<Sharp> | undefined;
/** sharp (libvips) loads with the first upload, not at start. */
const loadSharp = () => {
  sharpLoaded ??= import('sharp').then((module) => module.default);
  return sharpLoaded;
};

const notImage = () => new AppError('invalid_argument', M.proofNotImage);

const answerOf = (row: q.UploadRow): ProofUploadAnswer => ({
  id: row.id,
  contentType: row.contentType,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
});

/**
 * Decodes the image by its content (whatever its Content-Type says), turns it upright, bounds its
 * size and encodes it again without any of its metadata (place, device, time): a PNG stays PNG
 * (a drawn signature), a photo becomes JPEG.
 */
export async function reencode(
  body: Buffer,
): Promise<{ body: Buffer; contentType: string; width: number; height: number }> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(body, { limitInputPixels: MAX_PIXELS }).metadata());
  } catch {
    throw notImage();
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw notImage();
  try {
    const image = sharp(body, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'png'
        ? await image.png({ compressionLevel: 9, palette: true }).toBuffer({ resolveWithObject: true })
        : await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return {
      body: encoded.data,
      contentType: format === 'png' ? 'image/png' : 'image/jpeg',
      width: encoded.info.width,
      height: encoded.info.height,
    };
  } catch {
    throw notImage();
  }
}

/**
 * PUT /courier/proofs/:id (the courier): keeps a proof image under the id the phone made. The same
 * id again answers the same (the image is not stored twice); another courier's id is refused.
 * The image is stored before its row: a crash between them leaves no row, and the retry writes
 * the same key again.
 */
export async function uploadProof(
  deps: { db: Db; store: FileStore },
  userId: number,
  id: string,
  contentType: string | undefined,
  body: unknown,
): Promise<ProofUploadAnswer> {
  const { db, store } = deps;
  if (!(await courierIdOfUser(db, userId))) throw new AppError('permission_denied', FLEET_MESSAGES.couriersOnly);
  const known = await q.findUpload(db, id);
  if (known) {
    if (known.uploadedBy !== userId) throw new AppError('already_exists', M.proofIdTaken);
    return answerOf(known);
  }
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(PROOF_CONTENT_TYPES as readonly string[]).includes(type) || !Buffer.isBuffer(body)) throw notImage();
  if (body.length > PROOF_MAX_BYTES) throw new AppError('out_of_range', M.proofTooLarge);
  if (body.length === 0) throw notImage();
  const image = await reencode(body);
  const storageKey = `proofs/${id}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`;
  await store.put(storageKey, image.body, image.contentType);
  await q.insertUpload(db, {
    id,
    uploadedBy: userId,
    storageKey,
    contentType: image.contentType,
    bytes: image.body.length,
    width: image.width,
    height: image.height,
    sentBytes: body.length,
  });
  const row = await q.findUpload(db, id);
  if (!row || row.uploadedBy !== userId) throw new AppError('already_exists', M.proofIdTaken);
  return answerOf(row);
}
