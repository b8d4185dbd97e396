import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, users } from '../tables';

// What other modules ask of the accounts and users tables, through identity's index.ts: they
// never read or write these tables themselves (docs/architecture.md, "Data").

/** Whether the account is there: a staff action naming an account checks it before writing. */
export async function accountExists(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return row !== undefined;
}

/** The names of accounts (operations' lists name the accounts they show). */
export function accountNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, ids));
}

/** Renames the account (its settings' display name); answers whether it exists. */
export async function renameAccount(db: DbOrTx, accountId: string, name: string): Promise<boolean> {
  const updated = await db
    .update(accounts)
    .set({ name })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  return updated.length > 0;
}

/** A user's full name, as an order's history names who acted. */
export async function userFullName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return user?.fullName;
}

/** Whether finance has blocked the account's order submission (overdue invoices). */
export async function isOrderSubmissionBlocked(db: DbOrTx, accountId: string): Promise<boolean | undefined> {
  const [account] = await db
    .select({ isBlocked: accounts.isOrderSubmissionBlocked })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account?.isBlocked;
}

/** Whether order submission is blocked, and the reason operations gave (null when none was kept). */
export async function orderSubmissionBlock(
  db: DbOrTx,
  accountId: string,
): Promise<{ isBlocked: boolean; reason: string | null } | undefined> {
  const [account] = await db
    .select({ isBlocked: accounts.isOrderSubmissionBlocked, reason: accounts.orderSubmissionBlockedReason })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account && { isBlocked: account.isBlocked, reason: account.isBlocked ? account.reason : null };
}

/** How a user is named beside what they did: their full name, else their email. */
export async function userDisplayName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ? row.fullName || row.email : undefined;
}
