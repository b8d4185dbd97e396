import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  interval,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, isSingleConnection, openDatabase } from './client';
import { PgliteWorkerClient } from './pglite-worker';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** A table with every kind of value the app stores, made in both databases by the test. */
const samples = pgTable('worker_samples', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique('worker_samples_code_key'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  localAt: timestamp('local_at'),
  day: date('day'),
  wait: interval('wait'),
  payload: jsonb('payload').$type<{ tags: string[]; nested: { n: number } }>(),
  big: bigint('big', { mode: 'bigint' }),
  bigAsNumber: bigint('big_as_number', { mode: 'number' }),
  amount: numeric('amount', { precision: 12, scale: 2 }),
  tags: text('tags').array(),
  counts: integer('counts').array(),
  stamps: timestamp('stamps', { withTimezone: true }).array(),
  isActive: boolean('is_active'),
  ref: uuid('ref'),
  raw: bytea('raw'),
  note: text('note'),
});

const CREATE = sql`create table worker_samples (
  id serial primary key, code text not null constraint worker_samples_code_key unique, at timestamptz not null,
  at_text timestamptz, local_at timestamp, day date, wait interval, payload jsonb, big bigint, big_as_number bigint,
  amount numeric(12, 2), tags text[], counts integer[], stamps timestamptz[], is_active boolean, ref uuid,
  raw bytea, note text)`;

const full = {
  code: 'full',
  at: new Date('2026-11-25T08:30:00.123Z'),
  atText: '2026-11-25 12:30:00+04',
  localAt: new Date('2026-11-25T08:30:00Z'),
  day: '2026-11-25',
  wait: '1 day 02:03:04',
  payload: { tags: ['fragile', 'عاجل'], nested: { n: 1.5 } },
  big: 9_007_199_254_740_993n,
  bigAsNumber: 42,
  amount: '1234.50',
  tags: ['a', 'b,c', 'with "quotes"'],
  counts: [1, 2, 3],
  stamps: [new Date('2026-01-01T00:00:00Z'), new Date('2026-06-30T23:59:59.999Z')],
  isActive: true,
  ref: '8a1d6c4e-1f2b-4c3d-9e8f-0a1b2c3d4e5f',
  raw: new Uint8Array([0, 1, 254, 255]),
  note: "it's",
};
const empty = { code: 'empty', at: new Date('2026-11-25T09:00:00Z') };

/** The rows of a raw statement (`execute`'s result is typed by the driver underneath). */
const rowsOf = (query: PromiseLike<unknown>) =>
  // `then` sends the query at once: Drizzle's queries are lazy.
  query.then((result) => (result as { rows: Record<string, unknown>[] }).rows);
const clientOf = (database: Database) => (database.db as unknown as { $client: PgliteWorkerClient }).$client;

