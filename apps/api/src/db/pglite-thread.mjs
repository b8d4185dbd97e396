// The worker thread's entry from the sources: Node 20 does not load TypeScript in a worker by
// itself, even when the server runs under `--import tsx`, so tsx loads the thread's program here.
// The built server has pglite-thread.ts bundled under this name instead (scripts/build-server.mjs).
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread.ts', import.meta.url);
