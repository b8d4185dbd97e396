import { createHash, createHmac, randomBytes, randomFillSync, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP floor: m=19456 KiB, t=2, p=1. */
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user is unknown, so both paths cost the same. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** An opaque random secret with `bytes` of entropy, URL-safe. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Bytes for ids, drawn from the CSPRNG a few kilobytes at a time (as Node does for randomUUID):
 * a 50,000-row import takes about 250,000 ids, and a call into the CSPRNG for each cost 2–4 µs,
 * almost a second of the server's thread (bench/RESULTS.md, Bulk upload).
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let drawn = POOL_BYTES;

/** `count` random bytes (at most 4 KiB); the view is overwritten by later draws, so read it at once. */
function draw(count: number): Buffer {
  if (drawn + count > POOL_BYTES) {
    randomFillSync(pool);
    drawn = 0;
  }
  drawn += count;
  return pool.subarray(drawn - count, drawn);
}

export function randomId(prefix: string): string {
  return `${prefix}_${draw(12).toString('base64url')}`;
}

/** `length` characters drawn uniformly from `alphabet`, whose length divides 256 (e.g. 32). */
export function randomChars(alphabet: string, length: number): string {
  if (256 % alphabet.length !== 0) throw new Error('The alphabet must divide 256 evenly');
  let chars = '';
  for (const byte of draw(length)) chars += alphabet[byte % alphabet.length];
  return chars;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacSha256(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** A uniformly drawn code of `length` digits from the CSPRNG. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
