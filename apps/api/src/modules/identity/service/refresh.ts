import { MESSAGES, type TokenResponse } from '@sameday/contract';
import type { Caller } from '../../../platform/auth';
import { randomSecret, sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import type { IdentityDeps } from './common';
import { mintAccess } from './session';

/** How long a replaced refresh secret still mints tokens: two tabs refreshing at once both survive. */
const REFRESH_GRACE_SECONDS = 30;
const SESSION_IDLE_DAYS = 30;

/**
 * Template dispatch: mints a fresh access token from the refresh secret and
 * rotates the secret. A secret replaced moments ago (another tab refreshing at
 * the same time) still mints, without rotating again; an older one is a replay
 * and ends the session.
 */
export async function mintFromRefresh(
  deps: IdentityDeps,
  refreshSecret: string | undefined,
): Promise<{ access: TokenResponse; refreshSecret?: string }> {
  if (!refreshSecret) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  const tokenHash = sha256(refreshSecret);
  const row = await q.findRefreshToken(deps.db, tokenHash);
  if (!row || row.revokedAt) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (row.lastUsedAt.getTime() < Date.now() - SESSION_IDLE_DAYS * 86_400_000) {
    await q.revokeSession(deps.db, row.sessionId, 'idle');
    throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  }
  // A session whose account the user has left falls back to their own account.
  const accountId = await q.findAccountToOpen(deps.db, row.userId, row.activeAccountId);
  const claims = { userId: row.userId, sessionId: row.sessionId, accountId };

  const rotated = await deps.db.transaction(async (tx) => {
    if (!(await q.claimRefreshToken(tx, tokenHash))) return undefined;
    const next = randomSecret(32);
    await q.insertRefreshToken(tx, row.sessionId, sha256(next));
    await q.touchSession(tx, row.sessionId);
    return next;
  });
  if (rotated) return { access: await mintAccess(deps, claims), refreshSecret: rotated };

  const replaced = await q.findRefreshToken(deps.db, tokenHash);
  const replacedAt = replaced?.replacedAt?.getTime() ?? 0;
  if (replaced && !replaced.revokedAt && replacedAt > Date.now() - REFRESH_GRACE_SECONDS * 1000) {
    return { access: await mintAccess(deps, claims) };
  }
  await q.revokeSession(deps.db, row.sessionId, 'refresh_reuse');
  deps.log.warn({ sessionId: row.sessionId }, 'refresh secret replayed: session revoked');
  throw new AppError('unauthenticated', MESSAGES.sessionExpired);
}

/** Ends the caller's session and the refresh cookie's, whichever are known. */
export async function signOut(
  deps: IdentityDeps,
  refreshSecret: string | undefined,
  caller: Caller | undefined,
): Promise<void> {
  if (caller) await q.revokeSession(deps.db, caller.sessionId, 'sign_out');
  if (refreshSecret) {
    const row = await q.findRefreshToken(deps.db, sha256(refreshSecret));
    if (row) await q.revokeSession(deps.db, row.sessionId, 'sign_out');
  }
}
