import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../db/client';
import { reusedPglite } from './reused-pglite';

const clientOf = (database: Database) => (database.db as unknown as { $client: object }).$client;
const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await database.db.execute(query));
const flags = (database: Database) =>
  rows<{ name: string; enabled: boolean; updated_at: string }>(
    database,
    sql`select name, enabled, updated_at::text from feature_flags order by name`,
  );

/** How many rows each table holds. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await rows<{ table: string }>(
    database,
    sql`select quote_ident(relname) as table from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
  );
  const counts: Record<string, number> = {};
  for (const { table } of tables) {
    const [found] = await rows<{ n: number }>(database, sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = found?.n ?? -1;
  }
  return counts;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database a test file reuses', () => {
  it('comes back as the template left it: rows gone, sequences restarted, the migrations’ rows as they were', async () => {
    const first = await reusedPglite();
    const seeded = await flags(first);
    expect(seeded.length).toBeGreaterThan(0);
    await first.db.execute(sql`insert into order_list_changes (account_id) values ('acc_one'), ('acc_two')`);
    await first.db.execute(sql`update feature_flags set enabled = not enabled, updated_at = now() + interval '1 day'`);
    await first.db.execute(sql`insert into feature_flags (name) values ('left_by_a_test')`);
    await first.db.execute(sql`set session_replication_role = replica`);
    await first.close();

    const second = await reusedPglite();
    expect(clientOf(second)).toBe(clientOf(first));
    expect(await flags(second)).toEqual(seeded);
    const counts = await rowCounts(second);
    expect(Object.keys(counts).length).toBeGreaterThan(50);
    expect(Object.entries(counts).filter(([, count]) => count > 0)).toEqual([['feature_flags', seeded.length]]);
    expect(await rows(second, sql`select * from order_list_changes`)).toEqual([]);
    const [logged] = await rows<{ seq: string }>(
      second,
      sql`insert into order_list_changes (account_id) values ('acc_three') returning seq::text`,
    );
    expect(logged?.seq).toBe('1');
    const [role] = await rows<{ role: string }>(
      second,
      sql`select current_setting('session_replication_role') as role`,
    );
    expect(role?.role).toBe('origin');
    await second.close();
  });

  it('is replaced by a new one when a file left the schema changed', async () => {
    const first = await reusedPglite();
    await first.db.execute(sql`alter table feature_flags add column left_by_a_test integer`);
    await first.close();

    const second = await reusedPglite();
    expect(clientOf(second)).not.toBe(clientOf(first));
    const columns = await rows<{ name: string }>(
      second,
      sql`select attname as name from pg_attribute where attrelid = 'feature_flags'::regclass and attnum > 0`,
    );
    expect(columns.map((column) => column.name)).not.toContain('left_by_a_test');
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();
    await second.close();
  });

  it('keeps one database: a second open at the same time is a new one, closed with its file', async () => {
    const [one, two] = await Promise.all([reusedPglite(), reusedPglite()]);
    expect(clientOf(one)).not.toBe(clientOf(two));
    await one.close();
    await two.close();
    await expect(two.db.execute(sql`select 1`)).rejects.toThrow();
    const next = await reusedPglite();
    expect(clientOf(next)).toBe(clientOf(one));
    await next.close();
  });
});
