// The webhooks module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import type { ServerText } from '@sameday/contract';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../identity/tables';

/**
 * Outgoing webhooks (docs/decisions/034): a merchant's endpoints, the events of the account
 * (one message each, created in the transaction of the change it tells), one delivery per
 * message and endpoint, and every attempt at it (the delivery log).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret (`whsec_…`), sealed with the integrations' key. */
    secretSealed: text('secret_sealed').notNull(),
    /** enabled | disabled */
    status: text('status').notNull().default('enabled'),
    /** Why it is disabled: by a person (`manual`) or after failing for days (`failing`). */
    disabledReason: text('disabled_reason'),
    /** The first failed attempt since the last success; null while the endpoint answers. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_account_idx').on(table.accountId, table.createdAt)],
);

export const webhookMessages = pgTable(
  'webhook_messages',
  {
    /** The `webhook-id` header: the same on every attempt, so receivers can drop repeats. */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The JSON body sent, exactly as signed. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_messages_account_idx').on(table.accountId, table.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    /** pending | succeeded | failed | skipped */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The automatic attempts made (a manual "send again" is not counted against the schedule). */
    scheduledAttempts: integer('scheduled_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_endpoint_message_key').on(table.endpointId, table.messageId),
    index('webhook_deliveries_account_idx').on(table.accountId),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** The delivery's attempt number (1 = the first). */
    attempt: integer('attempt').notNull(),
    /** scheduled | manual */
    trigger: text('trigger').notNull(),
    /** The answer's HTTP status; null when none came (refused, timed out, blocked address). */
    responseStatus: integer('response_status'),
    /** The first characters of the answer's body. */
    responseBody: text('response_body'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** Why the attempt failed, by message id (decision 053). */
    errorText: jsonb('error_text').$type<ServerText>(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_attempts_endpoint_idx').on(table.endpointId, table.createdAt, table.id)],
);
