// A checking thread's entry from the sources: Node 20 does not load TypeScript in a worker by
// itself, so tsx loads the checker here. The built server has check-file.ts bundled under this
// name instead (scripts/build-server.mjs).
import { tsImport } from 'tsx/esm/api';

const { default: checkBulkFile } = await tsImport('./check-file.ts', import.meta.url);

export default checkBulkFile;
