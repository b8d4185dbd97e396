import type { BaseDb, DbOrTx } from '../../db/client';
import { randomId } from '../crypto';
import * as q from './queries';
import { createSchedules, type Schedule } from './schedules';

/**
 * `keepAlive` tells the runner a long job is still at work (its lock is renewed): without it a job
 * locked longer than `staleAfterMs` is taken again by another worker as if its worker had died.
 */
export type JobHandler = (
  payload: unknown,
  job: { id: string; attempt: number; keepAlive: () => Promise<void> },
) => Promise<void>;

export type BatchJob = { id: string; payload: unknown; attempt: number };
/**
 * Works many jobs of one queue at once. Answers the error of each job that failed (by job id);
 * the others are done. Throwing fails them all.
 */
export type BatchHandler = (jobs: BatchJob[]) => Promise<Map<string, unknown> | undefined>;

export type JobRunnerOptions = {
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** Jobs worked on at once by this process. */
  concurrency?: number;
  /** A running job locked longer than this is taken again (its worker died). */
  staleAfterMs?: number;
  /** First retry after this long, doubling each attempt, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Told of each failed attempt (the error is the handler's, never a secret). */
  onError?: (queue: string, jobId: string, error: unknown) => void;
  /** The time the schedules' periods are read from (tests set it; jobs fall due by the real time). */
  clock?: () => Date;
  /**
   * Whether this process asks for the schedules' periods (RUN_SCHEDULES). Either way it works the
   * runs another process asked for.
   */
  planSchedules?: boolean;
};

export type EnqueueOptions = { key?: string; runAt?: Date; maxAttempts?: number };

/** The delay before attempt `attempt + 1`: backoff × 2^(attempt − 1), capped. */
export function backoffDelay(attempt: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Adds a job, in the caller's transaction when given one (the job exists exactly when the
 * change that asked for it does). With a key, a second enqueue of the same queue and key
 * is dropped: answers whether this call added it.
 */
export async function enqueueJob(db: DbOrTx, queue: string, payload: unknown, options: EnqueueOptions = {}) {
  const added = await q.insertJob(db, {
    id: randomId('job'),
    queue,
    key: options.key ?? null,
    payload,
    runAt: options.runAt ?? new Date(),
    maxAttempts: options.maxAttempts ?? 8,
  });
  return added.length > 0;
}

/** Adds many jobs of one queue in one statement (same rules as enqueueJob); answers how many were added. */
export async function enqueueJobs(
  db: DbOrTx,
  queue: string,
  jobs: readonly ({ payload: unknown } & EnqueueOptions)[],
): Promise<number> {
  if (jobs.length === 0) return 0;
  const now = new Date();
  const added = await q.insertJobs(
    db,
    jobs.map((job) => ({
      id: randomId('job'),
      queue,
      key: job.key ?? null,
      payload: job.payload,
      runAt: job.runAt ?? now,
      maxAttempts: job.maxAttempts ?? 8,
    })),
  );
  return added.length;
}

/** A failed attempt: again later with backoff, or failed for good after its last attempt. */
async function recordFailure(
  db: BaseDb,
  retry: { backoffMs: number; maxBackoffMs: number; onError: JobRunnerOptions['onError'] },
  job: q.JobRow,
  error: unknown,
): Promise<void> {
  retry.onError?.(job.queue, job.id, error);
  const message = error instanceof Error ? error.message : String(error);
  if (job.attempts >= job.maxAttempts) await q.markFailed(db, job.id, message);
  else
    await q.markRetry(
      db,
      job.id,
      new Date(Date.now() + backoffDelay(job.attempts, retry.backoffMs, retry.maxBackoffMs)),
      message,
    );
}

/**
 * A failure that could not be recorded (the database out of reach: a restart) is told to onError;
 * the job stays running and is taken again once stale. Thrown on, it would be a rejection nobody
 * awaits, and the process would end.
 */
const unrecorded = (job: q.JobRow, onError?: JobRunnerOptions['onError']) => (error: unknown) =>
  onError?.(job.queue, job.id, error);

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * The durable job runner over the app's own database (docs/decisions/028): jobs are rows,
 * taken with FOR UPDATE SKIP LOCKED, so they survive a restart and several replicas share them.
 */
