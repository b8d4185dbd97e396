import { and, asc, count, desc, eq, exists, gt, ilike, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  accounts,
  featureFlagOverrides,
  featureFlags,
  fulfilmentCapabilities,
  integrationConnections,
  invoices,
  memberships,
  orders,
  trackingCodes,
  users,
} from '../../../db/schema';

// Written out with aliases: in a select list the builder leaves columns unqualified.
const ownerEmail = sql<
  string | null
>`(select u.email from memberships m join users u on u.id = m.user_id where m.account_id = "accounts"."id" and m.role = 'owner' order by m.created_at limit 1)`;

const accountColumns = {
  id: accounts.id,
  name: accounts.name,
  clientType: accounts.clientType,
  kind: accounts.kind,
  phone: accounts.phone,
  regionCode: accounts.regionCode,
  customerCode: accounts.customerCode,
  externalId: accounts.externalId,
  warehouseCode: accounts.warehouseCode,
  isOrderSubmissionBlocked: accounts.isOrderSubmissionBlocked,
  ownerEmail,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
};
export type AccountRow = {
  id: string;
  name: string;
  clientType: string;
  kind: string;
  phone: string;
  regionCode: string;
  customerCode: string | null;
  externalId: string | null;
  warehouseCode: string | null;
  isOrderSubmissionBlocked: boolean;
  ownerEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type AccountSearch = {
  /** Part of the company's name, an order's number or a tracking code's digest: any one matches. */
  text?: { name: string; orderId: string; codeHash: string };
  customerCode?: string;
  emailMatch?: string;
  externalId?: string;
  warehouseCode?: string;
  updatedAfter?: Date;
  sort: 'created_at' | 'updated_at' | 'name' | 'customer_code';
  sortDesc: boolean;
  limit: number;
  page: number;
};

const SORT_COLUMNS = {
  created_at: accounts.createdAt,
  updated_at: accounts.updatedAt,
  name: accounts.name,
  customer_code: accounts.customerCode,
} as const;

/** `%`, `_` and `\` typed in a search mean themselves. */
const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The accounts whose name holds the text, or that placed the order, or whose order has the tracking code. */
function matchesText(db: DbOrTx, text: NonNullable<AccountSearch['text']>) {
  return or(
    ilike(accounts.name, likeText(text.name)),
    exists(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(eq(orders.accountId, accounts.id), eq(orders.id, text.orderId))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(trackingCodes)
        .where(and(eq(trackingCodes.accountId, accounts.id), eq(trackingCodes.codeHash, text.codeHash))),
    ),
  );
}

export async function searchAccounts(db: DbOrTx, search: AccountSearch) {
  const where = and(
    search.text === undefined ? undefined : matchesText(db, search.text),
    search.customerCode === undefined ? undefined : eq(accounts.customerCode, search.customerCode),
    search.externalId === undefined ? undefined : eq(accounts.externalId, search.externalId),
    search.warehouseCode === undefined ? undefined : eq(accounts.warehouseCode, search.warehouseCode),
    search.updatedAfter === undefined ? undefined : gt(accounts.updatedAt, search.updatedAfter),
    search.emailMatch === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(memberships)
            .innerJoin(users, eq(users.id, memberships.userId))
            .where(and(eq(memberships.accountId, accounts.id), ilike(users.email, likeText(search.emailMatch)))),
        ),
  );
  const column = SORT_COLUMNS[search.sort];
  const order = search.sortDesc ? desc(column) : asc(column);
  const [items, [total]] = await Promise.all([
    db
      .select(accountColumns)
      .from(accounts)
      .where(where)
      .orderBy(order, search.sortDesc ? desc(accounts.id) : asc(accounts.id))
      .limit(search.limit)
      .offset((search.page - 1) * search.limit),
    db.select({ value: count() }).from(accounts).where(where),
  ]);
  return { items: items as AccountRow[], total: total?.value ?? 0 };
}

export async function findAccount(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, id));
  return row as AccountRow | undefined;
}

/** The primary account of the user with this email. */
export async function findAccountIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.primaryAccountId }).from(users).where(eq(users.email, email));
  return row?.id;
}

export function findMembers(db: DbOrTx, accountId: string) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      role: memberships.role,
      userRoles: users.roles,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(memberships.createdAt), asc(users.id));
}

export function countOrdersByState(db: DbOrTx, accountId: string) {
  return db
    .select({ state: orders.status, count: count() })
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .groupBy(orders.status)
    .orderBy(asc(orders.status));
}

/** The account's orders, newest first, of one state when given: a page, and how many there are in all. */
export async function findOrdersOfAccount(
  db: DbOrTx,
  accountId: string,
  filter: { state?: string; limit: number; page: number },
) {
  const where = and(eq(orders.accountId, accountId), filter.state ? eq(orders.status, filter.state) : undefined);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        recipientName: orders.recipientName,
        emirate: orders.dropoffEmirate,
        serviceDate: orders.serviceDate,
        codAmountFils: orders.codAmountFils,
        priceFils: orders.priceFils,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function countIntegrations(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(integrationConnections)
    .where(and(eq(integrationConnections.accountId, accountId), ne(integrationConnections.status, 'disconnected')));
  return row?.value ?? 0;
}

export function findInvoicesOfAccount(db: DbOrTx, accountId: string, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit);
}

/** Unpaid invoices of the account, and how many of them are past their due day (`today`, Dubai). */
export async function summariseInvoices(db: DbOrTx, accountId: string, today: string) {
  const [row] = await db
    .select({
      unpaidCount: sql<number>`count(*) filter (where ${invoices.paidAt} is null)`.mapWith(Number),
      overdueCount:
        sql<number>`count(*) filter (where ${invoices.paidAt} is null and ${invoices.dueDate} < ${today})`.mapWith(
          Number,
        ),
      unpaidTotalFils:
        sql<number>`coalesce(sum(${invoices.totalFils}) filter (where ${invoices.paidAt} is null), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(eq(invoices.accountId, accountId));
  return row ?? { unpaidCount: 0, overdueCount: 0, unpaidTotalFils: 0 };
}

/** A flag as decided for a whole account: its account override, else the global switch. */
export async function isFlagOnForAccount(db: DbOrTx, flag: string, accountId: string): Promise<boolean> {
  const [override] = await db
    .select({ enabled: featureFlagOverrides.enabled })
    .from(featureFlagOverrides)
    .where(
      and(
        eq(featureFlagOverrides.flag, flag),
        eq(featureFlagOverrides.subjectType, 'account'),
        eq(featureFlagOverrides.subjectId, accountId),
      ),
    );
  if (override) return override.enabled;
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.name, flag));
  return row?.enabled ?? false;
}

export async function hasFulfilment(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: fulfilmentCapabilities.enabled })
    .from(fulfilmentCapabilities)
    .where(eq(fulfilmentCapabilities.accountId, accountId));
  return row?.enabled ?? false;
}
