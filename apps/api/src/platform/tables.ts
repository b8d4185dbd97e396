// The platform's own tables (the mail outbox, generated secrets, answers of retried writes, the job
// queue): platform code alone reads and writes them. db/schema.ts gathers every tables.ts for
// drizzle-kit and the database client's type (docs/architecture.md, "Data").
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** Every mail the platform sends; without SMTP it stays here (and in DATA_DIR/outbox). */
export const outbox = pgTable('outbox', {
  id: text('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/** Secrets the platform generates for itself when none is configured (shared by replicas). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Answers of requests sent with an Idempotency-Key, per account. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: text('account_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.key] })],
);

/**
 * The durable job queue (docs/decisions/028): jobs survive a restart, retry with backoff,
 * and a key makes an enqueue happen once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    queue: text('queue').notNull(),
    /** Dedupe key: a second enqueue with the same queue and key is dropped. */
    key: text('key'),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** queued, running, done or failed (no attempts left). */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_key_idx').on(table.queue, table.key),
    index('jobs_due_idx').on(table.state, table.runAt),
  ],
);

/**
 * One row per period of a schedule that has been asked to run (docs/decisions/064): inserted with
 * ON CONFLICT DO NOTHING in the transaction that enqueues the period's job, so of any number of
 * processes only one enqueues it.
 */
export const jobScheduleRuns = pgTable(
  'job_schedule_runs',
  {
    name: text('name').notNull(),
    /** When the period began: the schedule's time that came. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    jobId: text('job_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.name, table.periodStart] })],
);
