// `npm run bench -- migrations`: the longest stall of order writes while a migration runs on a
// PostgreSQL database of about a million orders (docs/decisions/066). Two ways of giving orders a
// stored copy of their drop-off emirate and an index over it are timed:
//   - in one locked statement, as migration 0009 did (a column GENERATED ... STORED rewrites the
//     table under ACCESS EXCLUSIVE, then a plain CREATE INDEX blocks writes while it builds);
//   - expand/contract, through the project's migrator: a nullable column (a change of the catalogue
//     only), a backfill in batches that commits as it goes, an index built CONCURRENTLY.
// Meanwhile two writers place new orders and update existing ones, one statement at a time; each
// statement's time is kept. BENCH_DATABASE_URL names the server (default the local one),
// BENCH_MIGRATION_ORDERS the table's size. The seeded database is kept for the next run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { applyMigrations } from '../apps/api/src/db/migrate';
import { templateKey } from '../apps/api/src/db/pglite-template';
import { MIGRATIONS_FOLDER } from '../apps/api/src/paths';
import { EXPAND_CONTRACT_FILES, writeMigrationsFolder } from '../apps/api/src/test/migrations';
import { percentile, withDatabase } from './server';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  orders: Number(process.env.BENCH_MIGRATION_ORDERS ?? 1_000_000),
};

const LOCKING_WAY = [
  `ALTER TABLE "orders" ADD COLUMN "dropoff_emirate_copy" text GENERATED ALWAYS AS (dropoff->>'emirate') STORED`,
  `CREATE INDEX "orders_account_report_copy_idx" ON "orders" ("account_id", "created_at") INCLUDE ("status", "dropoff_emirate_copy", "price_fils")`,
];

const UNDO = [
  'DROP INDEX IF EXISTS "orders_account_report_copy_idx"',
  'ALTER TABLE "orders" DROP COLUMN IF EXISTS "dropoff_emirate_copy"',
];

const ACCOUNT = 'acc_bench_migrations';

