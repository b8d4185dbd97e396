import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { memberships, refreshTokens, sessions, users } from '../tables';

export async function insertSession(
  db: DbOrTx,
  session: { id: string; userId: number; activeAccountId: string; kind: 'full' | 'recovery'; userAgent?: string },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string) {
  return db.insert(refreshTokens).values({ sessionId, tokenHash });
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      tokenHash: refreshTokens.tokenHash,
      replacedAt: refreshTokens.replacedAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      activeAccountId: sessions.activeAccountId,
      revokedAt: sessions.revokedAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a refresh secret used; only the first of concurrent callers gets `true`. */
export async function claimRefreshToken(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ replacedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.replacedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length === 1;
}

export function revokeSession(db: DbOrTx, sessionId: string, reason: string) {
  return db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but `keepSessionId` (a password change or reset). */
export function revokeOtherSessions(db: DbOrTx, userId: number, reason: string, keepSessionId?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  return db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(...conditions));
}

/** A refresh: the session counts as used now (its idle time starts again). */
export async function touchSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function findSessionKind(db: DbOrTx, sessionId: string) {
  const [session] = await db.select({ kind: sessions.kind }).from(sessions).where(eq(sessions.id, sessionId));
  return session;
}

/** The password is changed: the session may do everything again. */
export async function setSessionKindFull(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ kind: 'full' }).where(eq(sessions.id, sessionId));
}

/**
 * The account a new access token of the session opens: the session's active account while
 * the user still belongs to it, otherwise the user's own account.
 */
export async function findAccountToOpen(db: DbOrTx, userId: number, activeAccountId: string) {
  const [row] = await db
    .select({ memberOf: memberships.accountId, ownAccountId: users.primaryAccountId })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.accountId, activeAccountId)))
    .where(eq(users.id, userId));
  return row?.memberOf ?? row?.ownAccountId ?? activeAccountId;
}

/** A read-only session of a staff member in an account (support's view), opened by the console. */
export async function insertActorSession(
  db: DbOrTx,
  session: { id: string; userId: number; accountId: string; userAgent?: string },
): Promise<void> {
  await db.insert(sessions).values({
    id: session.id,
    userId: session.userId,
    activeAccountId: session.accountId,
    kind: 'actor',
    userAgent: session.userAgent ?? null,
  });
}