export function createJobRunner(db: BaseDb, options: JobRunnerOptions = {}) {
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 4;
  const staleAfterMs = options.staleAfterMs ?? 5 * 60_000;
  const backoffMs = options.backoffMs ?? 2_000;
  const maxBackoffMs = options.maxBackoffMs ?? 15 * 60_000;
  const handlers = new Map<string, JobHandler>();
  const batchHandlers = new Map<string, { handler: BatchHandler; size: number }>();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let ticking: Promise<number> | undefined;
  const allQueues = () => [...handlers.keys(), ...batchHandlers.keys()];
  const schedules = createSchedules(db, options.clock ?? (() => new Date()));

  const retryOrFail = (job: q.JobRow, error: unknown) =>
    recordFailure(db, { backoffMs, maxBackoffMs, onError: options.onError }, job, error).catch(
      unrecorded(job, options.onError),
    );

  async function work(job: q.JobRow): Promise<void> {
    const handler = handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler(job.payload, {
        id: job.id,
        attempt: job.attempts,
        keepAlive: async () => {
          await q.renewLock(db, job.id);
        },
      });
      await q.markDone(db, job.id);
    } catch (error) {
      await retryOrFail(job, error);
    }
  }

  /** A batch of one queue: one call of its handler, the done jobs marked in one statement. */
  async function workBatch(queue: string, batch: q.JobRow[]): Promise<void> {
    let errors: Map<string, unknown>;
    try {
      const handler = batchHandlers.get(queue)?.handler;
      if (!handler) throw new Error(`no handler for queue ${queue}`);
      errors =
        (await handler(batch.map((job) => ({ id: job.id, payload: job.payload, attempt: job.attempts })))) ?? new Map();
    } catch (error) {
      errors = new Map(batch.map((job) => [job.id, error]));
    }
    try {
      const done = batch.filter((job) => !errors.has(job.id)).map((job) => job.id);
      if (done.length > 0) await q.markManyDone(db, done);
      for (const job of batch) if (errors.has(job.id)) await retryOrFail(job, errors.get(job.id));
    } catch (error) {
      // Left running: taken again once stale (handlers key their effects).
      options.onError?.(queue, '', error);
    }
  }

  function track(promise: Promise<void>) {
    const done: Promise<void> = promise.finally(() => inFlight.delete(done));
    inFlight.add(done);
  }

  /**
   * Takes the due jobs there is room for and starts them; answers how many it took. A batch
   * queue's jobs are taken many at a time and fill one place: one batch of each batch queue
   * first, then single jobs, then more batches in the room left (neither kind starves the other).
   */
  async function tick(): Promise<number> {
    if (options.planSchedules ?? true) await schedules.askForDuePeriods();
    let room = concurrency - inFlight.size;
    let took = 0;
    const takeBatch = async (queue: string, size: number) => {
      const due = await q.claimDue(db, [queue], size, staleAfterMs);
      if (due.length === 0) return 0;
      track(workBatch(queue, due));
      room -= 1;
      took += due.length;
      return due.length;
    };
    for (const [queue, { size }] of batchHandlers) if (room > 0) await takeBatch(queue, size);
    if (room > 0 && handlers.size > 0) {
      const due = await q.claimDue(db, [...handlers.keys()], room, staleAfterMs);
      for (const job of due) track(work(job));
      room -= due.length;
      took += due.length;
    }
    for (const [queue, { size }] of batchHandlers) while (room > 0 && (await takeBatch(queue, size)) === size) {}
    return took;
  }

  function schedule(delay: number) {
    if (!running) return;
    timer = setTimeout(async () => {
      ticking = tick().catch((error) => {
        options.onError?.('(runner)', '', error);
        return 0;
      });
      const took = await ticking;
      ticking = undefined;
      if (took > 0) return schedule(0);
      // Every worker busy: the next look is when one is free, not a poll interval later.
      if (inFlight.size >= concurrency) {
        await Promise.race(inFlight);
        return schedule(0);
      }
      schedule(pollMs);
    }, delay);
  }

  return {
    /** Registers the work for a queue (before start). */
    handle(queue: string, handler: JobHandler) {
      handlers.set(queue, handler);
    },
    /** Registers a schedule (before start): its periods' runs go through a queue of its name. */
    schedule: (schedule: Schedule) => void handlers.set(schedule.name, schedules.add(schedule)),
    /** Registers the work for a queue whose jobs are taken up to `size` at a time (before start). */
    handleBatch(queue: string, handler: BatchHandler, size = 50) {
      batchHandlers.set(queue, { handler, size });
    },
    enqueue: (queue: string, payload: unknown, enqueueOptions?: EnqueueOptions) =>
      enqueueJob(db, queue, payload, enqueueOptions),
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    /** Stops taking jobs and waits for those under way (SIGTERM: app.close calls it). */
    async stop() {
      running = false;
      clearTimeout(timer);
      if (ticking) await ticking;
      await Promise.allSettled([...inFlight]);
    },
    /** Runs every due job, and those they enqueue, until none is left (tests, the bench). */
    async drain(maxRounds = 1_000) {
      for (let round = 0; round < maxRounds; round += 1) {
        const took = await tick();
        if (took === 0 && inFlight.size === 0) {
          if (!(await q.hasPending(db, allQueues()))) return;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        if (inFlight.size > 0) await Promise.race(inFlight);
      }
    },
    /** The jobs of a queue, newest first; `state` narrows them (queued, running, done, failed). */
    list: (queue: string, state?: string) => q.findJobs(db, queue, state),
  };
}
