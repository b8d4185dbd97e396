import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { accounts, orderEvents, orderItems, orders, users } from '../../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export async function findOrderRow(db: DbOrTx, accountId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId)));
  return row;
}

/**
 * The order row, locked until the transaction ends: changes that count or rewrite
 * its items (parcels added or removed, an edit) wait for each other instead of
 * each checking a count the other is about to change.
 */
export async function lockOrderRow(tx: DbOrTx, accountId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId)))
    .for('update');
  return row;
}

export function findOrderRows(db: DbOrTx, accountId: string, ids: readonly string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), eq(orders.accountId, accountId)));
}

export async function findItemsOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.position));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export type ListFilter = {
  accountId: string;
  statuses?: readonly string[];
  search?: string;
  /** Customer returns only. */
  isReturn?: boolean;
  /** Inclusive bounds, as instants. */
  createdFrom?: Date;
  createdBefore?: Date;
  /** The last row of the previous page: created_at to the microsecond (ISO text) and id. */
  after?: { createdAt: string; id: string };
  limit: number;
};

/**
 * A whole UAE number typed the local way (050…, 04…) or with 00971/971 is searched
 * without its prefix, as phones are stored +971 and the national digits.
 */
function nationalDigits(digits: string): string {
  return digits.replace(/^(?:00971|971|0)(?=\d{8,9}$)/, '');
}

