import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { emailVerifications } from '../tables';

/** Retires the user's unused verification links: a new link replaces any earlier one. */
export async function retireEmailVerifications(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

export async function insertEmailVerification(
  db: DbOrTx,
  link: { tokenHash: string; userId: number; email: string; ttlMinutes: number },
): Promise<void> {
  await db.insert(emailVerifications).values({
    tokenHash: link.tokenHash,
    userId: link.userId,
    email: link.email,
    expiresAt: sql`now() + make_interval(mins => ${link.ttlMinutes})`,
  });
}

/** Uses up an unused, unexpired link mailed to `userId`; answers the address it proves. */
export async function claimEmailVerification(db: DbOrTx, tokenHash: string, userId: number) {
  const [link] = await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  return link;
}
