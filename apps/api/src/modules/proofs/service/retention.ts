import type { Db } from '../../../db/client';
import { DUBAI, type Schedule } from '../../../platform/jobs';
import type { FileStore } from '../adapters';
import * as q from '../queries';

const DAY_MS = 86_400_000;
/** Proofs deleted per transaction: a year of proofs at once would hold one transaction for long. */
const BATCH = 200;

/**
 * Deletes the proofs of delivery made more than `retentionDays` ago: each image from the file store
 * first, then its rows. A run cut off midway (a kill, a store that fails) leaves rows whose images
 * may be gone, and the next run deletes them again: deleting what is not there is not an error.
 * Answers how many proofs were deleted.
 */
export async function deleteExpiredProofs(db: Db, store: FileStore, retentionDays: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const proofs = await q.proofsBefore(db, before, BATCH);
    if (proofs.length === 0) return deleted;
    for (const proof of proofs) await store.delete(proof.storageKey);
    await q.deleteProofs(db, proofs);
    deleted += proofs.length;
  }
}

/** Every day at 03:40 Dubai time (decision 064): no proof outlives its retention by more than a day. */
export function proofRetentionSchedule(db: Db, store: FileStore, retentionDays: number): Schedule {
  return {
    name: 'proofs.retention',
    cron: '40 3 * * *',
    timeZone: DUBAI,
    run: async ({ now }) => void (await deleteExpiredProofs(db, store, retentionDays, now)),
  };
}
