import { sql } from 'drizzle-orm';
import { type Database, openDatabase, rowsOf } from '../db/client';

/*
 * Opening an in-memory PGlite costs 1.3 s of a quiet machine's time and about 3 s of a busy one's
 * (reading and unpacking the 45 MB migrated template, starting the engine): a third of the API
 * suite's time on PGlite. A worker's test files run one after another, so the database a file
 * closes is kept, and the next file gets it back emptied to the template's state: every table
 * truncated with its sequences restarted, the migrations' own rows put back, the session's settings
 * reset. A file that left the schema changed (a constraint, a trigger, a column) gets a new database
 * instead. docs/decisions/086.
 */

/** A kept database, with its schema's digest, its tables and the rows the migrations wrote, read when it was made. */
type Kept = { database: Database; schema: string; tables: string[]; seeded: SeededTable[] };
type SeededTable = { table: string; rows: unknown[] };

/** The database the last file closed, waiting for the next. */
let idle: Kept | undefined;

/**
 * Everything a test can change of the schema, as one digest: relations and their columns,
 * constraints, triggers (and whether they fire), functions and the migrations applied.
 */
const SCHEMA_DIGEST = sql.raw(`
  select md5(string_agg(item, E'\\n' order by item)) as digest from (
    select concat_ws(' ', 'r', c.oid::regclass, c.relkind, c.relrowsecurity) as item
      from pg_class c where c.relnamespace in ('public'::regnamespace, 'drizzle'::regnamespace)
    union all
    select concat_ws(' ', 'a', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace in ('public'::regnamespace, 'drizzle'::regnamespace) and a.attnum > 0 and not a.attisdropped
    union all
    select concat_ws(' ', 'c', conrelid::regclass, conname, convalidated, pg_get_constraintdef(oid))
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select concat_ws(' ', 't', tgrelid::regclass, tgname, tgenabled) from pg_trigger where not tgisinternal
    union all
    select concat_ws(' ', 'f', oid::regprocedure, md5(prosrc)) from pg_proc where pronamespace = 'public'::regnamespace
    union all
    select concat_ws(' ', 'm', count(*)) from drizzle.__drizzle_migrations
  ) items`);

const PUBLIC_TABLES = sql.raw(`select quote_ident(relname) as table from pg_class
  where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`);

async function schemaDigest(database: Database): Promise<string> {
  return rowsOf<{ digest: string }>(await database.db.execute(SCHEMA_DIGEST))[0]?.digest ?? '';
}

async function publicTables(database: Database): Promise<string[]> {
  return rowsOf<{ table: string }>(await database.db.execute(PUBLIC_TABLES)).map((row) => row.table);
}

/** The rows the migrations wrote (feature flags, say), to put back after each truncation. */
async function seededTables(database: Database, tables: string[]): Promise<SeededTable[]> {
  const seeded: SeededTable[] = [];
  for (const table of tables) {
    const [found] = rowsOf<{ rows: unknown[] | null }>(
      await database.db.execute(sql.raw(`select json_agg(t) as rows from ${table} t`)),
    );
    if (found?.rows) seeded.push({ table, rows: found.rows });
  }
  return seeded;
}

/**
 * Empties every table back to the template's rows and clears what a session may have left. The
 * tables are those read when the database was made: the schema's digest has just said they are.
 */
async function reset(kept: Kept): Promise<void> {
  const { db } = kept.database;
  // With triggers off: the orders list's change log would otherwise log each table truncated.
  await db.execute(sql.raw('set session_replication_role = replica'));
  await db.execute(sql.raw(`truncate ${kept.tables.join(', ')} restart identity cascade`));
  for (const { table, rows } of kept.seeded) {
    await db.execute(
      sql`insert into ${sql.raw(table)} select * from json_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rows)}::json)`,
    );
  }
  await db.execute(sql.raw('reset all'));
  await db.execute(sql.raw('select pg_advisory_unlock_all()'));
  await db.execute(sql.raw('discard temp'));
}

/**
 * An in-memory PGlite as new: the one the worker's last file closed, emptied, or a new one. Its
 * `close` keeps it for the next file (one is kept; another open at the same time is closed).
 */
export async function reusedPglite(): Promise<Database> {
  const kept = (await takeIdle()) ?? (await newKept());
  let isClosed = false;
  return {
    ...kept.database,
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      if (idle) await kept.database.close();
      else idle = kept;
    },
  };
}

/** The kept database, emptied, while its schema is still the template's; closed otherwise. */
async function takeIdle(): Promise<Kept | undefined> {
  const found = idle;
  idle = undefined;
  if (!found) return undefined;
  try {
    if ((await schemaDigest(found.database)) === found.schema) {
      await reset(found);
      return found;
    }
  } catch {
    // A reset that failed hands on nothing: the next file gets a new database.
  }
  await found.database.close().catch(() => undefined);
  return undefined;
}

async function newKept(): Promise<Kept> {
  const database = await openDatabase({ inMemory: true });
  const tables = await publicTables(database);
  return { database, schema: await schemaDigest(database), tables, seeded: await seededTables(database, tables) };
}
