import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { emailVerifications, resetCodes, resetLinks, sessions } from '../tables';

/**
 * Deletes the reset codes, reset links and email verification links that expired before `before`
 * (used or not: once expired none opens anything). Answers how many of each.
 */
export async function deleteExpiredLinks(db: DbOrTx, before: Date) {
  const codes = await db.delete(resetCodes).where(lt(resetCodes.expiresAt, before)).returning({ id: resetCodes.id });
  const links = await db
    .delete(resetLinks)
    .where(lt(resetLinks.expiresAt, before))
    .returning({ id: resetLinks.tokenHash });
  const verifications = await db
    .delete(emailVerifications)
    .where(lt(emailVerifications.expiresAt, before))
    .returning({ id: emailVerifications.tokenHash });
  return { resetCodes: codes.length, resetLinks: links.length, emailVerifications: verifications.length };
}

/**
 * Deletes the sessions revoked before `revokedBefore` and those last used before `usedBefore`
 * (their refresh secrets go with them). Answers how many.
 */
export async function deleteEndedSessions(db: DbOrTx, revokedBefore: Date, usedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, revokedBefore)),
        lt(sessions.lastUsedAt, usedBefore),
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
