// The shipments module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../identity/tables';

/** What was booked with a carrier: its label, parcels and customs (docs/decisions/036). */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    carrier: text('carrier').notNull(),
    service: text('service').notNull(),
    state: text('state').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** The carrier's own id of the shipment (labels, address changes and cancels go by it). */
    carrierRef: text('carrier_ref').notNull(),
    clientOrderId: text('client_order_id'),
    reference: text('reference'),
    sender: jsonb('sender').$type<Record<string, unknown>>(),
    recipient: jsonb('recipient').$type<Record<string, unknown>>().notNull(),
    parcels: jsonb('parcels').$type<Record<string, unknown>[]>().notNull(),
    customs: jsonb('customs').$type<Record<string, unknown>>(),
    documents: jsonb('documents').$type<string[]>().notNull(),
    labelFormat: text('label_format').notNull(),
    /** The carrier's label, base64. */
    label: text('label'),
    priceFils: integer('price_fils').notNull(),
    codAmountFils: integer('cod_amount_fils').notNull().default(0),
    source: text('source').notNull(),
    /** What the booking webhook carried beyond the fields read (spec §3), kept as received. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipments_account_created_idx').on(table.accountId, table.createdAt, table.id),
    uniqueIndex('shipments_client_order_key')
      .on(table.accountId, table.clientOrderId)
      .where(sql`${table.clientOrderId} is not null`),
    uniqueIndex('shipments_carrier_tracking_key').on(table.carrier, table.trackingNumber),
  ],
);

/** Internal shipment events already applied, by their id: a replay changes nothing. */
export const shipmentEvents = pgTable('shipment_events', {
  eventId: text('event_id').primaryKey(),
  kind: text('kind').notNull(),
  shipmentId: text('shipment_id').notNull(),
  receivedAt: createdAt(),
});

/** Per-account flow settings of a shipment kind (docs/decisions/036). */
export const shipmentAppFlows = pgTable(
  'shipment_app_flows',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    requiredDocuments: jsonb('required_documents').$type<string[]>().notNull(),
    defaultIncoterm: text('default_incoterm').notNull(),
    defaultContentsDescription: text('default_contents_description'),
    defaultCurrency: text('default_currency').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('shipment_app_flows_account_kind_key').on(table.accountId, table.kind)],
);

/** Per-account checks evaluated before a booking (docs/decisions/036). */
export const shipmentRuleSets = pgTable(
  'shipment_rule_sets',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    evaluator: text('evaluator').notNull(),
    isActive: boolean('is_active').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipment_rule_sets_account_idx').on(table.accountId, table.evaluator)],
);

export const shipmentRules = pgTable(
  'shipment_rules',
  {
    id: text('id').primaryKey(),
    ruleSetId: text('rule_set_id')
      .notNull()
      .references(() => shipmentRuleSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    field: text('field').notNull(),
    operator: text('operator').notNull(),
    value: text('value').notNull(),
    effect: text('effect').notNull(),
    document: text('document'),
    message: text('message').notNull(),
  },
  (table) => [index('shipment_rules_set_idx').on(table.ruleSetId, table.position)],
);
