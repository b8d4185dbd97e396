import type { Db } from '../../../db/client';
import type { JobRunner } from '../../../platform/jobs';
import { enqueueJob } from '../../../platform/jobs';
import * as q from '../queries';

export const PRUNE_QUEUE = 'live.prune';
/** Events kept for a client's catch-up: a client away longer reloads (decision 058). */
export const KEEP_MS = 2 * 24 * 3600_000;
const HOUR = 3600_000;

/** The next hourly prune, once per hour whichever process asks (the job's key). */
export function schedulePrune(db: Db, now = Date.now()): Promise<boolean> {
  const next = new Date(Math.floor(now / HOUR) * HOUR + HOUR);
  return enqueueJob(db, PRUNE_QUEUE, {}, { key: next.toISOString(), runAt: next });
}

/** Deletes events older than the retention, then asks for the next hour's prune. */
export function registerPrune(db: Db, jobs: JobRunner): void {
  jobs.handle(PRUNE_QUEUE, async () => {
    // The real time: the domain's clock is the planning's (tests fix it at a morning).
    const now = Date.now();
    await q.deleteBefore(db, new Date(now - KEEP_MS));
    await schedulePrune(db, now);
  });
}
