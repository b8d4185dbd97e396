import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { memberships, sessions, users } from '../tables';

/** A user joins an account with a role; joining twice changes nothing. */
export async function addMembership(
  db: DbOrTx,
  membership: { userId: number; accountId: string; role: string },
): Promise<void> {
  await db.insert(memberships).values(membership).onConflictDoNothing();
}

export async function setMembershipRole(db: DbOrTx, userId: number, accountId: string, role: string): Promise<void> {
  await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
}

export async function deleteMembership(db: DbOrTx, userId: number, accountId: string): Promise<void> {
  await db.delete(memberships).where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
}

/** The user's sessions in `accountId` fall back to their own account. */
export async function moveSessionsToOwnAccount(db: DbOrTx, userId: number, accountId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ activeAccountId: sql`(select primary_account_id from users where users.id = ${userId})` })
    .where(and(eq(sessions.userId, userId), eq(sessions.activeAccountId, accountId)));
}

/** The session opens `accountId`, and so will the user's next sign-in. */
export async function switchSessionAccount(
  db: DbOrTx,
  session: { sessionId: string; userId: number },
  accountId: string,
): Promise<void> {
  await db.update(sessions).set({ activeAccountId: accountId }).where(eq(sessions.id, session.sessionId));
  await db.update(users).set({ lastAccountId: accountId }).where(eq(users.id, session.userId));
}
