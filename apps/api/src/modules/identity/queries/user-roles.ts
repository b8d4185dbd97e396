import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from '../tables';

export async function setUserRoles(db: DbOrTx, userId: number, roles: readonly string[]): Promise<void> {
  await db
    .update(users)
    .set({ roles: [...roles], updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Adds the role to the user's roles, once. */
export async function addUserRole(db: DbOrTx, userId: number, role: string): Promise<void> {
  const withRole = sql`case when ${users.roles} @> ${JSON.stringify([role])}::jsonb then ${users.roles} else ${users.roles} || ${JSON.stringify([role])}::jsonb end`;
  await db.update(users).set({ roles: withRole, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function removeUserRole(db: DbOrTx, userId: number, role: string): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`${users.roles} - ${role}::text`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
