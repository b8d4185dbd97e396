// The worker thread's entry: Node 20 does not load TypeScript in a worker by itself, even when
// the server runs under `--import tsx`, so tsx loads the thread's program here.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread.ts', import.meta.url);
