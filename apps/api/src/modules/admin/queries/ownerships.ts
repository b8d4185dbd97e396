import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, users } from '../../../db/schema';
import { accountOwnerships } from '../tables';

const ownershipColumns = {
  id: accountOwnerships.id,
  accountId: accountOwnerships.accountId,
  accountName: accounts.name,
  ownerId: accountOwnerships.ownerId,
  ownerEmail: users.email,
  ownerName: users.fullName,
  billingIdentifier: accountOwnerships.billingIdentifier,
  note: accountOwnerships.note,
  createdAt: accountOwnerships.createdAt,
  updatedAt: accountOwnerships.updatedAt,
};

const selectOwnerships = (db: DbOrTx) =>
  db
    .select(ownershipColumns)
    .from(accountOwnerships)
    .innerJoin(accounts, eq(accounts.id, accountOwnerships.accountId))
    .innerJoin(users, eq(users.id, accountOwnerships.ownerId));

export type OwnershipRow = Awaited<ReturnType<typeof findOwnership>>;

export async function findOwnership(db: DbOrTx, id: string) {
  const [row] = await selectOwnerships(db).where(eq(accountOwnerships.id, id));
  return row;
}

export async function findOwnershipOfAccount(db: DbOrTx, accountId: string) {
  const [row] = await selectOwnerships(db).where(eq(accountOwnerships.accountId, accountId));
  return row;
}

export type OwnershipSearch = {
  accountId?: string;
  billingIdentifier?: string;
  ownerId?: number;
  sort: 'created_at' | 'updated_at' | 'billing_identifier' | 'account_id';
  sortDesc: boolean;
  limit: number;
  page: number;
};

const SORT_COLUMNS = {
  created_at: accountOwnerships.createdAt,
  updated_at: accountOwnerships.updatedAt,
  billing_identifier: accountOwnerships.billingIdentifier,
  account_id: accountOwnerships.accountId,
} as const;

export async function searchOwnerships(db: DbOrTx, search: OwnershipSearch) {
  const where = and(
    search.accountId === undefined ? undefined : eq(accountOwnerships.accountId, search.accountId),
    search.billingIdentifier === undefined
      ? undefined
      : eq(accountOwnerships.billingIdentifier, search.billingIdentifier),
    search.ownerId === undefined ? undefined : eq(accountOwnerships.ownerId, search.ownerId),
  );
  const column = SORT_COLUMNS[search.sort];
  const direction = search.sortDesc ? desc : asc;
  const [items, [total]] = await Promise.all([
    selectOwnerships(db)
      .where(where)
      .orderBy(direction(column), direction(accountOwnerships.id))
      .limit(search.limit)
      .offset((search.page - 1) * search.limit),
    db.select({ value: count() }).from(accountOwnerships).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function insertOwnership(
  db: DbOrTx,
  row: { id: string; accountId: string; ownerId: number; billingIdentifier: string; note: string },
): Promise<boolean> {
  const inserted = await db
    .insert(accountOwnerships)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: accountOwnerships.id });
  return inserted.length === 1;
}

export async function updateOwnership(
  db: DbOrTx,
  id: string,
  fields: Partial<{ ownerId: number; billingIdentifier: string; note: string }>,
): Promise<void> {
  await db
    .update(accountOwnerships)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(accountOwnerships.id, id));
}

export async function deleteOwnership(db: DbOrTx, id: string): Promise<void> {
  await db.delete(accountOwnerships).where(eq(accountOwnerships.id, id));
}

/** The ownerships a migration moves, locked until its transaction ends (FOR UPDATE). */
export function findOwnershipsToMove(
  db: DbOrTx,
  from: { ownerId?: number; billingIdentifier?: string },
  accountIds: readonly string[] | undefined,
  lock: boolean,
) {
  const where: (SQL | undefined)[] = [
    from.ownerId === undefined ? undefined : eq(accountOwnerships.ownerId, from.ownerId),
    from.billingIdentifier === undefined ? undefined : eq(accountOwnerships.billingIdentifier, from.billingIdentifier),
    accountIds === undefined ? undefined : inArray(accountOwnerships.accountId, [...accountIds]),
  ];
  const query = db
    .select({
      id: accountOwnerships.id,
      accountId: accountOwnerships.accountId,
      accountName: accounts.name,
      ownerId: accountOwnerships.ownerId,
      billingIdentifier: accountOwnerships.billingIdentifier,
    })
    .from(accountOwnerships)
    .innerJoin(accounts, eq(accounts.id, accountOwnerships.accountId))
    .where(and(...where))
    .orderBy(asc(accountOwnerships.accountId));
  return lock ? query.for('update', { of: accountOwnerships }) : query;
}
