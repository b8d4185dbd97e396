import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PreparedStatements } from './pglite-statements';

/** Counts the statements PostgreSQL holds prepared in the session. */
const preparedCount = async (client: PGlite) =>
  (await client.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements')).rows[0]?.count;

describe('named statements on PGlite', () => {
  const client = new PGlite();
  let statements: PreparedStatements;
  beforeEach(async () => {
    await client.exec(`deallocate all; drop table if exists parcels;
      create table parcels (id serial primary key, code text not null unique, kg numeric(6, 2),
      at timestamptz, tags text[], facts jsonb)`);
    statements = new PreparedStatements(client, 3);
  });
  afterAll(() => client.close());

  const insert = 'insert into parcels (code, kg, at, tags, facts) values ($1, $2, $3, $4, $5) returning *';
  const byCode = 'select id, code, kg, at, tags, facts from parcels where code = $1';

  it('answers as PGlite does on the first call and on every later one, prepared from the second', async () => {
    const values = ['DXB-1', 2.5, new Date('2026-11-25T08:00:00Z'), ['fragile', 'عاجل'], { floor: 12, note: "it's" }];
    const first = await statements.query(client, insert, values, {}, false);
    expect(await preparedCount(client)).toBe(0);
    const second = await statements.query(client, insert, ['DXB-2', ...values.slice(1)], {}, false);
    expect(await preparedCount(client)).toBe(1);
    const third = await statements.query(
      client,
      insert,
      ['DXB-3', null, null, null, null],
      { rowMode: 'array' },
      false,
    );
    expect(first.rows).toEqual([
      { id: 1, code: 'DXB-1', kg: '2.50', at: values[2], tags: values[3], facts: values[4] },
    ]);
    expect(second.rows).toEqual([{ ...(first.rows[0] as object), id: 2, code: 'DXB-2' }]);
    expect(third.rows).toEqual([[3, 'DXB-3', null, null, null, null]]);
    expect(third.affectedRows).toBe(1);
    for (const code of ['DXB-1', 'DXB-2', 'DXB-1']) {
      expect(await statements.query(client, byCode, [code], {}, false)).toEqual(await client.query(byCode, [code]));
    }
    // A caller's parsers still apply: the instant kept as PostgreSQL's text.
    const asText = await statements.query(client, byCode, ['DXB-1'], { parsers: { 1184: (text) => text } }, false);
    expect(asText.rows[0]).toMatchObject({ at: '2026-11-25 08:00:00+00' });
  });

  it('sends long text and JSON as their bytes: the same rows as PGlite writes from text, Arabic included', async () => {
    const facts = Array.from({ length: 300 }, (_, i) => ({ name: `فاطمة ${i}`, note: 'it\'s \\ "quoted" 🚚', i }));
    const long = JSON.stringify(facts);
    const code = `DXB-${'ع'.repeat(5000)}`;
    expect(long.length).toBeGreaterThan(4096);
    const fromJson =
      'insert into parcels (code, facts) select x.code, x.facts from jsonb_to_recordset($1::jsonb) as x(code text, facts jsonb) returning code, facts';
    const rows = (n: number) =>
      JSON.stringify(facts.map((fact, i) => ({ code: `${n}-${i}-${code.slice(0, 9)}`, facts: fact })));
    const first = await statements.query(client, fromJson, [rows(1)], {}, false);
    const second = await statements.query(client, fromJson, [rows(2)], {}, false);
    expect(await preparedCount(client)).toBe(1);
    expect(second.rows).toEqual(
      first.rows.map((row) => ({ ...(row as object), code: (row as { code: string }).code.replace(/^1-/, '2-') })),
    );
    expect(second.rows).toHaveLength(300);
    // A long text parameter and a long jsonb one, prepared: stored as given.
    await statements.query(client, insert, ['DXB-0', null, null, null, facts], {}, false);
    await statements.query(client, insert, [code, null, null, null, facts], {}, false);
    const stored = await client.query<{ code: string; facts: unknown }>(
      'select code, facts from parcels where code = $1',
      [code],
    );
    expect(stored.rows).toEqual([{ code, facts }]);
  });

  it("keeps PostgreSQL's error fields and the statement, and the next call works", async () => {
    await statements.query(client, insert, ['DXB-1', 1, null, null, null], {}, false);
    await statements.query(client, insert, ['DXB-2', 1, null, null, null], {}, false);
    const error = await statements.query(client, insert, ['DXB-1', 1, null, null, null], {}, false).catch((e) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'parcels_code_key', query: insert });
    const next = await statements.query(client, insert, ['DXB-3', 1, null, null, null], {}, false);
    expect(next.rows).toMatchObject([{ code: 'DXB-3' }]);
    const bad = 'select nothing from parcels where code = $1';
    await statements.query(client, bad, ['x'], {}, false).catch(() => undefined);
    await expect(statements.query(client, bad, ['x'], {}, false)).rejects.toMatchObject({ code: '42703', query: bad });
    expect(statements.size).toBe(1);
  });

  it('runs inside a transaction: rolled back with it, and still prepared afterwards', async () => {
    await statements.query(client, insert, ['DXB-1', 1, null, null, null], {}, false);
    await client
      .transaction(async (tx) => {
        await statements.query(tx, insert, ['DXB-2', 1, null, null, null], {}, true);
        await statements.query(tx, insert, ['DXB-3', 1, null, null, null], {}, true);
        expect((await statements.query(tx, 'select count(*)::int as n from parcels', [], {}, true)).rows).toEqual([
          { n: 3 },
        ]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await client.query('select code from parcels')).rows).toEqual([{ code: 'DXB-1' }]);
    expect((await statements.query(client, insert, ['DXB-4', 1, null, null, null], {}, false)).rows).toMatchObject([
      { code: 'DXB-4' },
    ]);
  });

  it('waits for a transaction under way, as a query outside it does', async () => {
    await statements.query(client, byCode, ['DXB-1'], {}, false);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query(insert, ['DXB-1', 1, null, null, null]);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const reading = statements.query(client, byCode, ['DXB-1'], {}, false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect((await reading).rows).toMatchObject([{ code: 'DXB-1' }]);
  });

  it('keeps at most its capacity prepared, closing the least recently used', async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n}::int as n, $1::text as code`);
    for (const text of texts) {
      for (let call = 0; call < 3; call++) await statements.query(client, text, ['x'], {}, false);
    }
    expect(statements.size).toBe(3);
    expect(await preparedCount(client)).toBe(3);
    // The first two were closed; asked again, they answer (prepared again from their next call).
    for (let call = 0; call < 3; call++) {
      expect((await statements.query(client, texts[0] as string, ['y'], {}, false)).rows).toEqual([
        { n: 1, code: 'y' },
      ]);
    }
    expect(await preparedCount(client)).toBe(3);
  });

  it('answers many calls at once, each with its own values', async () => {
    await statements.query(client, insert, ['DXB-0', 1, null, null, null], {}, false);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        statements.query(client, insert, [`DXB-${n + 1}`, n, null, null, null], {}, false),
      ),
    );
    expect(answers.map(({ rows }) => (rows[0] as { code: string }).code)).toEqual(
      Array.from({ length: 40 }, (_, n) => `DXB-${n + 1}`),
    );
    expect(await preparedCount(client)).toBe(1);
  });
});