export function listConditions(filter: Omit<ListFilter, 'after' | 'limit'>): SQL[] {
  const conditions: SQL[] = [eq(orders.accountId, filter.accountId)];
  if (filter.statuses?.length) conditions.push(inArray(orders.status, [...filter.statuses]));
  if (filter.isReturn) conditions.push(isNotNull(orders.returnOfOrderId));
  if (filter.createdFrom) conditions.push(gte(orders.createdAt, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(orders.createdAt, filter.createdBefore));
  if (filter.search) {
    const term = filter.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    const digits = filter.search.replace(/\D/g, '');
    const matches: SQL[] = [
      ilike(orders.id, `${term}%`),
      ilike(orders.partnerOrderId, `%${term}%`),
      ilike(orders.recipientName, `%${term}%`),
    ];
    if (digits.length >= 4) matches.push(ilike(orders.recipientPhone, `%${nationalDigits(digits)}%`));
    conditions.push(or(...matches) as SQL);
  }
  return conditions;
}

/**
 * created_at to the microsecond, as ISO text. The cursor carries it: a JS Date
 * keeps milliseconds only, and a cursor cut to them would skip the rows created
 * in the same millisecond just before the last one of a page.
 */
const exactInstant = (column: SQL | AnyPgColumn | SQL.Aliased) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** An instant as JSON text to the millisecond, as `Date.prototype.toISOString` writes it. */
const instant = (column: SQL | AnyPgColumn | SQL.Aliased) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of an order the list shows: the page's first step reads them. */
const listedColumns = {
  id: orders.id,
  accountId: orders.accountId,
  status: orders.status,
  pickup: orders.pickup,
  dropoff: orders.dropoff,
  paymentMode: orders.paymentMode,
  codAmountFils: orders.codAmountFils,
  serviceKind: orders.serviceKind,
  serviceDate: orders.serviceDate,
  scheduledDate: orders.scheduledDate,
  partnerOrderId: orders.partnerOrderId,
  priceFils: orders.priceFils,
  failedAttempts: orders.failedAttempts,
  createdBy: orders.createdBy,
  returnOfOrderId: orders.returnOfOrderId,
  returnOrderId: orders.returnOrderId,
  tags: orders.tags,
  longestSideCm: orders.longestSideCm,
  proof: orders.proof,
  onHoldUntil: orders.onHoldUntil,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

// NULLS LAST as the indexes are built: a bare DESC means NULLS FIRST in PostgreSQL, which
// the (account_id, created_at DESC NULLS LAST, id DESC NULLS LAST) index cannot answer in order.
const newestFirst = [sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`];
/** A row comparison is an index condition: a deep page starts where the last one ended. */
const afterRow = (createdAt: unknown, id: unknown) =>
  sql`(${orders.createdAt}, ${orders.id}) < (${createdAt}::timestamptz, ${id})`;

/** The fields of a stored pickup or drop-off (JSON) that an order's answer shows, each by name. */
const PICKUP_FIELDS = [
  'locationId',
  'locationName',
  'contactName',
  'phone',
  'addressLine1',
  'addressLine2',
  'apartmentNumber',
  'area',
  'emirate',
] as const;
const DROPOFF_FIELDS = [
  'name',
  'phone',
  'addressLine1',
  'addressLine2',
  'apartmentNumber',
  'area',
  'emirate',
  'latitude',
  'longitude',
  'notes',
] as const;
const fieldsOf = (column: SQL.Aliased | AnyPgColumn, fields: readonly string[]) =>
  sql.join(
    fields.map((field) => sql`${sql.raw(`'${field}'`)}, ${column}->${sql.raw(`'${field}'`)}`),
    sql`, `,
  );

/**
 * A page of orders, each as the JSON text of its answer (`Order` of the contract), and where it
 * ends. The database writes each order as the route answers it, field by field, so the server
 * sends the texts as they come, with no parsing, checking or writing again of 50 orders a page
 * (docs/decisions/047): only the fields the contract names leave the database (not a proof's
 * delivery code, not whatever else a stored address may hold). A test holds every field equal
 * to what the contract's schema writes of the same orders read the general way (`toOrder`).
 *
 * One text per order rather than one for the page: past 64K characters a string with any Arabic
 * in it is a large object to V8, and each such string (decoded, sent to the server's thread)
 * cost ten times a smaller one. The page's orders are read first (`p`), then the items of all of
 * them in one scan (`page_items`), each order's in their order. An items subquery per order read
 * the items' table once per order, and each of those scans asks the table's size: on the embedded
 * database a file system call each, 51 of them per page.
 */
function pageQuery(db: DbOrTx, where: SQL | undefined, limit: number | ReturnType<typeof sql.placeholder>) {
  const page = db.$with('p').as(
    db
      .select(listedColumns)
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit),
  );
  const pageItems = db.$with('page_items').as(
    db
      .select({
        orderId: orderItems.orderId,
        items: sql`json_agg(json_build_object('id', ${orderItems.id}, 'name', ${orderItems.name},
          'quantity', ${orderItems.quantity}, 'weightKg', ${orderItems.weightGrams}::float8 / 1000,
          'barcode', ${orderItems.barcode})
          order by ${orderItems.position})`.as('items'),
      })
      .from(orderItems)
      .where(sql`${orderItems.orderId} = any(array(select ${page.id} from ${page}))`)
      .groupBy(orderItems.orderId),
  );
  const proofLink = (name: string) => sql`coalesce(${page.proof}->>${sql.raw(`'${name}'`)}, '') <> ''`;
  const answer = sql`json_build_object(
    'id', ${page.id}, 'accountId', ${page.accountId}, 'status', ${page.status}, 'type', 'partner_sameday',
    'pickup', json_build_object('kind', 'pickup', ${fieldsOf(page.pickup, PICKUP_FIELDS)}),
    'dropoff', json_build_object('kind', 'dropoff', ${fieldsOf(page.dropoff, DROPOFF_FIELDS)},
      'email', coalesce(${page.dropoff}->'email', '""'::jsonb)),
    'items', coalesce(${pageItems.items}, '[]'::json),
    'payment', json_build_object('mode', ${page.paymentMode}, 'codAmountFils', ${page.codAmountFils}),
    'serviceKind', ${page.serviceKind}, 'serviceDate', ${page.serviceDate}, 'scheduledDate', ${page.scheduledDate},
    'partnerOrderId', ${page.partnerOrderId}, 'priceFils', ${page.priceFils}, 'failedAttempts', ${page.failedAttempts},
    'onHoldUntil', ${instant(page.onHoldUntil)},
    'returnOfOrderId', ${page.returnOfOrderId}, 'returnOrderId', ${page.returnOrderId},
    'tags', coalesce(${page.tags}, '[]'::jsonb), 'longestSideCm', ${page.longestSideCm},
    'proof', case when ${proofLink('photoUrl')} or ${proofLink('signatureUrl')}
      then json_build_object('photoUrl', ${page.proof}->'photoUrl', 'signatureUrl', ${page.proof}->'signatureUrl') end,
    'createdBy', ${page.createdBy},
    'createdAt', ${instant(page.createdAt)}, 'updatedAt', ${instant(page.updatedAt)})`;
  return db
    .with(page, pageItems)
    .select({ id: page.id, order: sql<string>`${answer}::text`, cursorAt: exactInstant(page.createdAt) })
    .from(page)
    .leftJoin(pageItems, eq(pageItems.orderId, page.id))
    .orderBy(sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`);
}

/** An order of a page: its answer as JSON text, and its creation to the microsecond (the cursor's). */
export type ListedOrder = { id: string; order: string; cursorAt: string };

/**
 * The pages most calls ask for (no filter, first or next) as prepared statements, once per
 * database: the SQL is built once, and PostgreSQL parses and plans it once per connection.
 */
function preparePages(db: DbOrTx) {
  const account = eq(orders.accountId, sql.placeholder('accountId'));
  const limit = sql.placeholder('limit');
  return {
    first: pageQuery(db, account, limit).prepare('orders_first_page'),
    next: pageQuery(db, and(account, afterRow(sql.placeholder('afterAt'), sql.placeholder('afterId'))), limit).prepare(
      'orders_next_page',
    ),
  };
}
const preparedPages = new WeakMap<DbOrTx, ReturnType<typeof preparePages>>();

/** Newest first, by (created_at, id) keyset: stable and fast at any depth; each order carries its items. */
export async function listOrderRows(db: DbOrTx, filter: ListFilter): Promise<ListedOrder[]> {
  const isPlain =
    !filter.statuses?.length && !filter.search && !filter.isReturn && !filter.createdFrom && !filter.createdBefore;
  if (isPlain) {
    const pages = preparedPages.get(db) ?? preparePages(db);
    preparedPages.set(db, pages);
    const params = { accountId: filter.accountId, limit: filter.limit };
    return filter.after
      ? pages.next.execute({ ...params, afterAt: filter.after.createdAt, afterId: filter.after.id })
      : pages.first.execute(params);
  }
  const conditions = listConditions(filter);
  if (filter.after) conditions.push(afterRow(filter.after.createdAt, filter.after.id));
  return pageQuery(db, and(...conditions), filter.limit);
}

export function countByStatus(db: DbOrTx, filter: Omit<ListFilter, 'after' | 'limit'>) {
  return db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...listConditions(filter)))
    .groupBy(orders.status);
}

export function findEvents(db: DbOrTx, accountId: string, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.accountId, accountId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** The order's latest event: what last moved it. */
export async function findLatestEvent(db: DbOrTx, accountId: string, orderId: string) {
  const [event] = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.accountId, accountId)))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    .limit(1);
  return event;
}

/** The full name of the user acting, for the history. */
export async function findUserName(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return user?.fullName;
}

/** Whether finance has blocked the account's order submission (overdue invoices). */
export async function isSubmissionBlocked(db: DbOrTx, accountId: string): Promise<boolean | undefined> {
  const [account] = await db
    .select({ isBlocked: accounts.isOrderSubmissionBlocked })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account?.isBlocked;
}

/** The account of an order, by its id alone (the carrier knows no account). */
export async function findOrderAccount(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db.select({ accountId: orders.accountId }).from(orders).where(eq(orders.id, id));
  return row?.accountId;
}

/** The open return of a delivered order (any but a cancelled one), if there is one. */
export async function findOpenReturn(db: DbOrTx, accountId: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.accountId, accountId), eq(orders.returnOfOrderId, orderId), sql`${orders.status} <> 'cancelled'`),
    )
    .limit(1);
  return row;
}
