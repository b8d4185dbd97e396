// The integrations module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import type { ServerText } from '@sameday/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../identity/tables';
import { orders } from '../orders/tables';

/**
 * An online shop (Shopify, WooCommerce) connected to an account; one row per account and shop.
 * A shop belongs to one account at a time: at most one row per shop is not disconnected.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    shop: text('shop').notNull(),
    /** The store's own name where the platform names it by a number (Salla, Zid); null otherwise. */
    shopName: text('shop_name'),
    /** connected, needs_reconnecting or disconnected. */
    status: text('status').notNull().default('connected'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** The platform credentials, AES-256-GCM sealed (platform/sealing.ts); null once disconnected. */
    credentialsSealed: text('credentials_sealed'),
    /** The secret the platform signs this shop's webhooks with, sealed the same way. */
    webhookSecretSealed: text('webhook_secret_sealed'),
    /** The import rules (IntegrationSettings). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('integration_connections_shop_idx').on(table.accountId, table.platform, table.shop),
    uniqueIndex('integration_connections_held_shop_idx')
      .on(table.platform, table.shop)
      .where(sql`${table.status} <> 'disconnected'`),
  ],
);

/** Each webhook delivery received once: a platform's retries of the same delivery id are answered and dropped. */
export const integrationDeliveries = pgTable(
  'integration_deliveries',
  {
    id: text('id').primaryKey(),
    platform: text('platform').notNull(),
    deliveryId: text('delivery_id').notNull(),
    connectionId: text('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('integration_deliveries_delivery_idx').on(table.platform, table.deliveryId)],
);

/** The one order here of each shop order: unique per connection and shop order id, whatever the retries. */
export const integrationShopOrders = pgTable(
  'integration_shop_orders',
  {
    connectionId: text('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    shopOrderId: text('shop_order_id').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.connectionId, table.shopOrderId] }),
    uniqueIndex('integration_shop_orders_order_idx').on(table.orderId),
  ],
);

/** What became of each shop order event, newest first on screen. */
export const integrationSyncLog = pgTable(
  'integration_sync_log',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    shopOrderId: text('shop_order_id'),
    orderNumber: text('order_number'),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    /** The reason by message id when the server wrote it (decision 053); null for the shop's or a person's own words. */
    reasonText: jsonb('reason_text').$type<ServerText>(),
    orderId: text('order_id'),
    fixAndImport: jsonb('fix_and_import').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('integration_sync_log_connection_idx').on(table.connectionId, table.createdAt, table.id)],
);

/**
 * One "Import recent orders" run of a connection: its progress, and the shop's page cursor
 * so the job goes on from the last page read after a restart. At most one runs per connection.
 */
export const integrationImportRuns = pgTable(
  'integration_import_runs',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('running'),
    days: integer('days').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** The shop's cursor of the next page to read; null before the first page and after the last. */
    cursor: text('cursor'),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    total: integer('total'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('integration_import_runs_connection_idx').on(table.connectionId, table.startedAt),
    uniqueIndex('integration_import_runs_running_idx').on(table.connectionId).where(sql`${table.status} = 'running'`),
  ],
);

/** Single-use `state` of a Shopify install: signed, short-lived, consumed by the callback. */
export const integrationOauthStates = pgTable('integration_oauth_states', {
  state: text('state').primaryKey(),
  platform: text('platform').notNull(),
  shop: text('shop').notNull(),
  /** The signed-in account that began it; null when the install began from the app listing. */
  accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A shop installed from the app listing, waiting for a signed-in merchant to confirm it
 * through the entry link `?shop=&token=` (only the token's SHA-256 is kept).
 */
export const integrationPendingShops = pgTable('integration_pending_shops', {
  tokenHash: text('token_hash').primaryKey(),
  platform: text('platform').notNull(),
  shop: text('shop').notNull(),
  shopName: text('shop_name'),
  credentialsSealed: text('credentials_sealed').notNull(),
  webhookSecretSealed: text('webhook_secret_sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A WooCommerce key exchange under way: the single-use state sent to the store (kept as its hash),
 * the account and store it was started for, and how it ended (the merchant's return page reads it).
 */
export const woocommerceConnectAttempts = pgTable('woocommerce_connect_attempts', {
  stateHash: text('state_hash').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  store: text('store').notNull(),
  /** pending, then connected, denied, failed, already_exists, refused or read_only. */
  outcome: text('outcome').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});
