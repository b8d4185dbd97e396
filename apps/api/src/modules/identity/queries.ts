import { and, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, memberships, refreshTokens, sessions, signInFailures, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findAccountById(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** The accounts a user belongs to, with the user's role in each. */
export function findMembershipsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name, kind: accounts.kind, role: memberships.role })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.userId, userId))
    .orderBy(accounts.name);
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

/**
 * Counts a sign-in attempt for the account from this IP before its password is
 * checked, in one statement that holds the row: however many attempts arrive at
 * once, each sees the ones before it. A lock that has run out starts the count
 * again; the attempt past `lockAfter` locks the pair for `lockMinutes`. A good
 * password then clears the count (clearSignInFailures).
 */
export async function claimSignInAttempt(
  db: DbOrTx,
  userId: number,
  ip: string,
  lockAfter: number,
  lockMinutes: number,
): Promise<{ attempts: number; lockedUntil: Date | null }> {
  const hasExpiredLock = sql`${signInFailures.lockedUntil} is not null and ${signInFailures.lockedUntil} <= now()`;
  const [row] = await db
    .insert(signInFailures)
    .values({ userId, ip, failures: 1 })
    .onConflictDoUpdate({
      target: [signInFailures.userId, signInFailures.ip],
      set: {
        failures: sql`case when ${hasExpiredLock} then 1 else ${signInFailures.failures} + 1 end`,
        lockedUntil: sql`case
          when ${hasExpiredLock} then null
          when ${signInFailures.lockedUntil} is not null then ${signInFailures.lockedUntil}
          when ${signInFailures.failures} + 1 > ${lockAfter} then now() + make_interval(mins => ${lockMinutes})
          else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ attempts: signInFailures.failures, lockedUntil: signInFailures.lockedUntil });
  if (!row) throw new Error('sign-in attempt not recorded');
  return row;
}

/** After a wrong password: the attempt that reached `lockAfter` locks the pair. */
export async function lockAfterFailure(
  db: DbOrTx,
  userId: number,
  ip: string,
  lockAfter: number,
  lockMinutes: number,
): Promise<void> {
  await db
    .update(signInFailures)
    .set({ lockedUntil: sql`now() + make_interval(mins => ${lockMinutes})` })
    .where(
      and(
        eq(signInFailures.userId, userId),
        eq(signInFailures.ip, ip),
        isNull(signInFailures.lockedUntil),
        gte(signInFailures.failures, lockAfter),
      ),
    );
}

export function clearSignInFailures(db: DbOrTx, userId: number, ip?: string) {
  const condition = ip
    ? and(eq(signInFailures.userId, userId), eq(signInFailures.ip, ip))
    : eq(signInFailures.userId, userId);
  return db.delete(signInFailures).where(condition);
}
