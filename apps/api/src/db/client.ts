import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isNewDataFolder, migratedTemplate } from './pglite-template';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: queries take either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/**
 * Whether every query of the process goes through one connection (the embedded database):
 * there a long transaction holds up every other request until it ends.
 */
export const isSingleConnection = (db: DbOrTx): boolean => (db as { $client?: unknown }).$client instanceof PGlite;

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { inMemory: true };

/** Opens PGlite (a folder, or memory) or PostgreSQL, and applies the checked-in migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection that the server drops (a restart, a failover) is replaced on the
    // next query; without this listener its error would crash the process.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  // The extensions the migrations create (order search); PostgreSQL ships them in its contrib.
  const extensions = { pg_trgm, btree_gin };
  const migrateClient = (client: PGlite) =>
    migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  let folder: string | undefined;
  if ('dataDir' in target) {
    folder = path.join(target.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
  }
  // A new database starts as a copy of a migrated empty one instead of running initdb.
  const loadDataDir =
    folder === undefined || isNewDataFolder(folder)
      ? await migratedTemplate(MIGRATIONS_FOLDER, extensions, migrateClient)
      : undefined;
  const client =
    folder === undefined ? new PGlite({ extensions, loadDataDir }) : new PGlite(folder, { extensions, loadDataDir });
  const db = drizzlePglite(yieldBeforeEachQuery(client), { schema });
  // A no-op on a fresh copy; on an existing folder, the migrations written since it was made.
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/**
 * PGlite runs in this thread, and a query queued behind another starts within the same run of
 * promise callbacks: under load the sockets went unread until the whole queue drained, so even
 * the overload guard's 503s waited seconds. Each query and transaction (not each statement inside
 * a transaction) first gives the event loop a turn, where waiting requests are read and, beyond
 * the guard's limit, refused at once.
 */
function yieldBeforeEachQuery(client: PGlite): PGlite {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  return Object.assign(client, {
    query: (async (...args: Parameters<PGlite['query']>) => {
      await turn();
      return query(...args);
    }) as PGlite['query'],
    exec: (async (...args: Parameters<PGlite['exec']>) => {
      await turn();
      return exec(...args);
    }) as PGlite['exec'],
    transaction: (async (...args: Parameters<PGlite['transaction']>) => {
      await turn();
      return transaction(...args);
    }) as PGlite['transaction'],
  });
}
