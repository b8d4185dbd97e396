import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The first line of a migration that must run outside a transaction: `CREATE INDEX CONCURRENTLY`,
 * a batched backfill that commits as it goes (docs/decisions/066). Its statements run one by one
 * (each between `--> statement-breakpoint` lines) and it is recorded as applied after the last;
 * one that fails part way is run again whole at the next start, so each statement must be safe to
 * repeat (`IF NOT EXISTS`, an invalid index dropped first).
 */
export const NO_TRANSACTION_MARKER = '-- migration: no-transaction';

/**
 * How long a migration's statement waits for a lock before the migration fails (PostgreSQL; the
 * embedded database has one connection). A statement waiting for ACCESS EXCLUSIVE holds up every
 * query queued behind it, so a wait on a busy table is cut short here: the start fails, and is
 * tried again, instead of every write of the table stalling for as long as the slowest query.
 */
export const MIGRATION_LOCK_TIMEOUT = '2s';

// biome-ignore lint/suspicious/noExplicitAny: either driver's database, with or without a schema.
type AnyDb = PgDatabase<PgQueryResultHKT, any>;

/**
 * Applies the migrations in `folder` not yet recorded, in drizzle's own bookkeeping table
 * (drizzle.__drizzle_migrations: the same rows drizzle's migrator writes, so databases it
 * migrated carry on). Unlike drizzle's migrator, which runs all pending files in one transaction,
 * each file runs in its own transaction, so its locks are held only while it runs, or, with
 * NO_TRANSACTION_MARKER, in none.
 */
export async function applyMigrations(db: AnyDb, folder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const last = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const lastApplied = Number(last.rows[0]?.created_at ?? -1);
  for (const migration of migrations) {
    if (migration.folderMillis <= lastApplied) continue;
    const record = sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`;
    if (isNonTransactional(migration.sql)) {
      for (const statement of migration.sql) await db.execute(sql.raw(statement));
      await db.execute(record);
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${MIGRATION_LOCK_TIMEOUT}'`));
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(record);
    });
  }
}

/** Whether a migration's text (split at its breakpoints) starts with NO_TRANSACTION_MARKER. */
export function isNonTransactional(statements: readonly string[]): boolean {
  return (statements[0] ?? '').trimStart().startsWith(NO_TRANSACTION_MARKER);
}
