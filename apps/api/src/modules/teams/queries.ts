import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, invitations, memberships, organisations, users } from '../../db/schema';

export async function findOrganisationOfAccount(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(organisations).where(eq(organisations.accountId, accountId));
  return row;
}

/** Every account the user belongs to, with its team if it has one. */
export function findOrganisationsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      orgId: organisations.id,
      orgName: organisations.name,
      role: memberships.role,
      primaryAccountId: users.primaryAccountId,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(organisations, eq(organisations.accountId, accounts.id))
    .where(eq(memberships.userId, userId))
    .orderBy(accounts.name);
}

export async function findMembership(db: DbOrTx, userId: number, accountId: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
  return row;
}

export function findMembers(db: DbOrTx, accountId: string) {
  return db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(memberships.createdAt);
}

export function findPendingInvitations(db: DbOrTx, accountId: string) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: users.fullName,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.accountId, accountId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(invitations.createdAt);
}

/** A usable invitation by its token digest, with the team it opens. */
export async function findOpenInvitation(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      accountId: invitations.accountId,
      email: invitations.email,
      role: invitations.role,
      invitedBy: users.fullName,
      orgName: organisations.name,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .innerJoin(organisations, eq(organisations.accountId, invitations.accountId))
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    );
  return row;
}
