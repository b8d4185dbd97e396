// What `npm run db:backup` and `npm run db:restore` do (docs/decisions/067): a backup is a folder
// holding the database (PGlite's own dump of its data folder, or pg_dump's custom format), the
// proof images when they are kept in the folder under DATA_DIR, and backup.json, which says what
// it holds and how many orders, invoices and proofs, so that a restore can check it got them all.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Config } from '../config';
import { type BaseDb, openDatabase } from '../db/client';
import { extensions } from '../db/pglite-open';
import { isNewDataFolder } from '../db/pglite-template';

export type BackupCounts = { orders: number; invoices: number; proofs: number };

export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: { driver: 'pglite' | 'postgres'; file: string };
  /** `folder`: the proof images are in files/; `bucket`: they stay in the S3 bucket named. */
  files: { kept: 'folder' | 'bucket'; bucket?: string };
  counts: BackupCounts;
};

const MANIFEST = 'backup.json';
const PGLITE_DUMP = 'database.tar.gz';
const PG_DUMP = 'database.pgdump';

const pgliteFolder = (config: Config) => path.join(config.dataDir, 'pglite');
const filesFolder = (config: Config) => path.join(config.dataDir, 'files');

/** What a backup must bring back: every order, invoice and proof of delivery. */
export async function countRecords(db: BaseDb): Promise<BackupCounts> {
  const { rows } = (await db.execute(
    sql`select (select count(*) from orders)::int as orders, (select count(*) from invoices)::int as invoices,
      (select count(*) from order_proofs)::int as proofs`,
  )) as unknown as { rows: BackupCounts[] };
  return rows[0] as BackupCounts;
}

/**
 * Writes a backup of the configured database and proof images into `target`, a folder that must
 * be new or empty. With PGlite the server must be stopped: one process owns the data folder.
 */
export async function backup(config: Config, target: string): Promise<BackupManifest> {
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  if (!config.databaseUrl && isNewDataFolder(pgliteFolder(config)))
    throw new Error(`No database in ${pgliteFolder(config)}`);
  mkdirSync(target, { recursive: true });
  let driver: BackupManifest['database']['driver'];
  let counts: BackupCounts;
  if (config.databaseUrl) {
    driver = 'postgres';
    counts = await countsOf({ databaseUrl: config.databaseUrl });
    run('pg_dump', ['--format=custom', `--file=${path.join(target, PG_DUMP)}`, `--dbname=${config.databaseUrl}`]);
  } else {
    driver = 'pglite';
    const client = new PGlite(pgliteFolder(config), { extensions });
    try {
      counts = await countRecords(drizzle(client) as unknown as BaseDb);
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(path.join(target, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  const files: BackupManifest['files'] = config.fileStore
    ? { kept: 'bucket', bucket: config.fileStore.bucket }
    : { kept: 'folder' };
  if (!config.fileStore && existsSync(filesFolder(config))) {
    cpSync(filesFolder(config), path.join(target, 'files'), { recursive: true });
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: { driver, file: driver === 'postgres' ? PG_DUMP : PGLITE_DUMP },
    files,
    counts,
  };
  writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores the backup in `source` into the configured database, which must be empty (a new
 * PostgreSQL database, or a DATA_DIR without a pglite folder), and its proof images into the
 * folder under DATA_DIR; then applies the migrations written since, and checks that every order,
 * invoice and proof the backup counted is there.
 */
export async function restore(
  config: Config,
  source: string,
): Promise<{ manifest: BackupManifest; counts: BackupCounts }> {
  const manifest = JSON.parse(readFileSync(path.join(source, MANIFEST), 'utf8')) as BackupManifest;
  const dump = path.join(source, manifest.database.file);
  if (config.databaseUrl) {
    if (manifest.database.driver !== 'postgres')
      throw new Error('This backup is of PGlite: restore it with DATA_DIR set and DATABASE_URL unset');
    await refuseUnlessEmpty(config.databaseUrl);
    run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${config.databaseUrl}`, dump]);
  } else {
    if (manifest.database.driver !== 'pglite')
      throw new Error('This backup is of PostgreSQL: restore it with DATABASE_URL set');
    const folder = pgliteFolder(config);
    if (!isNewDataFolder(folder)) throw new Error(`${folder} already holds a database: move it aside first`);
    mkdirSync(folder, { recursive: true });
    const client = new PGlite(folder, { extensions, loadDataDir: new Blob([readFileSync(dump)]) });
    await client.close();
  }
  if (manifest.files.kept === 'folder' && existsSync(path.join(source, 'files'))) {
    cpSync(path.join(source, 'files'), filesFolder(config), { recursive: true, force: false });
  }
  const counts = await countsOf(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  for (const key of ['orders', 'invoices', 'proofs'] as const) {
    if (counts[key] < manifest.counts[key]) {
      throw new Error(`The restored database has ${counts[key]} ${key}; the backup counted ${manifest.counts[key]}`);
    }
  }
  return { manifest, counts };
}

/** The counts of a database opened as the server opens it (which applies any newer migrations). */
async function countsOf(target: { databaseUrl: string } | { dataDir: string }): Promise<BackupCounts> {
  const database = await openDatabase(target);
  try {
    return await countRecords(database.db);
  } finally {
    await database.close();
  }
}

async function refuseUnlessEmpty(databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if ((rows[0]?.n ?? 0) > 0) throw new Error('The database already holds tables: restore into a new, empty database');
  } finally {
    await client.end();
  }
}

/** Runs PostgreSQL's own client tool; absent, says how to get it. */
function run(tool: 'pg_dump' | 'pg_restore', args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      `${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), ` +
        'of the same major version as the server or newer',
    );
  }
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr.trim()}`);
}
