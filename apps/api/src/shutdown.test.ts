import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION } from './test/production';

/*
 * `npm start` as a process manager or a container runs it: the test signals only npm's pid
 * and checks the whole tree stops. Both cases share one PGlite folder, so only the first
 * start applies the migrations.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'sameday-shutdown-'));
const webDist = path.join(work, 'web');
mkdirSync(webDist);
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sameday</title>');
/** What the tests started, so a failing one leaves nothing behind. */
const startedPids = new Set<number>();
afterAll(() => {
  for (const pid of startedPids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function isPortFree(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Every process below pid, from /proc (Linux). */
function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the parent pid follows the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // It ended while we read.
    }
  }
  const found: number[] = [];
  const visit = (id: number) => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

type Started = {
  npm: ChildProcess;
  port: number;
  output: () => string;
  waitFor: (text: string) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Loaded into every Node process of the tree through NODE_OPTIONS; in the server alone it makes
 * SIGUSR2 wedge the event loop for good, as a runaway computation would: no signal handler, timer
 * or request of the server ever runs again.
 */
const wedgeOnSignal = path.join(work, 'wedge-on-sigusr2.mjs');
writeFileSync(
  wedgeOnSignal,
  `import { writeSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
if (isMainThread && process.argv[1]?.endsWith('main.mjs')) {
  process.on('SIGUSR2', () => {
    writeSync(2, 'The event loop is wedged\\n');
    for (;;);
  });
}
`,
);

/** `npm start` on a free port, the web app a one-file folder, no demo data; resolves once it serves. */
async function npmStart(
  graceSeconds: number,
  { isWedgeable = false, production = {} as Record<string, string> } = {},
): Promise<Started> {
  const port = await freePort();
  // Only what a fresh shell would have: no database URL and no npm variables of the test run.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(npm_|DATABASE_URL|TEST_DATABASE_URL|VITEST|NODE_ENV)/i.test(name),
    ),
  );
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...env,
      ...production,
      ...(isWedgeable
        ? { NODE_OPTIONS: [env.NODE_OPTIONS, `--import=${pathToFileURL(wedgeOnSignal)}`].join(' ') }
        : {}),
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
      // 'incoming request' is written at trace.
      LOG_LEVEL: 'trace',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const waiter of waiters.filter((entry) => text.includes(entry.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  npm.stdout?.on('data', onData);
  npm.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitFor = (wanted: string) =>
    new Promise<void>((resolve, reject) => {
      if (text.includes(wanted)) return resolve();
      waiters.push({ text: wanted, resolve });
      void exited.then(() =>
        text.includes(wanted) ? resolve() : reject(new Error(`exited before "${wanted}":\n${text}`)),
      );
    });
  startedPids.add(npm.pid as number);
  await waitFor('Sameday is serving at');
  for (const pid of descendantsOf(npm.pid as number)) startedPids.add(pid);
  return { npm, port, output: () => text, waitFor, exited };
}

/** Wedges the server's event loop (see wedgeOnSignal) and waits until it is stuck. */
async function wedge(server: Started) {
  const serverPid = descendantsOf(server.npm.pid as number).find((pid) =>
    readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.mjs'),
  );
  expect(serverPid).toBeDefined();
  process.kill(serverPid as number, 'SIGUSR2');
  await server.waitFor('The event loop is wedged');
}

/**
 * Waits until the server has read the headers of `count` requests: one whose headers
 * arrive after the stop begins is refused with 503 rather than being under way.
 */
async function serverHasRequests(server: { output: () => string }, count: number) {
  await expect
    .poll(() => (server.output().match(/incoming request/g) ?? []).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
}

/** A request to a public route whose body is only half sent: it is under way until the rest arrives. */
async function requestUnderWay(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const body = JSON.stringify({ email: 'nobody.at.all@example.ae' });
  socket.write(
    `POST /api/platform/identity/identifier HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  const closed = new Promise<string>((resolve) => {
    socket.once('close', () => resolve(answer));
    socket.once('error', () => {});
  });
  return { finish: () => socket.write(body.slice(10)), closed, answer: () => answer };
}

// It starts its own server on an embedded database, whatever the suite's: once, in the PGlite run.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('stopping `npm start`', () => {
  it('on SIGTERM to npm: finishes the request under way, cuts one past the grace period, exits 0 and leaves nothing running', {
    timeout: 120_000,
  }, async () => {
    // As deployed: NODE_ENV=production, its configuration checked at start.
    const server = await npmStart(3, { production: PRODUCTION });
    const tree = descendantsOf(server.npm.pid as number);
    expect(tree.length).toBeGreaterThanOrEqual(2);
    const finishing = await requestUnderWay(server.port);
    const hanging = await requestUnderWay(server.port);
    await serverHasRequests(server, 2);

    server.npm.kill('SIGTERM');
    await server.waitFor('SIGTERM: stopping');
    finishing.finish();
    const started = Date.now();
    await expect.poll(finishing.answer, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 404[\s\S]*"code":"not_found"/);
    expect(await hanging.closed).toBe('');
    const { code, signal } = await server.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // Bounded by the grace period (3 s), with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(3_000 + 10_000);
    expect(server.output()).toContain('Requests still under way after 3 s: their connections are closed');
    expect(server.output()).toContain('Sameday stopped');
    expect(tree.filter(isAlive)).toEqual([]);
    expect(await isPortFree(server.port)).toBe(true);
  });

  it('on a second SIGINT to npm: stops at once, without waiting for the request under way', {
    timeout: 120_000,
  }, async () => {
    const server = await npmStart(60);
    const tree = descendantsOf(server.npm.pid as number);
    const hanging = await requestUnderWay(server.port);
    await serverHasRequests(server, 1);

    server.npm.kill('SIGINT');
    const firstAt = Date.now();
    await server.waitFor('SIGINT: stopping');
    // A repeat within a second is the same request (a terminal signals npm and its children at once).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_200 - (Date.now() - firstAt))));
    server.npm.kill('SIGINT');
    const secondAt = Date.now();
    const { code } = await server.exited;
    // Far from the 60 s grace period.
    expect(Date.now() - secondAt).toBeLessThan(15_000);
    expect(code).toBe(1);
    expect(server.output()).toContain('SIGINT again: Sameday is killed (SIGKILL)');
    // Started without NODE_ENV: development's defaults, said once at start.
    expect(server.output()).toContain('Development configuration: NODE_ENV=production would refuse to start with');
    expect(await hanging.closed).toBe('');
    expect(tree.filter(isAlive)).toEqual([]);
    expect(await isPortFree(server.port)).toBe(true);
  });

  it('with the event loop wedged: kills the server 5 s after its grace period, says so and exits 1', {
    timeout: 120_000,
  }, async () => {
    const server = await npmStart(1, { isWedgeable: true });
    const tree = descendantsOf(server.npm.pid as number);
    await wedge(server);

    const stoppedAt = Date.now();
    server.npm.kill('SIGTERM');
    const { code } = await server.exited;
    const waited = Date.now() - stoppedAt;
    expect(code).toBe(1);
    expect(server.output()).toContain('Still running 6 s after SIGTERM: Sameday is killed (SIGKILL)');
    expect(server.output()).not.toContain('Sameday stopped');
    // Not before the grace period (1 s) and the margin (5 s); soon after, with room for a loaded machine.
    expect(waited).toBeGreaterThanOrEqual(6_000);
    expect(waited).toBeLessThan(6_000 + 10_000);
    expect(tree.filter(isAlive)).toEqual([]);
    expect(await isPortFree(server.port)).toBe(true);
  });

  it('with the event loop wedged: kills the server at once on a second SIGTERM and exits 1', {
    timeout: 120_000,
  }, async () => {
    const server = await npmStart(60, { isWedgeable: true });
    const tree = descendantsOf(server.npm.pid as number);
    await wedge(server);

    server.npm.kill('SIGTERM');
    // A repeat within a second is the same request.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    server.npm.kill('SIGTERM');
    const secondAt = Date.now();
    const { code } = await server.exited;
    // Far from the 60 s grace period.
    expect(Date.now() - secondAt).toBeLessThan(10_000);
    expect(code).toBe(1);
    expect(server.output()).toContain('SIGTERM again: Sameday is killed (SIGKILL)');
    expect(tree.filter(isAlive)).toEqual([]);
    expect(await isPortFree(server.port)).toBe(true);
  });
});
