// The fulfilment module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../identity/tables';

/** An account is a fulfilment account when operations say so; who and when are kept. */
export const fulfilmentCapabilities = pgTable('fulfilment_capabilities', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  note: text('note'),
  changedByUserId: integer('changed_by_user_id'),
  changedByName: text('changed_by_name').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

/** An account without fulfilment asks to be contacted; stored, and mailed to operations. */
export const fulfilmentContactRequests = pgTable(
  'fulfilment_contact_requests',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    monthlyOrders: text('monthly_orders').notNull(),
    skuCount: integer('sku_count'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('fulfilment_contact_requests_account_idx').on(table.accountId, table.createdAt)],
);

export const fulfilmentProducts = pgTable(
  'fulfilment_products',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    barcode: text('barcode'),
    weightKg: doublePrecision('weight_kg'),
    lengthCm: doublePrecision('length_cm'),
    widthCm: doublePrecision('width_cm'),
    heightCm: doublePrecision('height_cm'),
    unitValueMinor: integer('unit_value_minor'),
    currency: text('currency').notNull().default('AED'),
    hsCode: text('hs_code'),
    countryOfOrigin: text('country_of_origin'),
    imageUrl: text('image_url'),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    isBundle: boolean('is_bundle').notNull().default(false),
    /** The product's stock over every location, changed in the same statements as its stock rows (lists sort by them). */
    onHandTotal: integer('on_hand_total').notNull().default(0),
    reservedTotal: integer('reserved_total').notNull().default(0),
    availableTotal: integer('available_total').notNull().default(0),
    createdByUserId: integer('created_by_user_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fulfilment_products_account_kind_available_idx').on(
      table.accountId,
      table.isBundle,
      table.availableTotal,
      table.sku,
    ),
    index('fulfilment_products_account_kind_on_hand_idx').on(
      table.accountId,
      table.isBundle,
      table.onHandTotal,
      table.sku,
    ),
    index('fulfilment_products_account_kind_reserved_idx').on(
      table.accountId,
      table.isBundle,
      table.reservedTotal,
      table.sku,
    ),
    uniqueIndex('fulfilment_products_account_sku_key').on(table.accountId, table.sku),
    // The inventory list (products, not bundles) pages by SKU or name and counts from these alone.
    index('fulfilment_products_account_kind_sku_idx').on(table.accountId, table.isBundle, table.sku),
    index('fulfilment_products_account_kind_name_idx').on(table.accountId, table.isBundle, table.name, table.sku),
    // "Low stock" compares two columns of the row: only the low rows are indexed, so the filter
    // (page and capped count) reads them alone instead of walking the account's products.
    index('fulfilment_products_low_stock_idx')
      .on(table.accountId, table.isBundle, table.sku)
      .where(sql`${table.availableTotal} <= greatest(${table.lowStockThreshold}, 0)`),
    // Search by SKU, name or barcode within one account (pg_trgm + btree_gin, as orders).
    index('fulfilment_products_search_idx').using(
      'gin',
      table.accountId,
      table.sku.op('gin_trgm_ops'),
      table.name.op('gin_trgm_ops'),
      table.barcode.op('gin_trgm_ops'),
    ),
  ],
);

/** A bundle's parts: selling one bundle draws `quantity` of each component. */
export const fulfilmentBundleComponents = pgTable(
  'fulfilment_bundle_components',
  {
    bundleId: text('bundle_id')
      .notNull()
      .references(() => fulfilmentProducts.id, { onDelete: 'cascade' }),
    componentId: text('component_id')
      .notNull()
      .references(() => fulfilmentProducts.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bundleId, table.componentId] }),
    index('fulfilment_bundle_components_component_idx').on(table.componentId),
  ],
);

/**
 * Stock of a product at a warehouse location. The row is the lock and the fast read; the
 * ledger below is the record: on hand and reserved always equal the sums of its deltas.
 */
export const fulfilmentStock = pgTable(
  'fulfilment_stock',
  {
    productId: text('product_id')
      .notNull()
      .references(() => fulfilmentProducts.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    accountId: text('account_id').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.location] }),
    check(
      'fulfilment_stock_reserved_within_on_hand',
      sql`${table.reserved} >= 0 AND ${table.onHand} >= ${table.reserved}`,
    ),
  ],
);

/** The append-only ledger of stock movements (no UPDATE or DELETE is ever issued on it). */
export const fulfilmentMovements = pgTable(
  'fulfilment_movements',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => fulfilmentProducts.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    kind: text('kind').notNull(),
    onHandDelta: integer('on_hand_delta').notNull(),
    reservedDelta: integer('reserved_delta').notNull(),
    reason: text('reason'),
    fulfilmentOrderId: text('fulfilment_order_id'),
    inboundShipmentId: text('inbound_shipment_id'),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('fulfilment_movements_product_idx').on(table.productId, table.id),
    index('fulfilment_movements_order_idx')
      .on(table.fulfilmentOrderId)
      .where(sql`${table.fulfilmentOrderId} is not null`),
  ],
);

export const fulfilmentInboundShipments = pgTable(
  'fulfilment_inbound_shipments',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    reference: text('reference'),
    expectedDate: text('expected_date').notNull(),
    state: text('state').notNull(),
    note: text('note'),
    createdByUserId: integer('created_by_user_id'),
    createdByName: text('created_by_name').notNull(),
    receivedByUserId: integer('received_by_user_id'),
    receivedByName: text('received_by_name'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('fulfilment_inbound_account_idx').on(table.accountId, table.createdAt)],
);

export const fulfilmentInboundLines = pgTable(
  'fulfilment_inbound_lines',
  {
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => fulfilmentInboundShipments.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => fulfilmentProducts.id, { onDelete: 'cascade' }),
    expectedQuantity: integer('expected_quantity').notNull(),
    receivedQuantity: integer('received_quantity'),
  },
  (table) => [primaryKey({ columns: [table.shipmentId, table.productId] })],
);

export const fulfilmentOrders = pgTable(
  'fulfilment_orders',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    location: text('location').notNull(),
    reference: text('reference'),
    source: text('source').notNull(),
    externalId: text('external_id'),
    recipient: jsonb('recipient').$type<Record<string, unknown>>().notNull(),
    serviceKind: text('service_kind').notNull(),
    paymentMode: text('payment_mode').notNull(),
    codAmountFils: integer('cod_amount_fils').notNull().default(0),
    deliveryOrderId: text('delivery_order_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fulfilment_orders_account_created_idx').on(table.accountId, table.createdAt, table.id),
    index('fulfilment_orders_awaiting_idx')
      .on(table.accountId, table.location, table.createdAt)
      .where(sql`${table.state} = 'awaiting_stock'`),
    uniqueIndex('fulfilment_orders_external_key')
      .on(table.accountId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    uniqueIndex('fulfilment_orders_delivery_order_key')
      .on(table.deliveryOrderId)
      .where(sql`${table.deliveryOrderId} is not null`),
  ],
);

export const fulfilmentOrderLines = pgTable(
  'fulfilment_order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => fulfilmentOrders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => fulfilmentProducts.id),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.productId] })],
);
