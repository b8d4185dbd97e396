import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { signInFailures } from '../tables';

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
