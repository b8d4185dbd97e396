import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { resetCodes, resetLinks } from '../tables';

/** Retires the user's unused reset codes: a new code replaces any earlier one. */
export async function retireResetCodes(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(resetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(resetCodes.userId, userId), isNull(resetCodes.usedAt)));
}

export async function insertResetCode(
  db: DbOrTx,
  code: { id: string; userId: number; codeHash: string; ttlMinutes: number },
): Promise<void> {
  await db.insert(resetCodes).values({
    id: code.id,
    userId: code.userId,
    codeHash: code.codeHash,
    expiresAt: sql`now() + make_interval(mins => ${code.ttlMinutes})`,
  });
}

/** The user's newest reset code that is unused, unexpired and has attempts left. */
export async function findCurrentResetCode(db: DbOrTx, userId: number, maxAttempts: number) {
  const [current] = await db
    .select()
    .from(resetCodes)
    .where(
      and(
        eq(resetCodes.userId, userId),
        isNull(resetCodes.usedAt),
        gt(resetCodes.expiresAt, sql`now()`),
        lt(resetCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(resetCodes.createdAt))
    .limit(1);
  return current;
}

/** A wrong code counts an attempt; the last allowed one uses the code up. */
export async function countWrongResetCode(db: DbOrTx, id: string, maxAttempts: number): Promise<void> {
  await db
    .update(resetCodes)
    .set({
      attempts: sql`${resetCodes.attempts} + 1`,
      usedAt: sql`case when ${resetCodes.attempts} + 1 >= ${maxAttempts} then now() else null end`,
    })
    .where(and(eq(resetCodes.id, id), isNull(resetCodes.usedAt)));
}

/** Uses the code up; only the first of concurrent submits gets `true`. */
export async function claimResetCode(db: DbOrTx, id: string): Promise<boolean> {
  const claimed = await db
    .update(resetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(resetCodes.id, id), isNull(resetCodes.usedAt)))
    .returning({ id: resetCodes.id });
  return claimed.length === 1;
}

export async function insertResetLink(
  db: DbOrTx,
  link: { tokenHash: string; userId: number; ttlMinutes: number },
): Promise<void> {
  await db.insert(resetLinks).values({
    tokenHash: link.tokenHash,
    userId: link.userId,
    expiresAt: sql`now() + make_interval(mins => ${link.ttlMinutes})`,
  });
}

/** Uses an unused, unexpired reset link up; answers whose it was. */
export async function claimResetLink(db: DbOrTx, tokenHash: string) {
  const [link] = await db
    .update(resetLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(resetLinks.tokenHash, tokenHash), isNull(resetLinks.usedAt), gt(resetLinks.expiresAt, sql`now()`)))
    .returning({ userId: resetLinks.userId });
  return link;
}
