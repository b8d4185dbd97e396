import { STAFF_ROLES } from '@sameday/contract';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { staffGrants } from './tables';

/** The provider's operations staff role: the platform's admin calls (docs/decisions/013). */
export const STAFF_ROLE = 'admin';

/**
 * Where a staff grant came from: a verified ADMIN_EMAILS address, the staff:grant
 * command run on the server, or another admin through the roles API.
 */
export type StaffGrantSource = 'admin_emails' | 'command' | 'staff';

const grantInForce = (userId: number, role: string) =>
  and(eq(staffGrants.userId, userId), eq(staffGrants.role, role), isNull(staffGrants.revokedAt));

export async function findUserRoles(db: DbOrTx, userId: number) {
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user;
}

/** Records a staff grant unless one is in force; answers whether it was recorded. */
export async function insertStaffGrant(
  db: DbOrTx,
  input: { userId: number; source: StaffGrantSource; grantedBy?: number; role?: string },
): Promise<boolean> {
  const recorded = await db
    .insert(staffGrants)
    .values({
      userId: input.userId,
      role: input.role ?? STAFF_ROLE,
      source: input.source,
      grantedBy: input.grantedBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: staffGrants.id });
  return recorded.length === 1;
}

export async function revokeStaffGrant(
  db: DbOrTx,
  userId: number,
  revokedBy: number,
  role = STAFF_ROLE,
): Promise<void> {
  await db.update(staffGrants).set({ revokedAt: sql`now()`, revokedBy }).where(grantInForce(userId, role));
}

/** Users with a listed address that is proven (`userId`: that user only). */
export function findVerifiedUsersByEmails(db: DbOrTx, emails: readonly string[], userId?: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.email, [...emails]),
        isNotNull(users.emailVerifiedAt),
        userId === undefined ? undefined : eq(users.id, userId),
      ),
    );
}

/** Each staff role (admin, operations, finance, support) a user holds without a grant of that role in force. */
export async function findUnbackedStaffRoles(db: DbOrTx): Promise<{ userId: number; role: string }[]> {
  const found: { userId: number; role: string }[] = [];
  for (const role of STAFF_ROLES) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`${users.roles} @> ${JSON.stringify([role])}::jsonb`,
          sql`not exists (select 1 from ${staffGrants} where ${staffGrants.userId} = ${users.id} and ${staffGrants.role} = ${role} and ${staffGrants.revokedAt} is null)`,
        ),
      );
    for (const row of rows) found.push({ userId: row.id, role });
  }
  return found;
}
