import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobScheduleRuns } from '../../db/schema';
import { openTestDatabase } from '../../test/harness';
import { createJobRunner } from './runner';
import { DUBAI, finishedJobsCleanup, latestPeriod, type Schedule } from './schedules';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const monthly = (name: string, seen: string[]): Schedule => ({
  name,
  cron: '0 0 1 * *',
  timeZone: DUBAI,
  run: async ({ period }) => {
    seen.push(period.toISOString());
  },
});

describe('schedules', () => {
  it('reads periods on the Dubai calendar: 20:00 UTC on the last day is already the next month', () => {
    const schedule = monthly('boundary', []);
    expect(latestPeriod(schedule, new Date('2026-01-31T19:59:59.999Z')).toISOString()).toBe('2025-12-31T20:00:00.000Z');
    expect(latestPeriod(schedule, new Date('2026-01-31T20:00:00Z')).toISOString()).toBe('2026-01-31T20:00:00.000Z');
    const mondays = { ...schedule, cron: '0 0 * * 1' };
    // Sunday 1 February 2026, 20:00 UTC: Monday in Dubai.
    expect(latestPeriod(mondays, new Date('2026-02-01T20:00:00Z')).toISOString()).toBe('2026-02-01T20:00:00.000Z');
    expect(latestPeriod(mondays, new Date('2026-02-01T19:00:00Z')).toISOString()).toBe('2026-01-25T20:00:00.000Z');
  });

  it('runs each period once across two runners looking at once, and only the latest after a stop', async () => {
    let now = new Date('2026-03-15T10:00:00Z');
    const seen: string[] = [];
    const runners = [0, 1].map(() => {
      const runner = createJobRunner(database.db, { clock: () => now });
      runner.schedule(monthly('report', seen));
      return runner;
    });
    const drainBoth = () => Promise.all(runners.map((runner) => runner.drain()));
    await drainBoth();
    await drainBoth();
    expect(seen).toEqual(['2026-02-28T20:00:00.000Z']);

    // Past midnight of 1 April in Dubai: April's period, once.
    now = new Date('2026-03-31T20:00:01Z');
    await drainBoth();
    expect(seen).toEqual(['2026-02-28T20:00:00.000Z', '2026-03-31T20:00:00.000Z']);

    // Stopped until July: May's and June's periods pass; on start only July's runs.
    now = new Date('2026-07-02T06:00:00Z');
    const restarted = createJobRunner(database.db, { clock: () => now });
    restarted.schedule(monthly('report', seen));
    restarted.schedule(finishedJobsCleanup(database.db));
    await restarted.drain();
    expect(seen).toEqual(['2026-02-28T20:00:00.000Z', '2026-03-31T20:00:00.000Z', '2026-06-30T20:00:00.000Z']);
    // The runner's own cleanup keeps a schedule's latest period: the row that stops it running again.
    const asked = await database.db.select().from(jobScheduleRuns).where(eq(jobScheduleRuns.name, 'report'));
    expect(asked.map((row) => row.periodStart.toISOString())).toContain('2026-06-30T20:00:00.000Z');
    await restarted.drain();
    expect(seen).toHaveLength(3);
  });

  it('leaves the periods to other processes when told not to ask, and works the runs they asked for', async () => {
    const seen: string[] = [];
    const quiet = createJobRunner(database.db, { planSchedules: false });
    quiet.schedule(monthly('quiet', seen));
    await quiet.drain();
    expect(seen).toEqual([]);
    // A process that asks but has no room to work (concurrency 0): the quiet one works the run.
    const runnerThatAsks = createJobRunner(database.db, { concurrency: 0 });
    runnerThatAsks.schedule(monthly('quiet', []));
    await runnerThatAsks.drain(1);
    await quiet.drain();
    expect(seen).toHaveLength(1);
  });

  it('refuses a schedule declared twice or a malformed cron', () => {
    const runner = createJobRunner(database.db);
    runner.schedule(monthly('twice', []));
    expect(() => runner.schedule(monthly('twice', []))).toThrow(/declared twice/);
    expect(() => runner.schedule({ ...monthly('bad', []), cron: '61 * * * *' })).toThrow();
  });
});
