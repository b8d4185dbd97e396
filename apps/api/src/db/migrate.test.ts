import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { writeMigrationsFolder } from '../test/migrations';
import { applyMigrations, NO_TRANSACTION_MARKER } from './migrate';

type Files = Record<string, string>;

/** A new migrations folder holding `files`. */
function migrationsFolder(files: Files): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sameday-migrate-'));
  writeMigrationsFolder(folder, files);
  return folder;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

let opened: ReturnType<typeof openEmptyDatabase> | undefined;
/**
 * The file's database (a new PGlite costs seconds of initdb), emptied of what a test before made:
 * PostgreSQL beside TEST_DATABASE_URL, else PGlite in memory.
 */
async function emptyDatabase() {
  opened ??= openEmptyDatabase();
  const database = await opened;
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop table if exists parcels`);
  return database;
}

async function openEmptyDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = new PGlite();
    cleanups.push(() => client.close());
    return { db: drizzlePglite(client), pglite: client };
  }
  const name = `sameday_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  // The database is dropped with (force) at the end: a connection it ends is no error of the test.
  pool.on('error', () => undefined);
  cleanups.push(async () => {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { db: drizzlePg(pool), pglite: undefined };
}

const rows = async (db: Awaited<ReturnType<typeof emptyDatabase>>['db'], query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

const FILES: Files = {
  '0000_parcels': `CREATE TABLE "parcels" ("id" integer PRIMARY KEY, "ref" text);\n--> statement-breakpoint\nINSERT INTO "parcels" SELECT g, 'P' || g FROM generate_series(1, 500) g;`,
  '0001_parcels_ref_index': `${NO_TRANSACTION_MARKER}
-- A backfill that commits every 100 rows, then an index built without blocking the table's writes.
DO $$
DECLARE changed bigint;
BEGIN
  LOOP
    UPDATE "parcels" SET "ref" = lower("ref") WHERE "id" IN (SELECT "id" FROM "parcels" WHERE "ref" LIKE 'P%' LIMIT 100);
    GET DIAGNOSTICS changed = ROW_COUNT;
    COMMIT;
    EXIT WHEN changed = 0;
  END LOOP;
END $$;
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "parcels_ref_idx";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "parcels_ref_idx" ON "parcels" ("ref");`,
  '0002_parcels_weight': `ALTER TABLE "parcels" ADD COLUMN "weight" integer;\n--> statement-breakpoint\nSELECT 1 / 0;`,
};

describe('applyMigrations', () => {
  it('runs a marked file outside a transaction (CREATE INDEX CONCURRENTLY) and each other file in a transaction of its own', {
    timeout: 60_000,
  }, async () => {
    const { db } = await emptyDatabase();
    const folder = migrationsFolder(FILES);
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));

    await expect(applyMigrations(db, folder)).rejects.toThrow(/SELECT 1 \/ 0/);
    // The two files before the failing one stay applied; the failing one left nothing behind.
    expect(await rows(db, `select indexname from pg_indexes where tablename = 'parcels' order by 1`)).toEqual([
      { indexname: 'parcels_pkey' },
      { indexname: 'parcels_ref_idx' },
    ]);
    expect(
      await rows(db, `select count(*)::int as n from information_schema.columns where table_name = 'parcels'`),
    ).toEqual([{ n: 2 }]);
    expect(await rows(db, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: 2 }]);
    expect(await rows(db, `select count(*)::int as n from parcels where ref like 'p%'`)).toEqual([{ n: 500 }]);

    // Fixed, the third file runs alone at the next start.
    writeFileSync(path.join(folder, '0002_parcels_weight.sql'), `ALTER TABLE "parcels" ADD COLUMN "weight" integer;`);
    await applyMigrations(db, folder);
    expect(await rows(db, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: 3 }]);
    expect(await rows(db, `select count(*)::int as n from parcels where weight is null`)).toEqual([{ n: 500 }]);
  });

  it('applies each file once when two processes migrate the same database at once', { timeout: 60_000 }, async () => {
    const { db } = await emptyDatabase();
    const folder = migrationsFolder({
      ...FILES,
      '0002_parcels_weight': 'ALTER TABLE "parcels" ADD COLUMN "weight" integer;',
    });
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    // Without the lock the second ADD COLUMN fails with "already exists".
    await Promise.all([applyMigrations(db, folder), applyMigrations(db, folder)]);
    expect(await rows(db, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: 3 }]);
  });

  it('carries on a database that drizzle’s own migrator migrated', { timeout: 60_000 }, async () => {
    const first = migrationsFolder({ '0000_parcels': FILES['0000_parcels'] as string });
    const all = migrationsFolder({
      ...FILES,
      '0002_parcels_weight': 'ALTER TABLE "parcels" ADD COLUMN "weight" integer;',
    });
    cleanups.push(async () => {
      rmSync(first, { recursive: true, force: true });
      rmSync(all, { recursive: true, force: true });
    });
    const { db, pglite } = await emptyDatabase();
    if (pglite) await migratePglite(db as ReturnType<typeof drizzlePglite>, { migrationsFolder: first });
    else await migratePg(db as ReturnType<typeof drizzlePg>, { migrationsFolder: first });
    await applyMigrations(db, all);
    expect(await rows(db, 'select count(*)::int as n from parcels')).toEqual([{ n: 500 }]);
    expect(await rows(db, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: 3 }]);
  });
});
