import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { MIGRATIONS_FOLDER } from '../paths';
import type { DomainHub } from '../platform/domain-hub';
import { applyMigrations } from './migrate';
import { PgliteWorkerClient } from './pglite-worker';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database as its driver opens it, whichever driver is underneath: migrations, tools and the platform's plumbing. */
export type BaseDb = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The database of a domain (createDomain in domain.ts): the one the services see. Its hub carries
 * the reactions every module declared, so a service that announces an event reaches them in every
 * process — the server, the commands, the tests — and only a domain's database can be given to one.
 */
export type Db = BaseDb & { readonly hub: DomainHub };
/** A transaction or the database itself: queries take either. */
export type DbOrTx = Parameters<Parameters<BaseDb['transaction']>[0]>[0] | BaseDb;

/** `db` with the domain's hub: the same connection, statements and transactions. */
export function withHub(db: BaseDb, hub: DomainHub): Db {
  return Object.assign(Object.create(db) as BaseDb, { hub });
}

export type Database = {
  db: BaseDb;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * PGlite on a data folder: hands the answers its thread has sent to their callers now. The
   * server calls it as each request comes in, so that under a flood of requests a transaction's
   * statements do not each wait for every waiting socket to be read (pglite-worker.ts).
   */
  takeReplies?: () => void;
};

/** The rows of a raw query's answer: node-postgres and PGlite put them in `rows`. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/**
 * Whether every query of the process goes through one connection (the embedded database):
 * there a long transaction holds up every other request until it ends.
 */
export const isSingleConnection = (db: DbOrTx): boolean => {
  const client = (db as { $client?: object }).$client;
  return client !== undefined && singleConnectionClients.has(client);
};

/** The embedded databases openDatabase opened, in a thread of their own or in this one. */
const singleConnectionClients = new WeakSet<object>();

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { inMemory: true };

export type OpenOptions = {
  /**
   * Told when the embedded database's thread ends without `close()` (a crash): every query
   * under way has been rejected, and none can succeed any more.
   */
  onLost?: (error: Error) => void;
};

/**
 * Opens PostgreSQL, or PGlite on a data folder (in a thread of its own) or in memory (in this
 * thread: tests and tools), and applies the checked-in migrations.
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  // Only the driver asked for is loaded: each costs a tenth of a second or more of start-up.
  if ('databaseUrl' in target) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    // A connection that can't be made within 5 s fails its request (a 503 with Retry-After,
    // platform/errors.ts) instead of holding it for as long as the network hangs.
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection that the server drops (a restart, a failover) is replaced on the
    // next query; without this listener its error would crash the process.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    // A connection checked out between two statements (a transaction's JavaScript work) is not
    // the pool's to watch: when the server ends it (a restart: 57P01), the error goes to the
    // connection itself, and unheard it would end the process. Its caller's next statement
    // fails instead (a 503), and the pool drops the connection when it is given back.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePg(pool, { schema });
    await applyMigrations(db, MIGRATIONS_FOLDER);
    return { db: db as unknown as BaseDb, driver: 'postgres', close: () => pool.end() };
  }
  if ('dataDir' in target) {
    const folder = path.join(target.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    // The thread opens, copies the template into and migrates the folder.
    const client = await PgliteWorkerClient.open(folder, options.onLost ?? (() => undefined));
    singleConnectionClients.add(client);
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    return {
      db: db as unknown as BaseDb,
      driver: 'pglite',
      close: () => client.close(),
      takeReplies: () => client.takeReplies(),
    };
  }
  const { openPglite } = await import('./pglite-open');
  const client = await openPglite(undefined);
  singleConnectionClients.add(client);
  const db = drizzlePglite(yieldBeforeEachQuery(client), { schema });
  return { db: db as unknown as BaseDb, driver: 'pglite', close: () => client.close() };
}

/**
 * PGlite in memory runs in this thread, and a query queued behind another starts within the same run of
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
