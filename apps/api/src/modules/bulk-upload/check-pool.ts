import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { BulkCheck, BulkCheckTask } from './check-file';

/** Checks a file off the event loop; closed with the app. */
export type BulkChecker = { check: (task: BulkCheckTask) => Promise<BulkCheck>; close: () => Promise<void> };

/**
 * A pool of worker threads that read and check uploaded files, so that a 50,000-row file
 * (seconds of parsing and rules) leaves the event loop free for every other request. The
 * workers run check-file.ts: through tsx from the sources (vitest, `npm run dev`), or bundled
 * in the built server (`npm start`). One thread less than the cores, so the event loop keeps one; a thread
 * idle for a minute is stopped, and started again (in a fraction of a second) by the next file.
 */
export function createBulkChecker(): BulkChecker {
  let pool: Piscina | undefined;
  const start = () =>
    new Piscina({
      filename: new URL('./check-file-thread.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 60_000,
    });
  return {
    check: (task) => {
      pool ??= start();
      return pool.run(task);
    },
    close: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
