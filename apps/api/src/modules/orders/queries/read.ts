import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { orderEvents, orderItems, orders } from '../tables';
import { notYetExported, pageExportMarks } from './export-marks';
import { type ListedStop, pagePlans, pageStoredProofs } from './list-plans';

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
  /** Only the orders with no export recorded. */
  isNotExported?: boolean;
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

/** A term written as a phone number: digits, with spaces, +, -, dots, slashes or brackets between them. */
const PHONE_SHAPED = /^[\d\s+()./-]+$/;

export function listConditions(filter: Omit<ListFilter, 'after' | 'limit'>): SQL[] {
  const conditions: SQL[] = [eq(orders.accountId, filter.accountId)];
  if (filter.statuses?.length) conditions.push(inArray(orders.status, [...filter.statuses]));
  if (filter.isReturn) conditions.push(isNotNull(orders.returnOfOrderId));
  if (filter.isNotExported) conditions.push(notYetExported());
  if (filter.createdFrom) conditions.push(gte(orders.createdAt, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(orders.createdAt, filter.createdBefore));
  if (filter.search) {
    const term = filter.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    // Only a term written as a phone is searched among the phones: the digits of an order's id or a
    // reference ("SD5ZFPX50N0N" holds 5500) would otherwise find every phone that holds them.
    const digits = PHONE_SHAPED.test(filter.search) ? filter.search.replace(/\D/g, '') : '';
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

/** An item as the list reads it, inside its order. */
export type ListedItem = Pick<OrderItemRow, 'id' | 'name' | 'quantity' | 'weightGrams' | 'barcode'>;
/** An order as the list reads it: what its answer shows, its items and its cursor. */
export type ListedOrder = Pick<
  OrderRow,
  | 'id'
  | 'accountId'
  | 'status'
  | 'pickup'
  | 'dropoff'
  | 'paymentMode'
  | 'codAmountFils'
  | 'serviceKind'
  | 'serviceDate'
  | 'scheduledDate'
  | 'partnerOrderId'
  | 'priceFils'
  | 'failedAttempts'
  | 'createdBy'
  | 'returnOfOrderId'
  | 'returnOrderId'
  | 'tags'
  | 'longestSideCm'
  | 'proof'
> & {
  onHoldUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
  cursorAt: string;
  items: ListedItem[];
  /** When the merchant's system recorded it as exported (ISO text), null: not yet. */
  exportedAt: string | null;
  /** Its stops on open missions, with their courier; none: not planned. */
  plan: ListedStop[] | null;
  /** A proof image of its delivery is stored (the proofs module signs the links). */
  hasStoredProof: boolean;
};

/** An instant as JSON text to the millisecond, cut as the drivers cut it (a Date keeps milliseconds). */
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

/**
 * Each order of the page as one JSON text: the database writes it, and the driver reads one
 * value per order instead of every column (with the embedded database, reading the rows'
 * columns one by one cost more than the query). One text per order rather than one for the
 * page: past 64K characters a string with any Arabic in it is a large object to V8, and each
 * such string (decoded, sent to the server's thread, parsed) cost ten times a smaller one.
 *
 * The page's orders are read first (`p`), then the items of all of them in one scan
 * (`page_items`), each order's in their order. An items subquery per order read the items'
 * table once per order, and each of those scans asks the table's size: on the embedded
 * database a file system call each, 51 of them per page. The page's export marks, planned
 * stops and stored proofs are read the same way, one scan each for the page, in the same round
 * trip (docs/decisions/081).
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
          'quantity', ${orderItems.quantity}, 'weightGrams', ${orderItems.weightGrams}, 'barcode', ${orderItems.barcode})
          order by ${orderItems.position})`.as('items'),
      })
      .from(orderItems)
      .where(sql`${orderItems.orderId} = any(array(select ${page.id} from ${page}))`)
      .groupBy(orderItems.orderId),
  );
  const pageIds = sql`array(select ${page.id} from ${page})`;
  const marks = pageExportMarks(db, pageIds);
  const plans = pagePlans(db, pageIds);
  const proofs = pageStoredProofs(db, pageIds);
  const listedOrder = sql`json_build_object(
    'id', ${page.id}, 'accountId', ${page.accountId}, 'status', ${page.status},
    'pickup', ${page.pickup}, 'dropoff', ${page.dropoff}, 'paymentMode', ${page.paymentMode},
    'codAmountFils', ${page.codAmountFils}, 'serviceKind', ${page.serviceKind}, 'serviceDate', ${page.serviceDate},
    'scheduledDate', ${page.scheduledDate}, 'partnerOrderId', ${page.partnerOrderId}, 'priceFils', ${page.priceFils},
    'failedAttempts', ${page.failedAttempts}, 'createdBy', ${page.createdBy},
    'returnOfOrderId', ${page.returnOfOrderId}, 'returnOrderId', ${page.returnOrderId},
    'tags', ${page.tags}, 'longestSideCm', ${page.longestSideCm}, 'proof', ${page.proof},
    'onHoldUntil', ${instant(page.onHoldUntil)}, 'createdAt', ${instant(page.createdAt)},
    'updatedAt', ${instant(page.updatedAt)},
    'cursorAt', ${exactInstant(page.createdAt)},
    'items', coalesce(${pageItems.items}, '[]'::json),
    'exportedAt', ${marks.exportedAt}, 'plan', ${plans.plan}, 'hasStoredProof', ${proofs.orderId} is not null)`;
  return db
    .with(page, pageItems, marks, plans, proofs)
    .select({ order: sql<string>`${listedOrder}::text` })
    .from(page)
    .leftJoin(pageItems, eq(pageItems.orderId, page.id))
    .leftJoin(marks, eq(marks.orderId, page.id))
    .leftJoin(plans, eq(plans.orderId, page.id))
    .leftJoin(proofs, eq(proofs.orderId, page.id))
    .orderBy(sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`);
}
type ListedRaw = Omit<ListedOrder, 'onHoldUntil' | 'createdAt' | 'updatedAt'> & {
  onHoldUntil: string | null;
  createdAt: string;
  updatedAt: string;
};
// The parsed object itself, its three instants made dates in place: a copy of 50 orders by
// spread cost more than the page's parse (docs/decisions/081).
const fromJson = (rows: { order: string }[]): ListedOrder[] =>
  rows.map(({ order }) => {
    const raw = JSON.parse(order) as ListedRaw;
    const row = raw as unknown as ListedOrder;
    row.onHoldUntil = raw.onHoldUntil === null ? null : new Date(raw.onHoldUntil);
    row.createdAt = new Date(raw.createdAt);
    row.updatedAt = new Date(raw.updatedAt);
    return row;
  });

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
    !filter.statuses?.length &&
    !filter.search &&
    !filter.isReturn &&
    !filter.isNotExported &&
    !filter.createdFrom &&
    !filter.createdBefore;
  if (isPlain) {
    const pages = preparedPages.get(db) ?? preparePages(db);
    preparedPages.set(db, pages);
    const params = { accountId: filter.accountId, limit: filter.limit };
    return fromJson(
      await (filter.after
        ? pages.next.execute({ ...params, afterAt: filter.after.createdAt, afterId: filter.after.id })
        : pages.first.execute(params)),
    );
  }
  const conditions = listConditions(filter);
  if (filter.after) conditions.push(afterRow(filter.after.createdAt, filter.after.id));
  return fromJson(await pageQuery(db, and(...conditions), filter.limit));
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

/** Each order's account, in one read (the live socket tells each merchant of their own orders only). */
export async function accountsOfOrders(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, accountId: orders.accountId })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, row.accountId]));
}

/** The text of the list's page query (tests: each table it reads logs its changes, decision 084). */
export const pageQueryText = (db: DbOrTx): string => pageQuery(db, eq(orders.accountId, 'account'), 1).toSQL().sql;
