import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time on PGlite, whose database runs in the worker's own thread: the two cores.
    // Four on PostgreSQL, where a worker waits on the server about half of its time (docs/decisions/087).
    maxWorkers: process.env.TEST_DATABASE_URL ? 4 : 2,
    // The files of a worker share its loaded modules: the app's graph is imported once per worker,
    // not once per file (about half the suite's time went to imports). Each file still builds its
    // own app and database; what a file changes of the process is put back after it
    // (src/test/file-boundary.ts). docs/decisions/062.
    isolate: false,
    setupFiles: ['src/test/file-boundary.ts'],
  },
});
