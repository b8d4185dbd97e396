// Retried writes (decision 017): a request sent again with the same Idempotency-Key
// answers the first answer and does nothing twice. The one place that reads the header
// and the idempotency_keys table; orders and bulk upload decide what a key still being
// processed means for them.
import { IdempotencyKeySchema } from '@sameday/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { sha256 } from './crypto';
import { AppError } from './errors';
import { idempotencyKeys } from './tables';

/** The headers of a route that reads Idempotency-Key: loose, every other header passes. */
export const IdempotencyHeadersSchema = z.looseObject({ 'idempotency-key': IdempotencyKeySchema.optional() });

/** A retried request: its key, and the hash that tells the same request from another one. */
export type IdempotentRequest = { key: string; requestHash: string };

/** What a key holds for the account: nothing, a request still being processed, or the first answer. */
export type StoredAnswer<T> = { state: 'unused' } | { state: 'in_progress' } | { state: 'answered'; answer: T };

/** The hash of a JSON body: the same body hashes the same. */
export const hashOfBody = (body: unknown) => sha256(JSON.stringify(body ?? null));

const bodyHashes = new WeakMap<FastifyRequest, string>();

/**
 * Route options of a JSON write that takes Idempotency-Key: the body is hashed as it was
 * sent, before its schema trims and fills it, so a retry is recognised by what the
 * client sent (as the stored hashes were made).
 */
export const IDEMPOTENT_JSON_ROUTE = {
  preValidation: async (request: FastifyRequest) => {
    // Only a request that may be retried needs its hash; most orders are sent without a key.
    if (request.headers['idempotency-key'] !== undefined) bodyHashes.set(request, hashOfBody(request.body));
  },
};

/**
 * The request's Idempotency-Key, if it sent one. A route that reads it declares
 * `IdempotencyHeadersSchema`, which has checked it before the handler runs.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' ? header : undefined;
}

/** The key and the hash of the body as sent, of a route with IDEMPOTENT_JSON_ROUTE; undefined without a key. */
export function idempotentJsonRequest(request: FastifyRequest): IdempotentRequest | undefined {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return undefined;
  return { key, requestHash: bodyHashes.get(request) ?? hashOfBody(request.body) };
}

/**
 * What the key holds for the account. The same key with another request is refused
 * (invalid_argument), whatever the key holds.
 */
export async function storedAnswer<T>(
  db: DbOrTx,
  accountId: string,
  request: IdempotentRequest,
): Promise<StoredAnswer<T>> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, request.key)));
  if (!row) return { state: 'unused' };
  if (row.requestHash !== request.requestHash) {
    throw new AppError('invalid_argument', 'This Idempotency-Key was already used with a different request.', {
      details: { header: 'Idempotency-Key' },
    });
  }
  return row.statusCode === 200 ? { state: 'answered', answer: row.response as T } : { state: 'in_progress' };
}

/**
 * Claims the key inside the transaction that does the work: false when another request
 * holds it. A concurrent claim waits for the other transaction, so a retry never does
 * the work twice; if the work fails, the claim is rolled back with it.
 */
export async function claimKey(tx: DbOrTx, accountId: string, request: IdempotentRequest): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ accountId, key: request.key, requestHash: request.requestHash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** Stores the answer of a claimed key, in the same transaction, for its retries. */
export async function storeAnswer(tx: DbOrTx, accountId: string, key: string, answer: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 200, response: answer })
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
}

/** Gives up a claimed key whose work was taken back, so a retry can do it (an answered key stays). */
export async function releaseKey(tx: DbOrTx, accountId: string, key: string): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.statusCode, 0)),
    );
}
