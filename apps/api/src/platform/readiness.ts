import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { BaseDb } from '../db/client';
import { MIGRATIONS_FOLDER } from '../paths';

/** How long /readyz waits for the database: a probe every few seconds must not pile up behind a hung one. */
export const READY_TIMEOUT_MS = 2_000;

/** What /readyz found: the database answering a trivial query, and every migration of the journal applied. */
export type Readiness = { database: 'ok' | 'unavailable'; migrations: 'ok' | 'pending' | 'unknown' };

/** The newest migration of the checked-in journal, by the time drizzle records it (`when`, in ms). */
function newestMigration(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * The readiness check of one process: `select 1` within the timeout, then the newest migration
 * recorded in drizzle's table compared with the journal's. Migrations once found applied stay
 * applied, so from then on a check costs one trivial query. A newer replica's later migrations
 * count as applied too (its journal is ahead of this one's).
 */
export function readinessCheck(
  db: BaseDb,
  { timeoutMs = READY_TIMEOUT_MS, migrationsFolder = MIGRATIONS_FOLDER } = {},
): () => Promise<Readiness> {
  const newest = newestMigration(migrationsFolder);
  let areMigrationsApplied = false;
  return async () => {
    try {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    } catch {
      return { database: 'unavailable', migrations: areMigrationsApplied ? 'ok' : 'unknown' };
    }
    if (!areMigrationsApplied) {
      try {
        const result = (await withTimeout(
          db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
          timeoutMs,
        )) as unknown as { rows: { newest: string | number | null }[] };
        areMigrationsApplied = Number(result.rows[0]?.newest ?? -1) >= newest;
      } catch {
        // No bookkeeping table yet: nothing was migrated.
        return { database: 'ok', migrations: 'pending' };
      }
    }
    return { database: 'ok', migrations: areMigrationsApplied ? 'ok' : 'pending' };
  };
}

/** `work`, or a rejection once `ms` have passed without its answer (the work itself is not stopped). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
