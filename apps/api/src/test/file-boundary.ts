import { afterAll, vi } from 'vitest';

/*
 * Test files share their worker's modules (`isolate: false` in vitest.config.ts): what one file
 * changes of the process is put back when it ends, so the next file starts as if alone.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
