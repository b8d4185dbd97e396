// The tracking module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../identity/tables';
import { orders } from '../orders/tables';

/**
 * An order's public tracking code, kept only as its SHA-256 digest (docs/decisions/037): the code
 * itself is derived from the order id with a secret key, so it is printed again without being stored.
 */
export const trackingCodes = pgTable(
  'tracking_codes',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('tracking_codes_hash_key').on(table.codeHash)],
);

/** An account's tracking page and recipient messages: brand, which events notify, the return window. */
export const trackingSettings = pgTable('tracking_settings', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  brandColour: text('brand_colour').notNull().default('#0b5cad'),
  logoUrl: text('logo_url').notNull().default(''),
  notifyEvents: jsonb('notify_events')
    .$type<string[]>()
    .notNull()
    .default(sql`'["out_for_delivery","delivery_complete","delivery_failed","rescheduled"]'::jsonb`),
  returnWindowDays: integer('return_window_days').notNull().default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The recipient's 1–5 rating of a delivered order, once per order. */
export const trackingRatings = pgTable(
  'tracking_ratings',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('tracking_ratings_account_idx').on(table.accountId, table.createdAt)],
);

/** Recipient messages (SMS / WhatsApp) for the provider; without one configured they stay here. */
export const recipientMessages = pgTable(
  'recipient_messages',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    orderId: text('order_id').notNull(),
    /** The order event it tells of; one message a channel an event (the job's key). */
    eventKey: text('event_key').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [
    uniqueIndex('recipient_messages_event_key').on(table.eventKey, table.channel),
    index('recipient_messages_order_idx').on(table.orderId),
  ],
);

/**
 * One-time codes sent to a recipient's phone to confirm a change on the tracking page
 * (docs/decisions/052): kept as an HMAC only, valid 10 minutes, single use, 5 tries.
 */
export const recipientCodes = pgTable(
  'recipient_codes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recipient_codes_order_idx').on(table.orderId, table.createdAt)],
);

/** Wrong phone digits typed on an order's tracking page: counted per order, they lock the digits for a while. */
export const recipientVerificationFailures = pgTable(
  'recipient_verification_failures',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('recipient_verification_failures_order_idx').on(table.orderId, table.createdAt)],
);
