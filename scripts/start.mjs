// `npm start`: builds the web app and the server bundle when missing or older than their
// sources, then runs the one server process (API + SPA + /env.json + /manifest.json).
// SIGTERM or SIGINT, sent to npm or to this process, is passed on to the child running
// (package.json's `exec` lets npm's copy reach this process); the exit code is the server's.
// A child that has not stopped by the end of its grace period, or when a second signal
// comes, is killed (SIGKILL) and this process exits 1: a server whose event loop is stuck
// never runs its own stop.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, isServerBuildStale, newestMtime, SERVER_ENTRY } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');

// The shared catalogs (packages/contract/locales, docs/decisions/053) are compiled into the web build.
const sourcesMtime = newestMtime(
  [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'packages/contract/src',
    'packages/contract/locales',
    'packages/bulk-file/src',
  ].map((p) => path.join(root, p)),
);

/**
 * Signals this soon after the first are the same request to stop: a terminal's Ctrl-C reaches
 * npm and this process at once, and npm passes its copy on too. A later one stops at once.
 */
const REPEAT_WINDOW_MS = 1_000;
/**
 * How long the child has to stop once asked: the server's grace period for requests under way
 * (SHUTDOWN_GRACE_SECONDS, 10 s by default; the server itself refuses a bad value) and a margin
 * for closing the database.
 */
const STOP_MARGIN_MS = 5_000;
const graceSeconds = Number(process.env.SHUTDOWN_GRACE_SECONDS || 10);
const stopDeadlineMs =
  (Number.isFinite(graceSeconds) && graceSeconds > 0 ? graceSeconds * 1000 : 10_000) + STOP_MARGIN_MS;
let stopRequestedAt;
/** The child running now (the web build, then the server), in a process group of its own. */
let child;
/** Set once this process has killed the child: however the child ends, the exit code is 1. */
let killedChild = false;

/** Ends the child's whole group at once: a stuck event loop never runs a signal handler. */
function killChild(reason) {
  if (!child || killedChild) return;
  killedChild = true;
  console.error(`${reason}: Sameday is killed (SIGKILL)`);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // It has just exited.
  }
}

function onStopSignal(signal) {
  const isRepeat = stopRequestedAt !== undefined;
  if (isRepeat && Date.now() - stopRequestedAt < REPEAT_WINDOW_MS) return;
  if (!child) process.exit(isRepeat ? 1 : 0);
  if (isRepeat) return killChild(`${signal} again`);
  stopRequestedAt = Date.now();
  // The whole group: `npm run build` runs vite under a shell, which would not pass it on.
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The child has just exited; its exit handler decides.
  }
  setTimeout(
    () => killChild(`Still running ${Math.round(stopDeadlineMs / 1000)} s after ${signal}`),
    stopDeadlineMs,
  ).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, onStopSignal);
// A closed terminal hangs up this process only: the child, in its own group, is asked to stop.
process.on('SIGHUP', () => onStopSignal('SIGTERM'));

/** Runs a child in its own process group: only this process passes stop signals on to it. */
function run(command, args, options) {
  child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true, ...options });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(killedChild ? { code: 1, signal } : { code, signal }));
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
  });
}

/** A web app built elsewhere (WEB_DIST) is served as it is. */
const isWebBuildNeeded =
  !process.env.WEB_DIST && (!existsSync(distIndex) || statSync(distIndex).mtimeMs < sourcesMtime);
if (isWebBuildNeeded) {
  console.log('Building the web app…');
  const build = await run('npm', ['run', 'build', '-w', '@sameday/web']);
  if (stopRequestedAt !== undefined) {
    console.log('Stopped before the server started.');
    process.exit(killedChild ? 1 : 0);
  }
  if (build.code !== 0) process.exit(build.code ?? 1);
}

if (stopRequestedAt !== undefined) process.exit(0);
if (isServerBuildStale()) {
  console.log('Building the server…');
  await buildServer();
}
if (stopRequestedAt !== undefined) process.exit(0);
// A young generation of 32 MB per half instead of V8's default: each request's answer is garbage
// at once, and fewer, larger scavenges cost less (the orders list at 50 connections: about 10%
// more requests a second for about 75 MB more memory; docs/decisions/043).
// NODE_ENV is passed on as given: a deployment sets `production`, whose configuration the server
// checks at start (apps/api/src/config.ts); unset, the server runs with development's defaults.
const server = await run(process.execPath, ['--max-semi-space-size=32', SERVER_ENTRY]);
// Killed by the signal passed on before it could listen for it (still starting): stopped as asked.
process.exit(server.code ?? (stopRequestedAt !== undefined ? 0 : 1));
