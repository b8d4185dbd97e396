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

/** The advisory lock a process holds while it applies a migration file. */
const MIGRATION_LOCK_KEY = 7_206_252;

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
  // Under the lock too: two processes creating the table at once would collide in the catalogue.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
  });
  const last = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const lastApplied = Number(last.rows[0]?.created_at ?? -1);
  for (const migration of migrations) {
    if (migration.folderMillis <= lastApplied) continue;
    // Recorded once even when two processes start at once (a rolling restart).
    const record = sql`insert into drizzle.__drizzle_migrations (hash, created_at)
      select ${migration.hash}, ${migration.folderMillis}
      where not exists (select 1 from drizzle.__drizzle_migrations where created_at = ${migration.folderMillis})`;
    if (isNonTransactional(migration.sql)) {
      await outsideTransaction(db, migration.folderMillis, async () => {
        for (const statement of migration.sql) await db.execute(sql.raw(statement));
        await db.execute(record);
      });
      continue;
    }
    await db.transaction(async (tx) => {
      // One process at a time applies a file; the one that waited finds it applied and skips it.
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const applied = (await tx.execute(
        sql`select 1 from drizzle.__drizzle_migrations where created_at = ${migration.folderMillis}`,
      )) as unknown as { rows: unknown[] };
      if (applied.rows.length > 0) return;
      await tx.execute(sql.raw(`set local lock_timeout = '${MIGRATION_LOCK_TIMEOUT}'`));
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(record);
    });
  }
}

/**
 * Runs a no-transaction file unless another process applied it meanwhile. On PostgreSQL the
 * advisory lock is held by a connection of its own that stays outside any transaction, so
 * CREATE INDEX CONCURRENTLY, which waits for every open transaction, does not wait for it.
 */
async function outsideTransaction(db: AnyDb, folderMillis: number, apply: () => Promise<void>): Promise<void> {
  const pool = (db as { $client?: { connect?: unknown } }).$client;
  const holder =
    pool && typeof pool.connect === 'function' && 'totalCount' in pool
      ? await (pool as { connect: () => Promise<PoolClient> }).connect()
      : undefined;
  try {
    // Tried again and again rather than waited for: a statement waiting on the lock would be a
    // transaction that the other process's CREATE INDEX CONCURRENTLY waits for in turn.
    while (holder && !(await tryLock(holder))) await new Promise((resolve) => setTimeout(resolve, 200));
    const applied = (await db.execute(
      sql`select 1 from drizzle.__drizzle_migrations where created_at = ${folderMillis}`,
    )) as unknown as { rows: unknown[] };
    if (applied.rows.length === 0) await apply();
  } finally {
    await holder?.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    holder?.release();
  }
}

type PoolClient = {
  query: (text: string, values: unknown[]) => Promise<{ rows: { locked: boolean }[] }>;
  release: () => void;
};

const tryLock = async (holder: PoolClient) =>
  (await holder.query('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY])).rows[0]?.locked === true;

/** Whether a migration's text (split at its breakpoints) starts with NO_TRANSACTION_MARKER. */
export function isNonTransactional(statements: readonly string[]): boolean {
  return (statements[0] ?? '').trimStart().startsWith(NO_TRANSACTION_MARKER);
}
