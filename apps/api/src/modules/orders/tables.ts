// The orders module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import type { ServerText } from '@sameday/contract';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../identity/tables';

/** A shipment from a pickup address of the account to a recipient. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    serviceKind: text('service_kind').notNull(),
    serviceDate: text('service_date').notNull(),
    scheduledDate: text('scheduled_date'),
    partnerOrderId: text('partner_order_id'),
    pickupLocationId: text('pickup_location_id').notNull(),
    pickup: jsonb('pickup').$type<Record<string, unknown>>().notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    dropoff: jsonb('dropoff').$type<Record<string, unknown>>().notNull(),
    paymentMode: text('payment_mode').notNull(),
    codAmountFils: integer('cod_amount_fils').notNull().default(0),
    priceFils: integer('price_fils').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    onHoldUntil: timestamp('on_hold_until', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    /** Bulk upload: the hash of the file row that created the order, so a re-upload creates nothing twice. */
    sourceRowHash: text('source_row_hash'),
    /** Bulk upload: the import that placed the order, so an import that fails halfway takes its orders back. */
    bulkImportId: text('bulk_import_id'),
    /** The recipient's emirate, kept beside the JSON so the delivery report reads it from an index. */
    dropoffEmirate: text('dropoff_emirate').generatedAlwaysAs(sql`dropoff->>'emirate'`),
    /** A customer return: the delivered order whose parcels it brings back (docs/decisions/040). */
    returnOfOrderId: text('return_of_order_id'),
    /** A delivered order's latest return, if one was requested. */
    returnOrderId: text('return_order_id'),
    /** The merchant's labels for the order (shop tags too): the dispatcher's rules read them. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The longest side of the biggest parcel, whole cm, when the merchant gives it (dispatcher rules). */
    longestSideCm: integer('longest_side_cm'),
    /** What the carrier sent as proof (photo and signature links, the code the courier asks for). */
    proof: jsonb('proof').$type<{ photoUrl?: string; signatureUrl?: string; otp?: string }>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_account_source_row_key')
      .on(table.accountId, table.sourceRowHash)
      .where(sql`${table.sourceRowHash} is not null`),
    index('orders_account_created_idx').on(table.accountId, table.createdAt.desc(), table.id.desc()),
    index('orders_account_status_created_idx').on(
      table.accountId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // One return at a time per order: a cancelled return frees the order for another.
    uniqueIndex('orders_open_return_key')
      .on(table.returnOfOrderId)
      .where(sql`${table.returnOfOrderId} is not null and ${table.status} <> 'cancelled'`),
    // The delivery report's returns of a period (few rows): without it, every order of the account's period was read.
    index('orders_account_returns_idx')
      .on(table.accountId, table.createdAt)
      .where(sql`${table.returnOfOrderId} is not null`),
    // Operations' list of review holds across accounts (decision 041): few rows, read oldest first.
    index('orders_review_holds_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'on_hold' and ${table.onHoldUntil} is null`),
    uniqueIndex('orders_account_reference_key')
      .on(table.accountId, table.partnerOrderId)
      .where(sql`${table.partnerOrderId} is not null`),
    // orders_account_report_idx (account_id, created_at) INCLUDE (…) is created in migration 0009:
    // drizzle cannot declare INCLUDE columns. The delivery report reads it alone (index-only scan).
    // Search by id, reference, recipient or phone within one account (pg_trgm + btree_gin):
    // without it a search that matches little read every order of the account.
    index('orders_search_idx').using(
      'gin',
      table.accountId,
      table.id.op('gin_trgm_ops'),
      table.partnerOrderId.op('gin_trgm_ops'),
      table.recipientName.op('gin_trgm_ops'),
      table.recipientPhone.op('gin_trgm_ops'),
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    barcode: text('barcode'),
    position: integer('position').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/** Every change of an order: who, when, from, to, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    /** The reason by message id when the server wrote it (decision 053); null for a person's own words. */
    reasonText: jsonb('reason_text').$type<ServerText>(),
    actor: text('actor').notNull(),
    actorName: text('actor_name').notNull(),
    /** The actor's name by message id when the server wrote it ("Aisha (recipient)"); null for a user's name. */
    actorNameText: jsonb('actor_name_text').$type<ServerText>(),
    createdAt: createdAt(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * What can have changed an account's orders list (decision 084): a row for each statement that
 * wrote anything the list shows, written by the database's own triggers (migration 0042) on every
 * table the list reads, whichever module or process wrote it; `*` for a change that may touch any
 * account (a courier's new name, a table emptied). The list keeps the pages it answered against
 * the account's last change and count of changes, and answers again only when they moved. Rows
 * are only added, never updated, so no writer waits on another; the compaction keeps the last.
 */
export const orderListChanges = pgTable(
  'order_list_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** The account whose list may show something else, or `*` for every account. */
    accountId: text('account_id').notNull(),
  },
  (table) => [index('order_list_changes_account_idx').on(table.accountId, table.seq)],
);
