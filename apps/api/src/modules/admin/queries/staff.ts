import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, memberships, resetLinks, sessions, staffGrants, users } from '../../../db/schema';

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, roles: users.roles })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

const STAFF_ROLE_LIST = sql`'["operations","finance","support","admin"]'::jsonb`;

/** Users holding any staff role. */
export function findStaffUsers(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      roles: users.roles,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      // The invitation is the reset link made in the transaction that registered the user (the same now()):
      // a user who signed up alone has none, whatever links they asked for later.
      invitationExpiresAt: sql<Date | null>`(
        select max(${resetLinks.expiresAt}) from ${resetLinks}
        where ${resetLinks.userId} = ${users.id} and ${resetLinks.createdAt} = ${users.createdAt}
      )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
    })
    .from(users)
    .where(sql`${users.roles} ?| array(select jsonb_array_elements_text(${STAFF_ROLE_LIST}))`)
    .orderBy(asc(users.email));
}

/** The staff user's own account, user and membership (the account staff sign in to). */
export async function insertStaffUser(
  db: DbOrTx,
  input: {
    accountId: string;
    gid: string;
    email: string;
    fullName: string;
    passwordHash: string;
    salesforceId: string;
    roles: string[];
  },
) {
  await db.insert(accounts).values({
    id: input.accountId,
    name: 'Sameday staff',
    clientType: 'business',
    kind: 'primary',
    vertical: 'Other',
    ordersPerMonth: 'just starting',
    phone: '',
  });
  const [user] = await db
    .insert(users)
    .values({
      gid: input.gid,
      email: input.email,
      fullName: input.fullName,
      phone: '',
      passwordHash: input.passwordHash,
      salesforceId: input.salesforceId,
      roles: input.roles,
      primaryAccountId: input.accountId,
      isNewUser: false,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, fullName: users.fullName, createdAt: users.createdAt });
  if (!user) return undefined;
  await db.insert(memberships).values({ userId: user.id, accountId: input.accountId, role: 'owner' });
  return user;
}

/** Records a staff grant of `role` unless one is in force. */
export async function insertStaffGrant(db: DbOrTx, userId: number, role: string, grantedBy: number): Promise<void> {
  await db.insert(staffGrants).values({ userId, role, source: 'staff', grantedBy }).onConflictDoNothing();
}

export async function revokeStaffGrant(db: DbOrTx, userId: number, role: string, revokedBy: number): Promise<void> {
  await db
    .update(staffGrants)
    .set({ revokedAt: sql`now()`, revokedBy })
    .where(and(eq(staffGrants.userId, userId), eq(staffGrants.role, role), isNull(staffGrants.revokedAt)));
}

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

/** The read-only views support opened of an account, newest first (at most 50). */
export function findActorSessionsOfAccount(db: DbOrTx, accountId: string) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, fullName: users.fullName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.activeAccountId, accountId), eq(sessions.kind, 'actor')))
    .orderBy(sql`${sessions.createdAt} desc`)
    .limit(50);
}
