import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { isNewDataFolder, templateKey } from './pglite-template';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
type Rows<T> = { rows: T[] };
const work = mkdtempSync(path.join(tmpdir(), 'sameday-template-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the migrated database template', () => {
  it('is named by the migrations and the extensions: a new migration means a new template', () => {
    const copy = path.join(work, 'migrations');
    cpSync(MIGRATIONS, copy, { recursive: true });
    const before = templateKey(copy, ['pg_trgm', 'btree_gin']);
    expect(templateKey(copy, ['btree_gin', 'pg_trgm'])).toBe(before);
    expect(templateKey(copy, ['pg_trgm'])).not.toBe(before);
    writeFileSync(path.join(copy, '9999_next.sql'), 'create table later (id int);');
    expect(templateKey(copy, ['pg_trgm', 'btree_gin'])).not.toBe(before);
  });

  it('gives a new data folder every migration, and a restart keeps what was written', async () => {
    const dataDir = path.join(work, 'data');
    expect(isNewDataFolder(path.join(dataDir, 'pglite'))).toBe(true);
    const first = await openDatabase({ dataDir });
    const applied = (await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as Rows<{
      n: number;
    }>;
    const journal = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } })).default;
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    expect(isNewDataFolder(path.join(dataDir, 'pglite'))).toBe(false);

    const again = await openDatabase({ dataDir });
    const kept = (await again.db.execute(sql`select note from kept`)) as Rows<{ note: string }>;
    expect(kept.rows).toEqual([{ note: 'still here' }]);
    // The extensions the search indexes need came with the copy.
    const extensions = (await again.db.execute(sql`select extname from pg_extension`)) as Rows<{ extname: string }>;
    expect(extensions.rows.map((row) => row.extname)).toEqual(expect.arrayContaining(['btree_gin', 'pg_trgm']));
    await again.close();
  });
});
