import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, memberships, users } from '../tables';

/**
 * A user the provider invites (a courier): their own account, of which they are the owner, and
 * the user with the roles given. Nobody knows the random password it starts with; the invitation's
 * reset link (`insertResetLink`) lets them choose one. Answers undefined when the email is taken: the caller's
 * transaction then rolls the account back.
 */
export async function insertInvitedUser(
  db: DbOrTx,
  input: {
    accountId: string;
    accountName: string;
    gid: string;
    email: string;
    fullName: string;
    phone: string;
    passwordHash: string;
    salesforceId: string;
    roles: string[];
  },
) {
  await db.insert(accounts).values({
    id: input.accountId,
    name: input.accountName,
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
      phone: input.phone,
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

/** The people behind user ids: name, email, phone, whether the email is proven, and roles. */
export function findPeople(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
      roles: users.roles,
    })
    .from(users)
    .where(inArray(users.id, ids));
}
