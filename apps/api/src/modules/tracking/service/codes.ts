import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRACKING_CODE_LENGTH, trackingPagePath } from '@sameday/contract';
import type { DbOrTx } from '../../../db/client';
import { sha256 } from '../../../platform/crypto';
import * as q from '../queries';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Lowercase RFC 4648 base32 without padding: safe in a URL, in a QR code and read aloud. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The tracking codes of a server: derived from the order id with a secret key (120 bits), never stored. */
export type TrackingCodes = ReturnType<typeof createTrackingCodes>;

export function createTrackingCodes(key: string, publicUrl: string) {
  const codeOf = (orderId: string) =>
    base32(createHmac('sha256', key).update(`tracking:${orderId}`).digest().subarray(0, 15)).slice(
      0,
      TRACKING_CODE_LENGTH,
    );
  /**
   * The orders' codes at once, and the recording of their digests under way: a label sheet is
   * drawn on the server's thread while the database records them on its own.
   */
  const beginIssue = (db: DbOrTx, list: { id: string; accountId: string }[]) => {
    const codes = new Map(list.map((order) => [order.id, codeOf(order.id)]));
    const recorded = q.ensureCodes(
      db,
      list.map((order) => ({
        orderId: order.id,
        accountId: order.accountId,
        codeHash: sha256(codes.get(order.id) ?? ''),
      })),
    );
    return { codes, recorded };
  };
  return {
    codeOf,
    /** Only the digest is kept: a copy of the database names no code. */
    hashOf: (code: string) => sha256(code),
    urlOf: (code: string) => `${publicUrl}${trackingPagePath(code)}`,
    /** Whether `code` is the order's own (constant time: a lookup by digest already matched). */
    matches: (orderId: string, code: string) => {
      const expected = Buffer.from(codeOf(orderId));
      const given = Buffer.from(code.padEnd(expected.length).slice(0, expected.length));
      return timingSafeEqual(expected, given) && code.length === expected.length;
    },
    /**
     * A MAC of recipient verification material (a sent code's digest, a confirmation's
     * signature) under the same installation key, kept apart from the codes by its prefix.
     */
    mac: (text: string) => createHmac('sha256', key).update(`verification:${text}`).digest('base64url'),
    beginIssue,
    /** The orders' codes, their digests recorded (a code exists once it was printed or sent). */
    async issue(db: DbOrTx, list: { id: string; accountId: string }[]): Promise<Map<string, string>> {
      const { codes, recorded } = beginIssue(db, list);
      await recorded;
      return codes;
    },
  };
}
