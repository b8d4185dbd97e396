// The server as `npm start` runs it: the API's TypeScript (with the contract and bulk-file
// packages) bundled by esbuild into apps/api/dist, loaded by plain Node. Libraries stay in
// node_modules and load from there. Started from the sources through tsx, the server spent
// seconds of every start in tsx's loader hooks (docs/decisions/044).
//
//   node scripts/build-server.mjs          builds it (part of `npm run build`)
//   isServerBuildStale()                   whether the sources changed since (scripts/start.mjs)
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
export const SERVER_DIST = path.join(api, 'dist');
export const SERVER_ENTRY = path.join(SERVER_DIST, 'main.mjs');

/**
 * The entry points. The threads keep the names their .mjs entries have beside the sources
 * (src/db/pglite-thread.mjs, src/modules/bulk-upload/check-file-thread.mjs, the wave planner's
 * worker-thread.mjs), so the code that starts a thread finds it by the same relative name in
 * either place.
 */
const ENTRIES = {
  main: 'src/main.ts',
  'pglite-thread': 'src/db/pglite-thread.ts',
  'check-file-thread': 'src/modules/bulk-upload/check-file.ts',
  'worker-thread': '../../packages/planner/src/worker-thread.ts',
};

/** What the bundle is made of: a change to any of these makes it stale. */
const SOURCES = [
  'apps/api/src',
  'packages/contract/src',
  'packages/bulk-file/src',
  'packages/planner/src',
  'scripts/build-server.mjs',
].map((p) => path.join(root, p));

function newestMtimeOf(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtimeOf(path.join(file, entry)));
  return newest;
}

/**
 * The newest change among these files and folders (a folder's own time counts: a file deleted
 * from it is a change), those missing left out. What a build is made of, for scripts/start.mjs too.
 */
export function newestMtime(paths) {
  return Math.max(0, ...paths.filter(existsSync).map(newestMtimeOf));
}

export function isServerBuildStale() {
  if (!existsSync(SERVER_ENTRY)) return true;
  return statSync(SERVER_ENTRY).mtimeMs < newestMtime(SOURCES);
}

/** Bare imports stay imports (node_modules), except the workspace's own TypeScript packages. */
const librariesStayExternal = {
  name: 'libraries-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sameday/') ? undefined : { external: true },
    );
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  const started = performance.now();
  // Built beside, then put in place: a server starting meanwhile never finds half a bundle.
  const building = `${SERVER_DIST}-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    await esbuild.build({
      absWorkingDir: api,
      entryPoints: ENTRIES,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // The modules main.ts imports while the database opens stay separate chunks, loaded as before.
      splitting: true,
      outdir: building,
      outExtension: { '.js': '.mjs' },
      // Function and class names stay as written, in stack traces and logs.
      keepNames: true,
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [librariesStayExternal],
    });
  } finally {
    // esbuild's service is a child process: left running, it outlives a start stopped at once
    // (the start's stop signal does not reach it).
    await esbuild.stop();
  }
  rmSync(SERVER_DIST, { recursive: true, force: true });
  try {
    renameSync(building, SERVER_DIST);
  } catch (error) {
    // Another start built it at the same moment: its copy, from the same sources, stays.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(SERVER_ENTRY)) throw error;
  }
  return performance.now() - started;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`Server built into ${path.relative(root, SERVER_DIST)} in ${Math.round(ms)} ms`);
}
