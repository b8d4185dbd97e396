import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, memberships, users } from '../../db/schema';
import { invitations, organisations } from './tables';

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

export async function insertOrganisation(
  db: DbOrTx,
  org: { id: string; accountId: string; name: string; createdBy: number },
): Promise<void> {
  await db.insert(organisations).values(org);
}

export async function findUserFullName(db: DbOrTx, userId: number) {
  const [user] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return user;
}

/** The language a person with this address chose, if they have an account (an invitation's mail follows it). */
export async function findLanguageByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.email, email));
  return user?.language ?? null;
}

export async function findUserEmail(db: DbOrTx, userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user;
}

/** Revokes the open invitations of the account to `email`: a new one replaces them. */
export async function revokeOpenInvitationsTo(db: DbOrTx, accountId: string, email: string): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

export async function insertInvitation(
  db: DbOrTx,
  invitation: {
    id: string;
    accountId: string;
    email: string;
    role: string;
    tokenHash: string;
    invitedBy: number;
    ttlDays: number;
  },
): Promise<void> {
  const { ttlDays, ...values } = invitation;
  await db.insert(invitations).values({ ...values, expiresAt: sql`now() + make_interval(days => ${ttlDays})` });
}

/** Revokes an open invitation of the account; answers whether there was one. */
export async function revokeInvitation(db: DbOrTx, accountId: string, id: string): Promise<boolean> {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.accountId, accountId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  return revoked.length > 0;
}

/** Marks the invitation accepted; only the first of concurrent accepts gets `true`. */
export async function claimInvitation(db: DbOrTx, id: string, userId: number): Promise<boolean> {
  const claimed = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return claimed.length > 0;
}

/**
 * Locks the account's row until the transaction ends, so two invitations at once count one after
 * the other (NO KEY UPDATE: rows that only reference the account are not held up).
 */
export async function lockAccount(db: DbOrTx, accountId: string): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
}

/** When the account sent its `n`th newest invitation of the last `windowMs` (null: it sent fewer). */
export async function nthNewestInvitationSince(
  db: DbOrTx,
  accountId: string,
  n: number,
  windowMs: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: invitations.createdAt })
    .from(invitations)
    .where(
      and(
        eq(invitations.accountId, accountId),
        sql`${invitations.createdAt} > now() - ${windowMs} * interval '1 millisecond'`,
      ),
    )
    .orderBy(desc(invitations.createdAt))
    .offset(n - 1)
    .limit(1);
  return row?.createdAt ?? null;
}
