import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { resetLinks, sessions, users } from '../../../db/schema';

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
