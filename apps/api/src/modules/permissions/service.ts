import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Gives the 'admin' role (operations staff) to the users with these emails. */
export async function grantAdminRoles(db: Db, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const updated = await db
    .update(users)
    .set({
      roles: sql`case when ${users.roles} @> '["admin"]'::jsonb then ${users.roles} else ${users.roles} || '["admin"]'::jsonb end`,
      updatedAt: sql`now()`,
    })
    .where(inArray(users.email, [...emails]))
    .returning({ id: users.id });
  return updated.length;
}
