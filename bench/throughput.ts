// The throughput bench: the calls users make most, many at once, as a host meets them.
// Each call runs under autocannon on loopback at 50 and 200 connections, on the embedded
// database and on PostgreSQL, beside a bare node:http server that sends the same bytes as
// the orders list answer: the ceiling of this machine in this run. Every figure is printed
// with its ratio to that ceiling and the machine's load, as the machine may be shared.

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { percentile, startServer, withDatabase } from './server';

const settings = {
  port: Number(process.env.BENCH_PORT ?? 3300),
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  /** Seconds each call is driven at each number of connections. */
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  connections: (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number),
  databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(','),
  /**
   * Distinct users of the sign-in run. Sign-in counts an attempt before checking the password,
   * and ten under way at once for one user from one address lock it: like a person, each user
   * here has at most two sign-ins under way (200 connections over 100 users).
   */
  signInUsers: Number(process.env.BENCH_SIGN_IN_USERS ?? 100),
  /** The calls to drive, by the start of their names ("orders list,/me"); all of them when unset. */
  calls: process.env.BENCH_CALLS?.split(',').map((name) => name.trim()),
};
const isDriven = (name: string) =>
  !settings.calls || settings.calls.some((call) => name.startsWith(call) || name.startsWith(`GET ${call}`));
const PLATFORM = '/api/platform';
const DEMO = { email: 'demo@sameday.ae', password: 'Palm-Souk-4821!' };
const PASSWORD = 'Bench!Passw0rd';

type Run = {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The 503s of the overload guard, and how fast they came. */
  busy: number;
  busyP99: number;
  /** The answers other than 2xx, by status. */
  statuses: string;
  load: number;
};

type Target = {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /**
   * The bodies to send: each connection keeps to one of them (connection i sends body i mod n),
   * so sign-in spreads its connections evenly over its users.
   */
  bodies?: string[];
};

async function drive(url: string, target: Target, connections: number): Promise<Omit<Run, 'name'>> {
  const ok: number[] = [];
  const busy: number[] = [];
  const method = target.method ?? 'GET';
  const bodies = target.bodies;
  let nextClient = 0;
  const requests = bodies
    ? [
        {
          method,
          setupRequest: (request: { body?: string }, context: { body?: string }) => {
            context.body ??= bodies[nextClient++ % bodies.length];
            return { ...request, body: context.body };
          },
        },
      ]
    : [{ method }];
  const instance = autocannon({
    url: `${url}${target.path}`,
    method,
    headers: { 'content-type': 'application/json', ...target.headers },
    requests,
    connections,
    duration: settings.seconds,
    timeout: 10,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    (status === 503 ? busy : ok).push(ms);
  });
  const result = await instance;
  const all = [...ok, ...busy].sort((a, b) => a - b);
  busy.sort((a, b) => a - b);
  return {
    requests: all.length,
    perSecond: all.length / settings.seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    busy: busy.length,
    busyP99: percentile(busy, 99),
    statuses: Object.entries(result.statusCodeStats as Record<string, { count: number }>)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${status}×${count}`)
      .join(' '),
    load: loadavg()[0] ?? 0,
  };
}

function print(name: string, run: Omit<Run, 'name'>, ceiling: number) {
  const ratio = ceiling > 0 ? `${((100 * run.perSecond) / ceiling).toFixed(1)}%` : '-';
  const busy = run.busy > 0 ? `  503 ${run.busy} (p99 ${run.busyP99.toFixed(0)} ms)` : '';
  console.log(
    `${name.padEnd(34)} ${run.perSecond.toFixed(0).padStart(6)} req/s  p50 ${run.p50.toFixed(0).padStart(5)} ms  p99 ${run.p99
      .toFixed(0)
      .padStart(
        5,
      )} ms  ratio ${ratio.padStart(6)}  errors ${run.errors} timeouts ${run.timeouts} non-2xx ${run.non2xx}${run.statuses ? ` (${run.statuses})` : ''}${busy}  load ${run.load.toFixed(2)}`,
  );
}

async function call<T>(url: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${url}${PLATFORM}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return { body: JSON.parse(text) as T, bytes: Buffer.from(text) };
}

/** The ceiling: a bare node:http server sending the orders list's bytes. */
async function bareServer(body: Buffer) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
  const port = settings.port + 10;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The ceiling of this machine at this moment: a bare node:http server sending `body` (an orders
 * list page), driven as the calls are. Other benches print it beside their figures.
 */
export async function bareCeiling(body: Buffer, connections = 50) {
  const bare = await bareServer(body);
  try {
    return await drive(bare.url, { path: '/' }, connections);
  } finally {
    await bare.close();
  }
}

/** The server process's peak resident memory (VmHWM) in MiB: the largest of the launcher's descendants. */
function peakRssMib(rootPid: number): number {
  const descendants = (pid: number): number[] => {
    try {
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
      return [pid, ...children.flatMap((child) => descendants(Number(child)))];
    } catch {
      return [pid];
    }
  };
  let peak = 0;
  for (const pid of descendants(rootPid)) {
    try {
      const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      peak = Math.max(peak, Number(kb ?? 0));
    } catch {
      // The process has gone.
    }
  }
  return peak / 1024;
}

async function registerUsers(url: string, count: number): Promise<string[]> {
  const stamp = Date.now();
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench.${stamp}.${i}@example.ae`;
    await call(url, '/partner/register', {
      method: 'POST',
      body: { full_name: 'Bench Merchant', phone: '+971501234567', email, password: PASSWORD, signed_terms: true },
    });
    emails.push(email);
  }
  return emails;
}

