import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, memberships, users } from '../tables';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findAccountById(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** The accounts a user belongs to, with the user's role in each. */
export function findMembershipsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name, kind: accounts.kind, role: memberships.role })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.userId, userId))
    .orderBy(accounts.name);
}

export type MembershipOfUser = { id: string; name: string; kind: string; role: string };

/**
 * The user, their own account's name and phone, and the accounts they belong to (by name),
 * in one prepared statement: who-am-I is asked on every screen.
 */
function prepareUserView(db: DbOrTx) {
  return db
    .select({
      user: users,
      accountName: accounts.name,
      accountPhone: accounts.phone,
      memberOf: sql<MembershipOfUser[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'name', a.name, 'kind', a.kind, 'role', m.role) order by a.name)
        from ${memberships} m join ${accounts} a on a.id = m.account_id
        where m.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.primaryAccountId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('find_user_view');
}
const preparedUserViews = new WeakMap<DbOrTx, ReturnType<typeof prepareUserView>>();

export async function findUserView(db: DbOrTx, userId: number) {
  const query = preparedUserViews.get(db) ?? prepareUserView(db);
  preparedUserViews.set(db, query);
  const [row] = await query.execute({ userId });
  return row;
}

export async function insertAccount(db: DbOrTx, account: NewAccount): Promise<void> {
  await db.insert(accounts).values(account);
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(user).returning();
  return created;
}

export async function insertMembership(
  db: DbOrTx,
  membership: { userId: number; accountId: string; role: string },
): Promise<void> {
  await db.insert(memberships).values(membership);
}

/** A new password: no longer temporary. */
export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, temporaryPassword: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Marks `email` proven, while it is still the user's address; a first proof's time is
 * kept. Answers the time, or undefined when the address is no longer theirs.
 */
export async function markEmailVerified(db: DbOrTx, userId: number, email: string): Promise<Date | undefined> {
  const [verified] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ emailVerifiedAt: users.emailVerifiedAt });
  return verified?.emailVerifiedAt ?? undefined;
}

/** The user's own name and phone; undefined when the user is gone. */
export async function updateUserProfile(
  db: DbOrTx,
  userId: number,
  profile: { fullName: string; phone: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ fullName: profile.fullName, phone: profile.phone, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Onboarding done: the user is no longer new. False when the user is gone. */
export async function setUserLanguage(db: DbOrTx, userId: number, language: 'en' | 'ar'): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function clearNewUser(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isNewUser: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}
