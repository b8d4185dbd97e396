// The dispatcher module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import type { ServerText } from '@sameday/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../identity/tables';
import { orders } from '../orders/tables';

/**
 * Dispatcher rule sets (docs/decisions/035): a merchant's own (`partner`) or the one operations
 * keep for the merchant (`operations`); at most one of each kind is active for a merchant.
 * `version` counts the changes; each version's content is kept in dispatcher_rule_set_versions.
 */
export const dispatcherRuleSets = pgTable(
  'dispatcher_rule_sets',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    version: integer('version').notNull().default(1),
    defaultAction: jsonb('default_action').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('dispatcher_rule_sets_account_idx').on(table.accountId, table.kind),
    uniqueIndex('dispatcher_rule_sets_active_key')
      .on(table.accountId, table.kind)
      .where(sql`${table.active} and ${table.deletedAt} is null`),
  ],
);

/** The rules of a rule set, in order (`position` from 0): the first matching active rule wins. */
export const dispatcherRules = pgTable(
  'dispatcher_rules',
  {
    id: text('id').primaryKey(),
    ruleSetId: text('rule_set_id')
      .notNull()
      .references(() => dispatcherRuleSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    action: jsonb('action').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dispatcher_rules_set_idx').on(table.ruleSetId, table.position)],
);

/** The conditions of a rule, ANDed. */
export const dispatcherConditions = pgTable(
  'dispatcher_conditions',
  {
    id: text('id').primaryKey(),
    ruleId: text('rule_id')
      .notNull()
      .references(() => dispatcherRules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    field: text('field').notNull(),
    operator: text('operator').notNull(),
    value: jsonb('value').notNull(),
  },
  (table) => [index('dispatcher_conditions_rule_idx').on(table.ruleId, table.position)],
);

/** Every version of a rule set, whole and immutable: what decisions read. */
export const dispatcherRuleSetVersions = pgTable(
  'dispatcher_rule_set_versions',
  {
    ruleSetId: text('rule_set_id')
      .notNull()
      .references(() => dispatcherRuleSets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.ruleSetId, table.version] })],
);

/**
 * The carrier decisions of orders: written once, never changed; a later decision of the same
 * order is a new row. The trace is kept compact (each step's rule and outcome); the condition
 * checks are derived again from the facts and the rule set versions, which never change.
 */
export const dispatcherDecisions = pgTable(
  'dispatcher_decisions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    outcome: text('outcome').notNull(),
    carrier: text('carrier'),
    service: text('service'),
    reason: text('reason'),
    source: text('source').notNull(),
    rule: jsonb('rule').$type<{ id: string; name: string } | null>(),
    ruleSets: jsonb('rule_sets').$type<Record<string, unknown>>().notNull(),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    steps: jsonb('steps').$type<unknown[]>().notNull(),
    explanation: text('explanation').notNull(),
    /** The explanation by message id (decision 053); null only on rows whose English no template wrote. */
    explanationText: jsonb('explanation_text').$type<ServerText>(),
    costFils: integer('cost_fils').notNull().default(0),
    decidedBy: text('decided_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('dispatcher_decisions_order_idx').on(table.orderId, table.createdAt.desc())],
);
