import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { openTestDatabase } from '../../test/harness';
import { backoffDelay, createJobRunner, enqueueJob } from './runner';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const rowOf = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('the durable job runner', () => {
  it('runs a job enqueued before a restart, and takes again one whose worker died', async () => {
    const first = createJobRunner(database.db);
    first.handle('restart', async () => {});
    await first.enqueue('restart', { n: 1 }, { key: 'restart-1' });
    await first.stop();

    // A job a killed process held: locked long ago, still running.
    await enqueueJob(database.db, 'restart', { n: 2 }, { key: 'restart-2' });
    await database.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(jobs.key, 'restart-2'));

    const seen: unknown[] = [];
    const second = createJobRunner(database.db);
    second.handle('restart', async (payload) => {
      seen.push(payload);
    });
    await second.drain();
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
    expect(seen).toHaveLength(2);
    expect((await second.list('restart', 'done')).length).toBe(2);
  });

  it('does not take again a long job that keeps itself alive, but takes one that stopped doing so', async () => {
    const staleAfterMs = 150;
    const starts: string[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const worker = createJobRunner(database.db, { staleAfterMs });
    worker.handle('long', async (payload, job) => {
      const { name } = payload as { name: string };
      starts.push(name);
      if (starts.filter((n) => n === name).length > 1) return;
      // One page after another for longer than the stale time; "silent" never says it is alive.
      for (let page = 0; page < 8; page += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (name === 'alive') await job.keepAlive();
      }
      await released;
    });
    await enqueueJob(database.db, 'long', { name: 'alive' }, { key: 'long-alive' });
    await enqueueJob(database.db, 'long', { name: 'silent' }, { key: 'long-silent' });
    const other = createJobRunner(database.db, { staleAfterMs });
    other.handle('long', async (payload) => {
      starts.push((payload as { name: string }).name);
    });
    const first = worker.drain();
    await new Promise((resolve) => setTimeout(resolve, 380));
    // A second worker looks while both are still under way.
    await other.drain(3);
    release();
    await first;
    expect(starts.filter((name) => name === 'alive')).toEqual(['alive']);
    expect(starts.filter((name) => name === 'silent')).toEqual(['silent', 'silent']);
  });

  it('retries a failing job later, with a doubling delay, and stops at its last attempt', async () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
    const runner = createJobRunner(database.db, { backoffMs: 60_000 });
    runner.handle('flaky', async () => {
      throw new Error('shop unreachable');
    });
    await runner.enqueue('flaky', {}, { key: 'flaky-1', maxAttempts: 2 });
    const before = Date.now();
    await runner.drain();
    const [queued] = await runner.list('flaky');
    expect(queued?.state).toBe('queued');
    expect(queued?.attempts).toBe(1);
    expect(queued?.lastError).toBe('shop unreachable');
    expect(queued?.runAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);

    // Its time comes: the second and last attempt fails too.
    await database.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, queued?.id ?? ''));
    await runner.drain();
    const failed = await rowOf(queued?.id ?? '');
    expect(failed?.state).toBe('failed');
    expect(failed?.attempts).toBe(2);
    expect(failed?.runAt.getTime()).toBeLessThan(before + 60_000);
  });

  it('adds a job once when the same key is enqueued many times at once, and runs it once', async () => {
    const runner = createJobRunner(database.db);
    let runs = 0;
    runner.handle('once', async () => {
      runs += 1;
    });
    const added = await Promise.all(
      Array.from({ length: 10 }, () => runner.enqueue('once', { order: 'A' }, { key: 'shop-order-A' })),
    );
    expect(added.filter(Boolean)).toHaveLength(1);
    const other = createJobRunner(database.db);
    other.handle('once', async () => {
      runs += 1;
    });
    await Promise.all([runner.drain(), other.drain()]);
    expect(runs).toBe(1);
    expect(await runner.list('once')).toHaveLength(1);
  });

  it('lets the jobs under way finish when it stops', async () => {
    const runner = createJobRunner(database.db, { pollMs: 10 });
    let finished = false;
    runner.handle('slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished = true;
    });
    await runner.enqueue('slow', {});
    runner.start();
    while ((await runner.list('slow', 'running')).length === 0 && !finished) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await runner.stop();
    expect(finished).toBe(true);
    expect((await runner.list('slow'))[0]?.state).toBe('done');
  });

  it('takes a batch queue many jobs at a time, runs each once across two runners, and retries only the failed ones', async () => {
    const calls: number[][] = [];
    const makeRunner = () => {
      const runner = createJobRunner(database.db, { backoffMs: 60_000, concurrency: 2 });
      runner.handleBatch(
        'batched',
        async (batch) => {
          calls.push(batch.map((job) => (job.payload as { n: number }).n));
          const failed = batch.filter((job) => (job.payload as { n: number }).n % 10 === 0);
          return new Map(failed.map((job) => [job.id, new Error('receiver down')]));
        },
        7,
      );
      // A single-job queue beside it is not starved by the batches.
      runner.handle('single', async () => {});
      return runner;
    };
    const first = makeRunner();
    for (let n = 1; n <= 30; n += 1) await first.enqueue('batched', { n }, { key: `batched-${n}` });
    await first.enqueue('single', {}, { key: 'single-1' });
    await Promise.all([first.drain(), makeRunner().drain()]);

    const seen = calls.flat().sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(Math.max(...calls.map((batch) => batch.length))).toBe(7);
    expect(calls.length).toBeLessThan(30);
    expect(await first.list('batched', 'done')).toHaveLength(27);
    const retried = await first.list('batched', 'queued');
    expect(retried.map((job) => (job.payload as { n: number }).n).sort((a, b) => a - b)).toEqual([10, 20, 30]);
    expect(retried.every((job) => job.lastError === 'receiver down' && job.attempts === 1)).toBe(true);
    expect(await first.list('single', 'done')).toHaveLength(1);
  });
});
