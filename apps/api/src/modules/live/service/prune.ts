import type { Db } from '../../../db/client';
import { DUBAI, type Schedule } from '../../../platform/jobs';
import * as q from '../queries';

/** Events kept for a client's catch-up: a client away longer reloads (decision 058). */
export const KEEP_MS = 2 * 24 * 3600_000;

/** Every hour (decision 064): deletes the outbox's events older than the catch-up window. */
export function livePruneSchedule(db: Db): Schedule {
  return {
    name: 'live.prune',
    cron: '20 * * * *',
    timeZone: DUBAI,
    run: async ({ now }) => {
      await q.deleteBefore(db, new Date(now.getTime() - KEEP_MS));
    },
  };
}
