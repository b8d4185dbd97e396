// The planner thread's entry from the sources: Node 20 does not load TypeScript in a worker by
// itself, so tsx loads the thread's program here.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker-thread.ts', import.meta.url);
