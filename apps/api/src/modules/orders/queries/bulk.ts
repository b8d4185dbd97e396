// The statements of a bulk import: one JSON parameter per statement instead of
// thousands of bound parameters to build and send.
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../../db/client';
import { orderListChanges } from '../tables';

/** The setting that defers the search index's merges, for the rest of the transaction. */
const DEFERRED_MERGES = sql`set_config('gin_pending_list_limit', '64MB', true)`;

/**
 * The search index (GIN) takes the new rows into its pending list and merges them
 * later, instead of merging in the middle of this import (it tripled its time).
 */
export async function deferSearchIndexMerge(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select ${DEFERRED_MERGES}`);
}

/**
 * Sets up a committed batch of an import: the search index's merges are deferred (as above) and,
 * on the embedded database (`embedded`), the foreign keys of the rows the batch inserts are not
 * checked again (`session_replication_role = replica`: their triggers do not fire). A batch inserts
 * the items, events and decisions of orders it inserted itself, for the caller's account, which is
 * never deleted; checking each reference cost a 50,000-row import about 1.4 s (bench/RESULTS.md).
 * The setting needs a superuser, which the embedded database's one user is. The tables written
 * have no trigger but the foreign keys' own and the orders list's log of changes (a test keeps it
 * so): the batch logs its account's change itself, in its transaction (decision 084).
 */
export async function startImportBatch(tx: DbOrTx, accountId: string, embedded: boolean): Promise<void> {
  if (!embedded) return deferSearchIndexMerge(tx);
  await tx.execute(sql`select ${DEFERRED_MERGES}, set_config('session_replication_role', 'replica', true)`);
  await tx.insert(orderListChanges).values({ accountId });
}

/**
 * Merges the search index's pending list now: an import written in batches deferred its merges
 * (startImportBatch in each batch) and merges every 10,000 orders and at its end. Left
 * pending, the list would be merged by whichever insert next finds it over the usual 4 MB, a
 * single order's request among them. On the embedded database, 50,000 orders: 8.4 s of inserts
 * merging as they went, against 4.1 s deferred and 1.2 s of merging.
 */
export async function mergeSearchIndex(db: DbOrTx): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('orders_search_idx'::regclass)`);
}

/** One order of a bulk insert, in the orders table's column names. */
export type BulkOrderValues = {
  id: string;
  status: string;
  service_kind: string;
  service_date: string;
  scheduled_date: string | null | undefined;
  partner_order_id: string | null | undefined;
  pickup_location_id: string | null | undefined;
  pickup: unknown;
  recipient_name: string;
  recipient_phone: string;
  dropoff: unknown;
  payment_mode: string;
  cod_amount_fils: number | null | undefined;
  price_fils: number;
  source_row_hash: string | null | undefined;
  tags: readonly string[];
  longest_side_cm: number | null | undefined;
};

/** An order a bulk insert wrote: its id and when (the database's clock, as the driver gives it). */
export type InsertedOrder = { id: string; created_at: string | Date };

/**
 * Inserts the orders of the account; an order whose reference or source row the account
 * already has is skipped (a duplicate). The orders inserted.
 */
export async function insertOrdersFromJson(
  tx: DbOrTx,
  by: { accountId: string; createdBy: string; importId: string },
  chunk: BulkOrderValues[],
): Promise<InsertedOrder[]> {
  const returned = await tx.execute<InsertedOrder>(sql`
        insert into orders (id, account_id, status, service_kind, service_date, scheduled_date, partner_order_id,
          pickup_location_id, pickup, recipient_name, recipient_phone, dropoff, payment_mode, cod_amount_fils,
          price_fils, source_row_hash, tags, longest_side_cm, created_by, bulk_import_id)
        select id, ${by.accountId}, status, service_kind, service_date, scheduled_date, partner_order_id,
          pickup_location_id, pickup, recipient_name, recipient_phone, dropoff, payment_mode, cod_amount_fils,
          price_fils, source_row_hash, tags, longest_side_cm, ${by.createdBy}, ${by.importId}
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(id text, status text, service_kind text,
          service_date text, scheduled_date text, partner_order_id text, pickup_location_id text, pickup jsonb,
          recipient_name text, recipient_phone text, dropoff jsonb, payment_mode text, cod_amount_fils int,
          price_fils int, source_row_hash text, tags jsonb, longest_side_cm int)
        on conflict do nothing
        returning id, created_at`);
  return rowsOf<InsertedOrder>(returned);
}

/** One item of a bulk insert, in the order_items table's column names. */
export type BulkItemValues = {
  id: string;
  order_id: string;
  account_id: string;
  name: string;
  quantity: number;
  weight_grams: number;
  barcode: string | null;
  position: number;
};

export async function insertItemsFromJson(tx: DbOrTx, items: BulkItemValues[]): Promise<void> {
  await tx.execute(sql`
        insert into order_items (id, order_id, account_id, name, quantity, weight_grams, barcode, position)
        select id, order_id, account_id, name, quantity, weight_grams, barcode, position
        from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(
          id text, order_id text, account_id text, name text, quantity int, weight_grams int, barcode text, position int)`);
}

/** The 'Order placed' event of each new order, by one actor. */
export async function insertPlacedEventsFromJson(
  tx: DbOrTx,
  accountId: string,
  actor: { type: string; name: string },
  events: { id: string; order_id: string }[],
): Promise<void> {
  await tx.execute(sql`
        insert into order_events (id, order_id, account_id, from_status, to_status, reason, actor, actor_name)
        select id, order_id, ${accountId}, null, 'pending', 'Order placed', ${actor.type}, ${actor.name}
        from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(id text, order_id text)`);
}

/**
 * Deletes up to `limit` orders the import placed in the account (their items and events go
 * with them); how many it deleted.
 */
export async function deleteBulkImportOrders(
  db: DbOrTx,
  accountId: string,
  importId: string,
  limit: number,
): Promise<number> {
  const deleted = await db.execute<{ id: string }>(sql`
        delete from orders where id in (
          select id from orders where account_id = ${accountId} and bulk_import_id = ${importId} limit ${limit})
        returning id`);
  return rowsOf<{ id: string }>(deleted).length;
}

/** The planner's estimate of the orders table's rows (-1 before it was ever analysed). */
export async function estimatedOrderRows(db: DbOrTx): Promise<number> {
  const answer = await db.execute<{ rows: number }>(
    sql`select reltuples::float8 as rows from pg_class where oid = 'orders'::regclass`,
  );
  return Number(rowsOf<{ rows: number }>(answer)[0]?.rows ?? -1);
}

/**
 * Fresh planner statistics of the tables a bulk import fills, from a sample of 300 × `target`
 * rows of each (PostgreSQL's default target is 100).
 */
export async function analyzeOrderTables(tx: DbOrTx, target: number): Promise<void> {
  await tx.execute(sql.raw(`set local default_statistics_target = ${Math.trunc(target)}`));
  await tx.execute(sql`analyze orders, order_items, order_events`);
}
