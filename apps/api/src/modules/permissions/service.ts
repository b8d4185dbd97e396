import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { staffGrants, users } from '../../db/schema';

/** The provider's operations staff role: the platform's admin calls (docs/decisions/013). */
export const STAFF_ROLE = 'admin';

/**
 * Where a staff grant came from: a verified ADMIN_EMAILS address, the staff:grant
 * command run on the server, or another admin through the roles API.
 */
export type StaffGrantSource = 'admin_emails' | 'command' | 'staff';

const withStaffRole = sql`case when ${users.roles} @> ${JSON.stringify([STAFF_ROLE])}::jsonb then ${users.roles} else ${users.roles} || ${JSON.stringify([STAFF_ROLE])}::jsonb end`;
const grantInForce = (userId: number) =>
  and(eq(staffGrants.userId, userId), eq(staffGrants.role, STAFF_ROLE), isNull(staffGrants.revokedAt));

/**
 * Gives the staff role and records the grant, unless a grant is already in force.
 * Answers whether a new grant was recorded.
 */
export async function grantStaffRole(
  db: DbOrTx,
  input: { userId: number; source: StaffGrantSource; grantedBy?: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(staffGrants)
      .values({ userId: input.userId, role: STAFF_ROLE, source: input.source, grantedBy: input.grantedBy ?? null })
      .onConflictDoNothing()
      .returning({ id: staffGrants.id });
    await tx.update(users).set({ roles: withStaffRole, updatedAt: sql`now()` }).where(eq(users.id, input.userId));
    return recorded.length === 1;
  });
}

/** Ends the grant in force when an admin takes the staff role away. */
export async function revokeStaffGrant(db: DbOrTx, userId: number, revokedBy: number): Promise<void> {
  await db.update(staffGrants).set({ revokedAt: sql`now()`, revokedBy }).where(grantInForce(userId));
}

/**
 * The one rule of ADMIN_EMAILS: a user whose address is listed AND proven (opened a
 * mailed verification link or reset) gets the staff role, with the grant recorded.
 * An address someone merely typed at sign-up proves nothing. Runs at start (every
 * such user) and when an address is verified (`userId`). Answers how many users got
 * a new grant.
 */
export async function grantStaffRoleIfEntitled(
  db: Db,
  adminEmails: readonly string[],
  options: { userId?: number } = {},
): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const entitled = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.email, [...adminEmails]),
        isNotNull(users.emailVerifiedAt),
        options.userId === undefined ? undefined : eq(users.id, options.userId),
      ),
    );
  let granted = 0;
  for (const user of entitled) {
    if (await grantStaffRole(db, { userId: user.id, source: 'admin_emails' })) granted += 1;
  }
  return granted;
}

/**
 * Takes the staff role from every user who holds it without a grant in force: the
 * role the old sign-up gave to whoever typed an ADMIN_EMAILS address. Answers how many.
 */
export async function removeUnbackedStaffRoles(db: DbOrTx): Promise<number> {
  const removed = await db
    .update(users)
    .set({ roles: sql`${users.roles} - ${STAFF_ROLE}::text`, updatedAt: sql`now()` })
    .where(
      and(
        sql`${users.roles} @> ${JSON.stringify([STAFF_ROLE])}::jsonb`,
        sql`not exists (select 1 from ${staffGrants} where ${staffGrants.userId} = ${users.id} and ${staffGrants.role} = ${STAFF_ROLE} and ${staffGrants.revokedAt} is null)`,
      ),
    )
    .returning({ id: users.id });
  return removed.length;
}

/** At start: unbacked staff roles go first, then the verified ADMIN_EMAILS users get theirs. */
export async function settleStaffRoles(
  db: Db,
  adminEmails: readonly string[],
): Promise<{ removed: number; granted: number }> {
  const removed = await removeUnbackedStaffRoles(db);
  const granted = await grantStaffRoleIfEntitled(db, adminEmails);
  return { removed, granted };
}

export type StaffGrantByCommand =
  | { status: 'granted'; userId: number }
  | { status: 'already_staff'; userId: number }
  | { status: 'unknown_email' };

/** npm run staff:grant: the operator on the server vouches for the user; the grant is recorded as 'command'. */
export async function grantStaffRoleByCommand(db: Db, email: string): Promise<StaffGrantByCommand> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return { status: 'unknown_email' };
  const isNew = await grantStaffRole(db, { userId: user.id, source: 'command' });
  return { status: isNew ? 'granted' : 'already_staff', userId: user.id };
}