async function causeOf(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  return ((error as { cause?: unknown }).cause ?? error) as Record<string, unknown>;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database in a thread of its own', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'sameday-pglite-worker-'));
  let threaded: Database;
  let inThread: Database;
  beforeAll(async () => {
    [threaded, inThread] = await Promise.all([openDatabase({ dataDir: work }), openDatabase({ inMemory: true })]);
    for (const { db } of [threaded, inThread]) await db.execute(CREATE);
  });
  afterAll(async () => {
    await Promise.all([threaded?.close(), inThread?.close()]);
    rmSync(work, { recursive: true, force: true });
  });

  it('counts as one connection, as PGlite in this thread does', () => {
    expect(threaded.driver).toBe('pglite');
    expect(isSingleConnection(threaded.db)).toBe(true);
    expect(isSingleConnection(inThread.db)).toBe(true);
  });

  it('returns every kind of value exactly as PGlite in this thread returns it, on first and later calls', async () => {
    const read = async ({ db }: Database) => {
      await db.delete(samples);
      await db.insert(samples).values([full, empty]);
      return {
        selected: await db.select().from(samples).orderBy(asc(samples.code)),
        returned: await db
          .update(samples)
          .set({ note: 'changed' })
          .where(eq(samples.code, 'empty'))
          .returning({ id: samples.id, note: samples.note, at: samples.at }),
        raw: await rowsOf(db.execute(sql`select * from worker_samples order by code`)),
        computed: await db
          .select({
            json: sql`json_build_object('a', ${1}::int, 'at', ${full.at.toISOString()}::timestamptz)`,
            count: sql<number>`count(*)::int`,
            total: sql<string>`sum(amount)`,
            none: sql`null`,
          })
          .from(samples),
        prepared: await db
          .select({ code: samples.code, at: samples.at })
          .from(samples)
          .where(eq(samples.code, sql.placeholder('code')))
          .prepare('worker_sample_by_code')
          .execute({ code: 'full' }),
      };
    };
    // The thread prepares a statement on its second call: the first three calls take each path.
    for (let call = 1; call <= 3; call++) {
      expect(await read(threaded), `call ${call}`).toEqual(await read(inThread));
    }
    const [fromThread, fromHere] = [await read(threaded), await read(inThread)];
    expect(fromThread).toEqual(fromHere);
    const row = fromThread.selected[1];
    expect(row).toMatchObject({ ...full, atText: '2026-11-25 08:30:00+00', id: expect.any(Number) });
    expect(row?.at).toBeInstanceOf(Date);
    expect(fromThread.selected[0]).toMatchObject({ code: 'empty', payload: null, tags: null, big: null, raw: null });
  });

  it('commits a transaction that ends well', async () => {
    const id = await threaded.db.transaction(async (tx) => {
      const [row] = await tx.insert(samples).values({ code: 'committed', at: new Date() }).returning();
      await tx.update(samples).set({ note: 'inside' }).where(eq(samples.code, 'committed'));
      return row?.id;
    });
    const [row] = await threaded.db.select().from(samples).where(eq(samples.code, 'committed'));
    expect(row).toMatchObject({ id, note: 'inside' });
  });

  it('rolls back a transaction that throws, and rejects with the thrown error itself', async () => {
    const thrown = new Error('the rule refused it');
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.insert(samples).values({ code: 'thrown', at: new Date() });
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    await expect(threaded.db.transaction((tx) => tx.rollback())).rejects.toThrow('Rollback');
    await threaded.db.transaction(async (tx) => {
      await tx.insert(samples).values({ code: 'outer', at: new Date() });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(samples).values({ code: 'inner', at: new Date() });
          throw thrown;
        }),
      ).rejects.toBe(thrown);
    });
    const codes = (await threaded.db.select({ code: samples.code }).from(samples)).map((row) => row.code);
    expect(codes).toContain('outer');
    expect(codes).not.toContain('thrown');
    expect(codes).not.toContain('inner');
  });

  it("gives a database error PostgreSQL's fields, inside a transaction or not", async () => {
    const duplicate = await causeOf(threaded.db.insert(samples).values({ code: 'full', at: new Date() }));
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 'worker_samples_code_key',
      table: 'worker_samples',
      severity: 'ERROR',
      detail: 'Key (code)=(full) already exists.',
      message: 'duplicate key value violates unique constraint "worker_samples_code_key"',
    });
    const inTransaction = await causeOf(
      threaded.db.transaction(async (tx) => {
        await tx.insert(samples).values({ code: 'before duplicate', at: new Date() });
        await tx.insert(samples).values({ code: 'full', at: new Date() });
      }),
    );
    expect(inTransaction).toMatchObject({ code: '23505', constraint: 'worker_samples_code_key' });
    expect(await threaded.db.select().from(samples).where(eq(samples.code, 'before duplicate'))).toEqual([]);
    expect(await causeOf(threaded.db.execute(sql`selec 1`))).toMatchObject({ code: '42601' });
    // The database is usable after each failure.
    expect(await rowsOf(threaded.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('runs one transaction at a time: nothing else gets in between its statements', async () => {
    await threaded.db.delete(samples);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
    let firstWrote = () => {};
    const hasFirstWritten = new Promise<void>((resolve) => {
      firstWrote = resolve;
    });
    const write = (prefix: string) =>
      threaded.db.transaction(async (tx) => {
        for (let step = 1; step <= 3; step += 1) {
          await tx.insert(samples).values({ code: `${prefix}${step}`, at: new Date() });
          if (prefix === 'a') firstWrote();
          await pause();
        }
      });
    const first = write('a');
    await hasFirstWritten;
    // Sent while the first transaction is open: it waits for its end and sees all of it.
    const seen = rowsOf(threaded.db.execute(sql`select count(*)::int as n from worker_samples`));
    const second = write('b');
    await Promise.all([first, second]);
    const order = await threaded.db.select({ code: samples.code }).from(samples).orderBy(asc(samples.id));
    expect(order.map((row) => row.code)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
    expect(await seen).toEqual([{ n: 3 }]);
  });

  it('keeps this thread free while the database works: timers fire during a long query', async () => {
    let lateness = 0;
    let ticks = 0;
    let expected = performance.now() + 10;
    const timer = setInterval(() => {
      lateness = Math.max(lateness, performance.now() - expected);
      expected = performance.now() + 10;
      ticks += 1;
    }, 10);
    const started = performance.now();
    await threaded.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    const took = performance.now() - started;
    clearInterval(timer);
    expect(took).toBeGreaterThan(200);
    expect(ticks).toBeGreaterThan(took / 10 / 4);
    expect(lateness).toBeLessThan(took / 2);
  });

  it('closes: the thread ends, later queries are refused, and what was committed is there on reopening', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-pglite-close-'));
    try {
      const database = await openDatabase({ dataDir });
      await database.db.execute(sql`create table kept (note text)`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept values ('committed')`);
      });
      const thread = clientOf(database).thread;
      const ended = new Promise((resolve) => thread.once('exit', resolve));
      await database.close();
      await ended;
      await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
      const again = await openDatabase({ dataDir });
      expect(await rowsOf(again.db.execute(sql`select note from kept`))).toEqual([{ note: 'committed' }]);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two databases opened on disk, each migrated: 10 s on a quiet machine, past 30 s on a busy one.
  }, 120_000);

  it('rejects every call under way and the ones after, and says so, when the thread dies', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-pglite-crash-'));
    try {
      let lost: Error | undefined;
      const database = await openDatabase({ dataDir }, { onLost: (error) => (lost = error) });
      const client = clientOf(database);
      expect(client).toBeInstanceOf(PgliteWorkerClient);
      // `then` sends the query now (Drizzle's are lazy); the transaction waits behind it.
      const underWay = database.db.execute(sql`select count(*) from generate_series(1, 50000000)`).then(() => 'done');
      const inTransaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // As an abort in the WebAssembly or an out-of-memory would end it.
      await client.thread.terminate();
      await expect(underWay).rejects.toThrow();
      expect(await causeOf(underWay)).toMatchObject({ message: expect.stringContaining("database's thread ended") });
      await expect(inTransaction).rejects.toThrow();
      expect(lost?.message).toContain("database's thread ended");
      await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
