import { and, desc, eq, exists, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BaseDb, DbOrTx } from '../../db/client';
import { jobScheduleRuns, jobs } from '../tables';

export type JobRow = typeof jobs.$inferSelect;

export function insertJob(
  db: DbOrTx,
  row: { id: string; queue: string; key: string | null; payload: unknown; runAt: Date; maxAttempts: number },
) {
  return db.insert(jobs).values(row).onConflictDoNothing().returning({ id: jobs.id });
}

export function insertJobs(
  db: DbOrTx,
  rows: { id: string; queue: string; key: string | null; payload: unknown; runAt: Date; maxAttempts: number }[],
) {
  return db.insert(jobs).values(rows).onConflictDoNothing().returning({ id: jobs.id });
}

/**
 * Takes up to `limit` due jobs: queued ones whose time has come, and running ones whose
 * worker stopped without finishing (locked longer than `staleAfterMs`: a crash or a kill).
 * SKIP LOCKED lets several workers (replicas) take jobs at once without taking the same one.
 */
export async function claimDue(db: BaseDb, queues: string[], limit: number, staleAfterMs: number): Promise<JobRow[]> {
  if (queues.length === 0) return [];
  const queueList = sql.join(
    queues.map((queue) => sql`${queue}`),
    sql`, `,
  );
  const staleBefore = new Date(Date.now() - staleAfterMs).toISOString();
  const now = new Date().toISOString();
  const claimed = await db.execute(sql`
    update ${jobs} set state = 'running', locked_at = now(), attempts = ${jobs.attempts} + 1
    where ${jobs.id} in (
      select ${jobs.id} from ${jobs}
      where ${jobs.queue} in (${queueList})
        and ((${jobs.state} = 'queued' and ${jobs.runAt} <= ${now})
          or (${jobs.state} = 'running' and ${jobs.lockedAt} < ${staleBefore}))
      order by ${jobs.runAt}
      limit ${limit}
      for update skip locked
    )
    returning ${jobs.id}`);
  const ids = (claimed as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  // In the order they fell due: a batch works them in that order.
  return db
    .select()
    .from(jobs)
    .where(
      sql`${jobs.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(jobs.runAt, jobs.createdAt);
}

/** A running job's worker is still at it: its lock starts again from now. */
export function renewLock(db: BaseDb, id: string) {
  return db
    .update(jobs)
    .set({ lockedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running')));
}

export function markDone(db: BaseDb, id: string) {
  return db.update(jobs).set({ state: 'done', finishedAt: new Date(), lockedAt: null }).where(eq(jobs.id, id));
}

/** Marks many jobs done in one statement (a batch's jobs). */
export function markManyDone(db: BaseDb, ids: string[]) {
  return db.update(jobs).set({ state: 'done', finishedAt: new Date(), lockedAt: null }).where(inArray(jobs.id, ids));
}

export function markRetry(db: BaseDb, id: string, runAt: Date, error: string) {
  return db.update(jobs).set({ state: 'queued', runAt, lockedAt: null, lastError: error }).where(eq(jobs.id, id));
}

export function markFailed(db: BaseDb, id: string, error: string) {
  return db
    .update(jobs)
    .set({ state: 'failed', finishedAt: new Date(), lockedAt: null, lastError: error })
    .where(eq(jobs.id, id));
}

/** The jobs of a queue, newest first (for staff and tests); `state` narrows them. */
export function findJobs(db: BaseDb, queue: string, state?: string, limit = 100) {
  return db
    .select()
    .from(jobs)
    .where(state ? and(eq(jobs.queue, queue), eq(jobs.state, state)) : eq(jobs.queue, queue))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/** Whether any job of `queues` is queued and due, or running. */
export async function hasPending(db: BaseDb, queues: string[]): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db.execute(sql`
    select 1 from ${jobs}
    where ${jobs.queue} in (${sql.join(
      queues.map((queue) => sql`${queue}`),
      sql`, `,
    )})
      and ((${jobs.state} = 'queued' and ${jobs.runAt} <= ${now}) or ${jobs.state} = 'running')
    limit 1`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

/**
 * Marks a schedule's period as asked for: answers whether this call did (false when another
 * process, or an earlier start, already had).
 */
export async function insertScheduleRun(db: DbOrTx, row: { name: string; periodStart: Date; jobId: string }) {
  const added = await db
    .insert(jobScheduleRuns)
    .values(row)
    .onConflictDoNothing()
    .returning({ name: jobScheduleRuns.name });
  return added.length > 0;
}

/** Deletes jobs finished (done) before `doneBefore` and those failed for good before `failedBefore`. */
export async function deleteFinishedJobs(db: BaseDb, doneBefore: Date, failedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'done'), lt(jobs.finishedAt, doneBefore)),
        and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, failedBefore)),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}

/**
 * Deletes the schedules' periods asked for before `before`, but never a schedule's latest: that
 * row is what keeps its period from running again.
 */
export async function deleteOldScheduleRuns(db: BaseDb, before: Date): Promise<void> {
  const later = alias(jobScheduleRuns, 'later');
  await db.delete(jobScheduleRuns).where(
    and(
      lt(jobScheduleRuns.periodStart, before),
      exists(
        db
          .select({ one: sql`1` })
          .from(later)
          .where(and(eq(later.name, jobScheduleRuns.name), gt(later.periodStart, jobScheduleRuns.periodStart))),
      ),
    ),
  );
}