/** A database of `orders` orders at the current schema, made once per size and set of migrations. */
async function seededDatabase(): Promise<string> {
  const name = `sameday_bench_migrations_${settings.orders}_${templateKey(MIGRATIONS_FOLDER, [])}`;
  const admin = new pg.Client({ connectionString: settings.adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    await admin.query(`create database ${name}_part`);
    const url = withDatabase(settings.adminUrl, `${name}_part`);
    await (await openDatabase({ databaseUrl: url })).close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      `insert into accounts (id, name, client_type, vertical, orders_per_month, phone)
       values ($1, 'Bench Migrations', 'business', 'retail', '1000+', '+971500000000')`,
      [ACCOUNT],
    );
    const started = performance.now();
    for (let from = 1; from <= settings.orders; from += 100_000) {
      await client.query(insertOrders, [ACCOUNT, from, Math.min(settings.orders, from + 99_999)]);
      process.stdout.write(`\rseeding orders: ${Math.min(settings.orders, from + 99_999)} of ${settings.orders}`);
    }
    await client.query('vacuum analyze orders');
    await client.end();
    console.log(` (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    await admin.query(`alter database ${name}_part rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

const insertOrders = `
  insert into orders (id, account_id, status, service_kind, service_date, pickup_location_id, pickup,
    recipient_name, recipient_phone, dropoff, payment_mode, price_fils, created_by, created_at)
  select 'ord_bench_' || g, $1, (array['created','delivered','cancelled'])[1 + g % 3], 'same_day', '2026-11-01',
    'pl_bench', '{"city":"Dubai"}', 'Recipient ' || g, '+9715' || lpad((g % 100000000)::text, 8, '0'),
    jsonb_build_object('emirate', (array['dubai','sharjah','abu_dhabi'])[1 + g % 3], 'line1', 'Street ' || g),
    'prepaid', 2500, 'usr_bench', now() - make_interval(secs => g)
  from generate_series($2::int, $3::int) g`;

type Writes = {
  stop: () => Promise<{ latencies: number[]; longest: number; count: number; longestOf: Record<string, number> }>;
};

/** Two writers, each on a connection of its own: one places orders, one updates existing ones. */
function startWriters(url: string): Writes {
  let running = true;
  const latencies: number[] = [];
  const longestOf: Record<string, number> = { insert: 0, update: 0 };
  const writer = async (kind: string, write: (client: pg.Client, n: number) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (let n = 0; running; n++) {
      const started = performance.now();
      await write(client, n);
      const took = performance.now() - started;
      latencies.push(took);
      longestOf[kind] = Math.max(longestOf[kind] ?? 0, took);
    }
    await client.end();
  };
  const runId = Date.now().toString(36);
  const done = Promise.all([
    writer('insert', (client, n) =>
      client.query(
        `insert into orders (id, account_id, status, service_kind, service_date, pickup_location_id, pickup,
           recipient_name, recipient_phone, dropoff, payment_mode, price_fils, created_by)
         values ($1, $2, 'created', 'same_day', '2026-11-29', 'pl_bench', '{}', 'New recipient', '+971501112233',
           '{"emirate":"dubai"}', 'prepaid', 2500, 'usr_bench')`,
        [`ord_live_${runId}_${n}`, ACCOUNT],
      ),
    ),
    writer('update', (client, n) =>
      client.query(`update orders set updated_at = now() where id = $1`, [
        `ord_bench_${1 + ((n * 7919) % settings.orders)}`,
      ]),
    ),
  ]);
  return {
    stop: async () => {
      running = false;
      await done;
      const sorted = [...latencies].sort((a, b) => a - b);
      return { latencies: sorted, longest: sorted.at(-1) ?? 0, count: sorted.length, longestOf };
    },
  };
}

async function timed(url: string, label: string, migrate: () => Promise<void>) {
  const writes = startWriters(url);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const started = performance.now();
  await migrate();
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { latencies, longest, count, longestOf } = await writes.stop();
  console.log(
    `${label}: migration ${seconds.toFixed(1)} s; ${count} writes, p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms, longest write stall ${(longest / 1000).toFixed(2)} s (target ≤ 1 s; ` +
      `placing ${(Number(longestOf.insert) / 1000).toFixed(2)} s, updating ${(Number(longestOf.update) / 1000).toFixed(2)} s)`,
  );
  return longest;
}

export async function benchMigrations(): Promise<void> {
  const url = withDatabase(settings.adminUrl, await seededDatabase());
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const folder = mkdtempSync(path.join(tmpdir(), 'sameday-bench-migrations-'));
  try {
    for (const statement of UNDO) await pool.query(statement);
    const { rows } = await pool.query('select count(*)::int as n from orders');
    console.log(`orders: ${rows[0].n}`);
    // The project's own migrations first (a no-op here): the same migrator, on this database.
    const db = drizzle(pool);
    await applyMigrations(db, MIGRATIONS_FOLDER);
    await timed(url, 'in one locked statement (as 0009 did)', async () => {
      for (const statement of LOCKING_WAY) await pool.query(statement);
    });
    for (const statement of UNDO) await pool.query(statement);
    writeMigrationsFolder(folder, EXPAND_CONTRACT_FILES, 4_000_000_000_000);
    const longest = await timed(url, 'expand/contract through the migrator', () => applyMigrations(db, folder));
    const { rows: left } = await pool.query(
      `select count(*)::int as n from orders where id like 'ord_bench_%' and dropoff_emirate_copy is null`,
    );
    console.log(`seeded orders left without the copied emirate after the backfill: ${left[0].n}`);
    if (longest > 1000) process.exitCode = 1;
  } finally {
    // The bench's own rows of its migrations and writers go; the seeded orders stay for the next run.
    await pool.query(`delete from drizzle.__drizzle_migrations where created_at >= 4000000000000`);
    await pool.query(`delete from orders where id like 'ord_live_%'`);
    for (const statement of UNDO) await pool.query(statement);
    await pool.end();
    rmSync(folder, { recursive: true, force: true });
  }
}