async function withPostgres<T>(work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `sameday_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: settings.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    return await work(withDatabase(settings.adminUrl, name));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchDatabase(driver: string, env: Record<string, string>, ceiling: { perSecond: number }) {
  // RATE_LIMIT_MULTIPLIER (set by startServer) lifts the per-IP limits: every request comes from 127.0.0.1.
  const server = await startServer(settings.port, {
    SEED_DEMO: 'true',
    DEMO_PASSWORD: DEMO.password,
    ...env,
  });
  try {
    const { token } = (await call<{ token: string }>(server.url, '/identity/sign-in', { method: 'POST', body: DEMO }))
      .body;
    const auth = { authorization: `Bearer ${token}` };
    const pickup = await call<{ id: string }>(server.url, '/partner/addresses', {
      method: 'POST',
      token,
      body: {
        locationName: 'Bench warehouse',
        contactName: 'Omar Haddad',
        phone: '+971501234567',
        addressLine1: 'Al Quoz Industrial Area 3',
        area: 'Al Quoz',
        emirate: 'Dubai',
      },
    });
    const order = {
      pickupLocationId: pickup.body.id,
      recipient: {
        name: 'Fatima Noor',
        phone: '+971509876543',
        addressLine1: 'Marina Heights Tower',
        addressLine2: 'Next to the metro',
        apartmentNumber: '1204',
        area: 'Dubai Marina',
        emirate: 'Dubai',
      },
      items: [{ name: 'Perfume 100ml', quantity: 2, weightKg: 0.4 }],
      payment: { mode: 'cod', codAmountFils: 25_000 },
      serviceKind: 'next_day',
    };
    const emails = isDriven('sign-in') ? await registerUsers(server.url, settings.signInUsers) : [];
    const targets: [string, Target][] = [
      ['orders list (50)', { path: `${PLATFORM}/quiqdash/orders?limit=50`, headers: auth }],
      ['GET /me', { path: `${PLATFORM}/me`, headers: auth }],
      [
        'order creation',
        { method: 'POST', path: `${PLATFORM}/quiqdash/orders`, headers: auth, bodies: [JSON.stringify(order)] },
      ],
      [
        `sign-in (${emails.length} users)`,
        {
          method: 'POST',
          path: `${PLATFORM}/identity/sign-in`,
          bodies: emails.map((email) => JSON.stringify({ email, password: PASSWORD })),
        },
      ],
    ];
    const runs: Run[] = [];
    for (const [name, target] of targets.filter(([name]) => isDriven(name))) {
      for (const connections of settings.connections) {
        const label = `${driver} ${name} ×${connections}`;
        const run = await drive(server.url, target, connections);
        print(label, run, ceiling.perSecond);
        runs.push({ name: label, ...run });
      }
    }
    console.log(`${driver} API process peak RSS (VmHWM): ${peakRssMib(server.pid).toFixed(0)} MiB`);
    return runs;
  } finally {
    await server.stop();
  }
}

/** Fetches the demo merchant's first page once, to learn the bytes the ceiling sends. */
async function ordersListBytes(): Promise<Buffer> {
  const server = await startServer(settings.port, { SEED_DEMO: 'true', DEMO_PASSWORD: DEMO.password });
  try {
    const { token } = (await call<{ token: string }>(server.url, '/identity/sign-in', { method: 'POST', body: DEMO }))
      .body;
    return (await call(server.url, '/quiqdash/orders?limit=50', { token })).bytes;
  } finally {
    await server.stop();
  }
}

export async function benchThroughput() {
  const started = performance.now();
  console.log(
    `load before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${settings.seconds} s per run`,
  );
  const body = await ordersListBytes();
  const ceiling = { perSecond: 0 };
  for (const connections of settings.connections) {
    const run = await bareCeiling(body, connections);
    if (connections === settings.connections[0]) ceiling.perSecond = run.perSecond;
    print(`bare node:http, ${(body.length / 1024).toFixed(0)} KB ×${connections}`, run, ceiling.perSecond);
  }
  console.log(`(ratios are to the bare server at ${settings.connections[0]} connections)`);
  for (const driver of settings.databases) {
    if (driver === 'postgres') {
      await withPostgres((databaseUrl) => benchDatabase('PostgreSQL', { DATABASE_URL: databaseUrl }, ceiling));
    } else {
      await benchDatabase('PGlite', {}, ceiling);
    }
  }
  console.log(
    `load after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; the run took ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
