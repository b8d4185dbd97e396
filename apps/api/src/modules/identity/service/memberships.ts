// An account's members and the sessions that open it, as the teams module changes them: a team's
// members are identity's memberships. Each takes the database or the caller's transaction, so an
// invitation claimed and the membership it gives commit together.
import type { DbOrTx } from '../../../db/client';
import * as q from '../queries/memberships';

/** The user joins the account with `role` (an invitation accepted); joining twice changes nothing. */
export function addMember(db: DbOrTx, member: { userId: number; accountId: string; role: string }): Promise<void> {
  return q.addMembership(db, member);
}

/** A member's role in the account changes. */
export function setMemberRole(db: DbOrTx, userId: number, accountId: string, role: string): Promise<void> {
  return q.setMembershipRole(db, userId, accountId, role);
}

/** The user leaves the account, and their sessions in it fall back to their own account (one transaction). */
export async function endMembership(db: DbOrTx, userId: number, accountId: string): Promise<void> {
  await q.deleteMembership(db, userId, accountId);
  await q.moveSessionsToOwnAccount(db, userId, accountId);
}

/** The session opens `accountId` from now on, and so will the user's next sign-in. */
export function openAccountInSession(
  db: DbOrTx,
  session: { sessionId: string; userId: number },
  accountId: string,
): Promise<void> {
  return q.switchSessionAccount(db, session, accountId);
}
