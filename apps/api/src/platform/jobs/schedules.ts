import { CronExpressionParser } from 'cron-parser';
import type { BaseDb } from '../../db/client';
import { randomId } from '../crypto';
import * as q from './queries';

/**
 * Work that comes back on a calendar (docs/decisions/064): a module declares it, and once each
 * period one process of any number runs it. A period is the time between two of the cron's times,
 * read in `timeZone` (Asia/Dubai: the provider's calendar); it is run right after it starts.
 */
export type Schedule = {
  /** Unique; also the name of the job queue its runs go through. */
  name: string;
  /** Five fields (minute hour day month weekday), or six with seconds first. */
  cron: string;
  timeZone: string;
  /**
   * One run for the latest period that began (a restart after a week down runs once, not seven
   * times): the work must cover every earlier period too (a cleanup deletes everything older, the
   * finance sweep issues every closed period not yet issued).
   */
  run: (context: { period: Date; now: Date }) => Promise<void>;
  /** Attempts before the run is left failed (default 8, retried with the runner's backoff). */
  maxAttempts?: number;
};

export const DUBAI = 'Asia/Dubai';

/** When the latest period of `schedule` began, at or before `now`. */
export function latestPeriod(schedule: Schedule, now: Date): Date {
  // prev() answers strictly before its date: a period that begins exactly now is the latest.
  const cron = CronExpressionParser.parse(schedule.cron, {
    tz: schedule.timeZone,
    currentDate: new Date(now.getTime() + 1),
  });
  return cron.prev().toDate();
}

/** When the period after the one under way at `now` begins. */
function nextPeriod(schedule: Schedule, now: Date): Date {
  return CronExpressionParser.parse(schedule.cron, { tz: schedule.timeZone, currentDate: now }).next().toDate();
}

/** The period this process last saw asked for, and when the next one begins (ms since the epoch). */
type AskedPeriods = Map<string, { period: number; next: number }>;

/**
 * Asks for each schedule's latest period once: a row per (schedule, period) and its job, in one
 * transaction, so of the processes that look at once only the one whose row went in enqueues it.
 * `asked` remembers the periods this process already saw asked for, so it reads the calendar and
 * writes once a period (reading a cron takes milliseconds: not on every poll).
 */
async function askForDuePeriods(
  db: BaseDb,
  schedules: Iterable<Schedule>,
  now: Date,
  asked: AskedPeriods,
): Promise<number> {
  let enqueued = 0;
  for (const schedule of schedules) {
    const known = asked.get(schedule.name);
    if (known && now.getTime() >= known.period && now.getTime() < known.next) continue;
    const period = latestPeriod(schedule, now);
    const isMine = await db.transaction(async (tx) => {
      const jobId = randomId('job');
      if (!(await q.insertScheduleRun(tx, { name: schedule.name, periodStart: period, jobId }))) return false;
      await q.insertJob(tx, {
        id: jobId,
        queue: schedule.name,
        key: period.toISOString(),
        payload: { period: period.toISOString() },
        runAt: new Date(),
        maxAttempts: schedule.maxAttempts ?? 8,
      });
      return true;
    });
    asked.set(schedule.name, { period: period.getTime(), next: nextPeriod(schedule, now).getTime() });
    if (isMine) enqueued += 1;
  }
  return enqueued;
}

/** A runner's schedules, read on `clock`: each added answers the handler of its runs' queue. */
export function createSchedules(db: BaseDb, clock: () => Date) {
  const schedules = new Map<string, Schedule>();
  const asked: AskedPeriods = new Map();
  return {
    add(schedule: Schedule): (payload: unknown) => Promise<void> {
      if (schedules.has(schedule.name)) throw new Error(`schedule ${schedule.name} declared twice`);
      // A malformed cron throws here: a bad declaration stops the start.
      CronExpressionParser.parse(schedule.cron, { tz: schedule.timeZone });
      schedules.set(schedule.name, schedule);
      return async (payload) => {
        await schedule.run({ period: new Date((payload as { period: string }).period), now: clock() });
      };
    },
    askForDuePeriods: () => askForDuePeriods(db, schedules.values(), clock(), asked),
  };
}

const DAY_MS = 86_400_000;
/** Finished jobs kept for inspection; failed ones longer, to find out why. */
export const DONE_JOB_RETENTION_DAYS = 14;
export const FAILED_JOB_RETENTION_DAYS = 90;

/** The runner's own cleanup: finished jobs past their retention, and old periods of the schedules. */
export function finishedJobsCleanup(db: BaseDb): Schedule {
  return {
    name: 'jobs.cleanup',
    cron: '30 3 * * *',
    timeZone: DUBAI,
    run: async ({ now }) => {
      await q.deleteFinishedJobs(
        db,
        new Date(now.getTime() - DONE_JOB_RETENTION_DAYS * DAY_MS),
        new Date(now.getTime() - FAILED_JOB_RETENTION_DAYS * DAY_MS),
      );
      await q.deleteOldScheduleRuns(db, new Date(now.getTime() - FAILED_JOB_RETENTION_DAYS * DAY_MS));
    },
  };
}
