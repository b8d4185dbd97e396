// The fault bench (docs/decisions/071): three API processes started as a deployment runs them
// (NODE_ENV=production, the built server), behind nginx, on a PostgreSQL of its own (initdb in a
// temporary folder, a free port on 127.0.0.1: the machine's own server is never touched). Under a
// steady load of order placements (each with an Idempotency-Key, some sent twice on purpose),
// orders list reads and webhook deliveries to a local receiver, it kills one process with
// SIGKILL and starts it again, restarts PostgreSQL (pg_ctl restart -m fast), and restarts the
// processes one at a time (SIGTERM, then ready again on /readyz). It then checks what the product
// promises: every acknowledged placement exists exactly once, a retry never makes a second
// order, every acknowledged order's order.created event is delivered (or still waiting in its
// durable job) under one webhook-id only, errors are 503 with Retry-After (never a 500, never a
// request longer than the bound), and every process is ready again with no manual step, its
// LISTEN connection back. Exits 1 when any check fails. Flags: BENCH_FAULT_PLACERS,
// BENCH_FAULT_READERS, BENCH_FAULT_STEADY_S (the load between faults), BENCH_FAULT_BOUND_S (the
// longest a request may take, 30 s), PG_BIN (the server's
// binaries; else the newest under /usr/lib/postgresql).

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES } from '@sameday/contract';
import pg from 'pg';
import { benchMerchant, serverCommand } from './server';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const root = path.resolve(import.meta.dirname, '..');

const settings = {
  placers: Number(process.env.BENCH_FAULT_PLACERS ?? 6),
  readers: Number(process.env.BENCH_FAULT_READERS ?? 2),
  /** Load between two faults, in seconds. */
  steadySeconds: Number(process.env.BENCH_FAULT_STEADY_S ?? 3),
  /** No request may take longer than this (a hang is a failure); a process that starts holds API calls until its start-up work is done. */
  requestBoundMs: Number(process.env.BENCH_FAULT_BOUND_S ?? 30) * 1000,
  /** Every process ready again within this after a fault. */
  recoveryBoundMs: 20_000,
  /** How long the end waits for the webhook events of the last orders. */
  drainMs: 20_000,
  processes: 3,
};

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PostgreSQL's server binaries: PG_BIN, else the newest version under /usr/lib/postgresql. */
export function postgresBinaries(): string | null {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

type Postgres = { url: string; restart: () => Promise<void>; stop: () => Promise<void> };

/** A PostgreSQL of this run alone, in `dir`. PostgreSQL refuses to run as root: then it runs as `postgres`. */
async function startPostgres(dir: string): Promise<Postgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries not found (install Debian’s postgresql, or set PG_BIN)');
  const isRoot = process.getuid?.() === 0;
  const pgDir = path.join(dir, 'pg');
  const asOwner = (command: string, args: string[]) =>
    isRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  if (isRoot) {
    chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), 0);
    chmodSync(dir, 0o755);
  }
  await asOwner('initdb', ['-D', pgDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  // fsync off: a fast restart still writes everything at its checkpoint; only a machine crash would lose data.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=100`;
  const log = path.join(dir, 'postgresql.log');
  await asOwner('pg_ctl', ['-D', pgDir, '-l', log, '-w', '-t', '30', '-o', options, 'start']);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database sameday');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/sameday`,
    restart: async () => {
      await asOwner('pg_ctl', ['-D', pgDir, '-l', log, '-w', '-t', '30', '-m', 'fast', 'restart']);
    },
    stop: async () => {
      await asOwner('pg_ctl', ['-D', pgDir, '-w', '-m', 'immediate', 'stop']).catch(() => undefined);
    },
  };
}

/** The settings a production start refuses to go without (apps/api/src/config.ts), with strong random secrets. */
export function productionEnv(): Record<string, string> {
  const secret = () => randomBytes(32).toString('base64');
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://dashboard.example.ae',
    JWT_SECRET: secret(),
    INTEGRATIONS_ENCRYPTION_KEY: secret(),
    REPORTING_EMBED_SECRET: secret(),
    METRICS_TOKEN: secret(),
    // A port nothing listens on: mail waits in its jobs (this run reads none).
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'Sameday <no-reply@example.ae>',
    FINANCE_EMAIL: 'finance@example.ae',
    SUPPORT_EMAIL: 'support@example.ae',
    FULFILMENT_EMAIL: 'fulfilment@example.ae',
    HELP_DESK_URL: 'https://help.example.ae',
    SUPPLIER_NAME: 'Example Delivery L.L.C.',
    SUPPLIER_ADDRESS: 'Office 1, Example Tower, Dubai, United Arab Emirates',
    SUPPLIER_TRN: '100999888700003',
    BANK_ACCOUNT_NAME: 'Example Delivery L.L.C.',
    BANK_NAME: 'Example Bank',
    BANK_IBAN: 'AE420260001015333439101',
    BANK_SWIFT: 'EXAMAEAD',
    TRUST_PROXY: 'true',
  };
}

type ApiProcess = {
  url: string;
  child: ChildProcess;
  start: () => Promise<void>;
  exited: () => Promise<void>;
};

/** One API process on its own port, its lines in `api-N.log`; `start` runs it again after it ended. */
async function apiProcess(index: number, dir: string, env: Record<string, string>, command: string[]) {
  const port = await freePort();
  const log = openSync(path.join(dir, `api-${index}.log`), 'a');
  const api = { url: `http://127.0.0.1:${port}` } as ApiProcess;
  api.start = async () => {
    api.child = spawn(process.execPath, command, {
      cwd: root,
      env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(dir, `data-${index}`) },
      stdio: ['ignore', log, log],
    });
    await waitReady(api, 120_000);
  };
  api.exited = () =>
    api.child.exitCode !== null || api.child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => api.child.once('exit', () => resolve()));
  return api;
}

/** Until the process answers /readyz with 200 (its database answers, every migration applied). */
async function waitReady(api: ApiProcess, boundMs: number): Promise<void> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    if (api.child.exitCode !== null) throw new Error(`${api.url} ended (exit ${api.child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${api.url} not ready within ${boundMs / 1000} s`);
    try {
      if ((await fetch(`${api.url}/readyz`, { signal: AbortSignal.timeout(3_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
}

/** The proxy's configuration: the docs' example (docs/guide/deploying.md), with this run's ports and folders. */
export function nginxConfig(dir: string, port: number, upstreams: string[], isRoot: boolean): string {
  const body = JSON.stringify({ code: 'unavailable', message: MESSAGES.serverBusy, details: { retryAfterSeconds: 1 } });
  return `${isRoot ? 'user root;\n' : ''}worker_processes 1;
error_log ${dir}/nginx-error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  upstream sameday {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://sameday;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      # Another process is tried when one cannot be reached. nginx sends a POST or PATCH on only when
      # the first process never received it (no non_idempotent here): a placement is never sent twice.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
      error_page 502 504 = @unavailable;
    }
    # No process could answer: the API's own 503 shape, with Retry-After, for the client to try again.
    location @unavailable {
      default_type application/json;
      add_header Retry-After 1 always;
      add_header Cache-Control no-store always;
      return 503 '${body}';
    }
  }
}
`;
}

async function startNginx(dir: string, upstreams: string[]) {
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreams, process.getuid?.() === 0));
  await run('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off; master_process on;', '-t']);
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await sleep(50);
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

type Receiver = { url: string; server: Server; got: { webhookId: string; orderId: string }[] };

/** The merchant's webhook receiver: every order.created it is sent, by webhook-id and order id. */
async function startReceiver(): Promise<Receiver> {
  const receiver = { got: [] } as unknown as Receiver;
  receiver.server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: { order?: { id?: string } } };
      receiver.got.push({ webhookId: String(request.headers['webhook-id']), orderId: String(body.data?.order?.id) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as { port: number }).port}/hooks`;
  return receiver;
}

type Answer = { kind: 'place' | 'replay' | 'read'; start: number; ms: number; status: number; retryAfter: boolean };

/** Everything the load saw. */
class Load {
  answers: Answer[] = [];
  /** Idempotency-Key → the acknowledged order's id. */
  acknowledged = new Map<string, string>();
  /** Keys whose placement was never acknowledged (the run ended meanwhile). */
  abandoned: string[] = [];
  replayMismatches: string[] = [];
  networkErrors = 0;
  stopped = false;
  /** The merchant's account, as the order answers name it. */
  accountId = '';

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly pickupId: string,
  ) {}

  private async send(kind: Answer['kind'], method: string, route: string, init: { key?: string; body?: unknown } = {}) {
    const start = performance.now();
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    if (init.body) headers['content-type'] = 'application/json';
    if (init.key) headers['idempotency-key'] = init.key;
    try {
      const response = await fetch(`${this.url}/api/platform${route}`, {
        method,
        headers,
        body: init.body ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(settings.requestBoundMs + 10_000),
      });
      const text = await response.text();
      const retryAfter = response.headers.get('retry-after') !== null;
      this.answers.push({ kind, start, ms: performance.now() - start, status: response.status, retryAfter });
      return { status: response.status, text, retryAfterSeconds: Number(response.headers.get('retry-after') ?? 1) };
    } catch {
      this.networkErrors += 1;
      this.answers.push({ kind, start, ms: performance.now() - start, status: 0, retryAfter: false });
      return { status: 0, text: '', retryAfterSeconds: 1 };
    }
  }

  /** One placement, tried again (same key, same body) until acknowledged or the run's end; then, one time in four, sent again on purpose. */
  private async place(key: string) {
    const body = {
      pickupLocationId: this.pickupId,
      recipient: {
        name: key,
        phone: '+971509998877',
        addressLine1: 'Bay Square 3',
        area: 'Business Bay',
        emirate: 'Dubai',
      },
      items: [{ name: 'Phone case', quantity: 1, weightKg: 0.2 }],
      payment: { mode: 'prepaid' },
      serviceKind: 'next_day',
    };
    const giveUpAt = () => (this.stopped ? this.stoppedAt + 20_000 : Number.POSITIVE_INFINITY);
    for (;;) {
      const answer = await this.send('place', 'POST', '/quiqdash/orders', { key, body });
      if (answer.status >= 200 && answer.status < 300) {
        const { id, accountId } = JSON.parse(answer.text) as { id: string; accountId: string };
        this.acknowledged.set(key, id);
        this.accountId = accountId;
        if (Math.random() < 0.25) {
          const again = await this.send('replay', 'POST', '/quiqdash/orders', { key, body });
          if (again.status >= 200 && again.status < 300 && (JSON.parse(again.text) as { id: string }).id !== id)
            this.replayMismatches.push(key);
        }
        return;
      }
      if (performance.now() > giveUpAt()) {
        this.abandoned.push(key);
        return;
      }
      // 503: as Retry-After says; 409 (the same key still being placed): shortly; anything else: shortly too (it is counted).
      await sleep(answer.status === 503 ? Math.min(answer.retryAfterSeconds, 2) * 1000 : 200);
    }
  }

  private stoppedAt = 0;

  async placer(worker: number) {
    for (let n = 1; !this.stopped; n += 1) await this.place(`fault-${worker}-${n}-${randomBytes(3).toString('hex')}`);
  }

  async reader() {
    while (!this.stopped) {
      await this.send('read', 'GET', '/quiqdash/orders?limit=20');
      await sleep(50);
    }
  }

  stop() {
    this.stopped = true;
    this.stoppedAt = performance.now();
  }
}

/** How many of the database's connections are LISTENing for live updates (one per process when all is well). */
async function listeners(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
    );
    return (result.rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

/** Until every process answers /readyz again and each has its LISTEN connection back: the seconds it took. */
async function recovered(apis: ApiProcess[], databaseUrl: string, since: number): Promise<number> {
  await Promise.all(apis.map((api) => waitReady(api, settings.recoveryBoundMs)));
  const deadline = Date.now() + settings.recoveryBoundMs;
  while ((await listeners(databaseUrl).catch(() => 0)) < apis.length) {
    if (Date.now() > deadline) throw new Error('the live updates’ LISTEN connections did not come back');
    await sleep(100);
  }
  return (performance.now() - since) / 1000;
}

type Fault = { name: string; seconds: number };

async function injectFaults(apis: ApiProcess[], postgres: Postgres): Promise<Fault[]> {
  const faults: Fault[] = [];
  const [first, second] = apis as [ApiProcess, ApiProcess];
  // 1. One process killed outright, started again a second later (as a process manager would).
  let since = performance.now();
  first.child.kill('SIGKILL');
  await first.exited();
  await sleep(1_000);
  await first.start();
  faults.push({
    name: 'kill -9 of one process, started again after 1 s',
    seconds: await recovered(apis, postgres.url, since),
  });
  await sleep(settings.steadySeconds * 1000);
  // 2. PostgreSQL restarted (fast: sessions ended, then up again); no process is touched.
  since = performance.now();
  await postgres.restart();
  faults.push({
    name: 'PostgreSQL restart (pg_ctl restart -m fast)',
    seconds: await recovered(apis, postgres.url, since),
  });
  await sleep(settings.steadySeconds * 1000);
  // 3. Rolling restart: SIGTERM to one process at a time, the next once it is ready again.
  since = performance.now();
  for (const api of [second, ...apis.filter((other) => other !== second)]) {
    api.child.kill('SIGTERM');
    await api.exited();
    await api.start();
  }
  faults.push({
    name: 'rolling restart (SIGTERM, one process at a time)',
    seconds: await recovered(apis, postgres.url, since),
  });
  await sleep(settings.steadySeconds * 1000);
  return faults;
}

type Checked = { figures: string[]; failures: string[] };

/** Every acknowledged placement exists exactly once; nothing else was placed. */
async function checkOrders(client: pg.Client, accountId: string, load: Load, out: Checked) {
  const rows = (await client.query('select id, recipient_name from orders where account_id = $1', [accountId]))
    .rows as { id: string; recipient_name: string }[];
  const byKey = new Map<string, string[]>();
  for (const row of rows) byKey.set(row.recipient_name, [...(byKey.get(row.recipient_name) ?? []), row.id]);
  const lost = [...load.acknowledged].filter(([key, id]) => !byKey.get(key)?.includes(id));
  const duplicates = [...byKey].filter(([, ids]) => ids.length > 1);
  const unknown = [...byKey.keys()].filter((key) => !load.acknowledged.has(key) && !load.abandoned.includes(key));
  out.figures.push(
    `orders: ${load.acknowledged.size} acknowledged, ${rows.length} in the database, lost ${lost.length}, ` +
      `duplicates ${duplicates.length}, retries answered with another order ${load.replayMismatches.length}`,
  );
  if (lost.length > 0) out.failures.push(`acknowledged orders missing: ${lost.slice(0, 5).join(', ')}`);
  if (duplicates.length > 0)
    out.failures.push(
      `keys placed twice: ${duplicates
        .slice(0, 5)
        .map(([key]) => key)
        .join(', ')}`,
    );
  if (unknown.length > 0) out.failures.push(`orders nobody placed: ${unknown.slice(0, 5).join(', ')}`);
  if (load.replayMismatches.length > 0)
    out.failures.push(`a retry answered another order: ${load.replayMismatches[0]}`);
  if (load.abandoned.length > 0) out.failures.push(`placements never acknowledged: ${load.abandoned.length}`);
}

/**
 * The webhooks' promise (docs/decisions/034): at least once, the same webhook-id on every attempt.
 * Each acknowledged order has one order.created message, delivered or still waiting in its job
 * (a job held by the killed process is taken again once stale); no order is told under two ids.
 */
async function checkWebhooks(client: pg.Client, accountId: string, load: Load, receiver: Receiver, out: Checked) {
  const messages = (
    await client.query(
      `select m.id, m.body::jsonb -> 'data' -> 'order' ->> 'id' as order_id, d.status
         from webhook_messages m join webhook_deliveries d on d.message_id = m.id
        where m.account_id = $1 and m.type = 'order.created'`,
      [accountId],
    )
  ).rows as { id: string; order_id: string; status: string }[];
  const messagesOf = new Map<string, string[]>();
  for (const message of messages)
    messagesOf.set(message.order_id, [...(messagesOf.get(message.order_id) ?? []), message.id]);
  const idsSeen = new Map<string, Set<string>>();
  const timesSeen = new Map<string, number>();
  for (const { webhookId, orderId } of receiver.got) {
    idsSeen.set(orderId, (idsSeen.get(orderId) ?? new Set()).add(webhookId));
    timesSeen.set(webhookId, (timesSeen.get(webhookId) ?? 0) + 1);
  }
  const orders = [...load.acknowledged.values()];
  const twoMessages = orders.filter((id) => (messagesOf.get(id)?.length ?? 0) !== 1);
  const twoIds = [...idsSeen].filter(([, ids]) => ids.size > 1);
  const waiting = orders.filter((id) => !idsSeen.has(id));
  const pending = new Set(
    messages.filter((message) => message.status === 'pending').map((message) => message.order_id),
  );
  const lost = waiting.filter((id) => !pending.has(id));
  const repeats = [...timesSeen.values()].reduce((sum, times) => sum + times - 1, 0);
  out.figures.push(
    `webhooks: ${receiver.got.length} deliveries received for ${idsSeen.size} of ${orders.length} orders; ` +
      `${waiting.length - lost.length} still waiting in their job, lost ${lost.length}; ` +
      `the same webhook-id again ${repeats} times (at-least-once); an order told under two ids ${twoIds.length}`,
  );
  if (twoMessages.length > 0)
    out.failures.push(`orders without exactly one order.created message: ${twoMessages.slice(0, 5).join(', ')}`);
  if (twoIds.length > 0)
    out.failures.push(
      `orders told under two webhook-ids: ${twoIds
        .slice(0, 5)
        .map(([id]) => id)
        .join(', ')}`,
    );
  if (lost.length > 0) out.failures.push(`order.created neither delivered nor waiting: ${lost.slice(0, 5).join(', ')}`);
}

/** Statuses, the longest request, the longest time without an acknowledged placement. */
function checkAnswers(load: Load, out: Checked) {
  const count = (test: (answer: Answer) => boolean) => load.answers.filter(test).length;
  const statuses = new Map<number, number>();
  for (const answer of load.answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const longest = Math.max(...load.answers.map((answer) => answer.ms));
  const acks = load.answers
    .filter((a) => a.kind === 'place' && a.status < 300 && a.status >= 200)
    .map((a) => a.start + a.ms);
  acks.sort((a, b) => a - b);
  let stall = 0;
  for (let index = 1; index < acks.length; index += 1)
    stall = Math.max(stall, (acks[index] as number) - (acks[index - 1] as number));
  const unavailable = count((answer) => answer.status === 503);
  const withoutRetryAfter = count((answer) => answer.status === 503 && !answer.retryAfter);
  const otherErrors = load.answers.filter((answer) => answer.status >= 500 && answer.status !== 503);
  const refused = load.answers.filter((answer) => answer.status >= 400 && answer.status < 500 && answer.status !== 409);
  out.figures.push(
    `requests: ${load.answers.length} (${count((a) => a.kind === 'place')} placements, ${count((a) => a.kind === 'replay')} ` +
      `sent again on purpose, ${count((a) => a.kind === 'read')} list reads); statuses ${[...statuses]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    `503s: ${unavailable} (${withoutRetryAfter} without Retry-After); other 5xx ${otherErrors.length}; ` +
      `longest request ${(longest / 1000).toFixed(2)} s; longest time without an acknowledged placement ${(stall / 1000).toFixed(2)} s`,
  );
  // A closing process answers new requests itself, with Retry-After (decision 071): a 503 without it is a defect.
  if (withoutRetryAfter > 0) out.failures.push(`503s without Retry-After: ${withoutRetryAfter}`);
  if (otherErrors.length > 0) out.failures.push(`5xx other than 503: ${otherErrors.map((a) => a.status).join(', ')}`);
  if (refused.length > 0) out.failures.push(`requests refused: ${refused.map((a) => a.status).join(', ')}`);
  // A connection dropped with no answer: a process killed with SIGKILL while its answer was under way
  // (nginx can no longer turn it into a 503). Counted and printed; the client sends it again with its
  // Idempotency-Key, and the lost and duplicate checks above judge what came of it.
  out.figures.push(`connections dropped with no answer (sent again): ${load.networkErrors}`);
  if (longest > settings.requestBoundMs) out.failures.push(`a request took ${(longest / 1000).toFixed(1)} s`);
}

/** The merchant the load places orders for, with one pickup address and one webhook endpoint. */
async function merchantOf(url: string, receiver: Receiver) {
  const { token } = await benchMerchant(url, 'faults');
  const call = async (route: string, body: unknown) => {
    const response = await fetch(`${url}/api/platform${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; accountId?: string };
  };
  const pickup = await call('/partner/addresses', {
    locationName: 'Al Quoz Warehouse',
    contactName: 'Bench Merchant',
    phone: '+971501112233',
    addressLine1: 'Warehouse 5, Al Quoz Industrial 3',
    area: 'Al Quoz',
    emirate: 'Dubai',
  });
  await call('/webhooks/endpoints', { url: receiver.url, description: 'Fault bench', events: ['order.created'] });
  return { token, pickupId: pickup.id };
}

/** Until the receiver holds every acknowledged order's event, or the bound. */
async function drainWebhooks(load: Load, receiver: Receiver) {
  const deadline = Date.now() + settings.drainMs;
  const told = () => new Set(receiver.got.map((got) => got.orderId));
  while (Date.now() < deadline && [...load.acknowledged.values()].some((id) => !told().has(id))) await sleep(250);
  // A little longer: a delivery sent twice shows up here.
  await sleep(1_000);
}

function tail(file: string, lines = 15): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

export async function benchFaults() {
  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'sameday-faults-'));
  const cleanups: (() => Promise<void>)[] = [];
  const out: Checked = { figures: [], failures: [] };
  try {
    const postgres = await startPostgres(dir);
    cleanups.unshift(postgres.stop);
    const env = {
      ...productionEnv(),
      DATABASE_URL: postgres.url,
      WEBHOOK_HTTP_HOSTS: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '1000',
      SHUTDOWN_GRACE_SECONDS: '5',
    };
    const command = await serverCommand(root);
    const apis = await Promise.all(
      Array.from({ length: settings.processes }, (_, index) => apiProcess(index + 1, dir, env, command)),
    );
    cleanups.unshift(async () => {
      for (const api of apis) api.child?.kill('SIGKILL');
    });
    // The first applies the migrations; the others find them applied.
    await (apis[0] as ApiProcess).start();
    await Promise.all(apis.slice(1).map((api) => api.start()));
    const proxy = await startNginx(
      dir,
      apis.map((api) => api.url.replace('http://', '')),
    );
    cleanups.unshift(proxy.stop);
    const receiver = await startReceiver();
    cleanups.unshift(async () => void receiver.server.close());
    const merchant = await merchantOf(proxy.url, receiver);
    const setUp = (performance.now() - started) / 1000;

    const load = new Load(proxy.url, merchant.token, merchant.pickupId);
    const workers = [
      ...Array.from({ length: settings.placers }, (_, worker) => load.placer(worker + 1)),
      ...Array.from({ length: settings.readers }, () => load.reader()),
    ];
    const loadStarted = performance.now();
    await sleep(settings.steadySeconds * 1000);
    const faults = await injectFaults(apis, postgres).finally(() => load.stop());
    await Promise.all(workers);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    await drainWebhooks(load, receiver);

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      checkAnswers(load, out);
      await checkOrders(client, load.accountId, load, out);
      await checkWebhooks(client, load.accountId, load, receiver, out);
    } finally {
      await client.end();
    }
    console.log(
      `3 API processes (NODE_ENV=production, built server) behind nginx, PostgreSQL ${postgresBinaries()?.split('/').at(-2)} of its own; ` +
        `${settings.placers} placers, ${settings.readers} readers; set up in ${setUp.toFixed(1)} s, load for ${loadSeconds.toFixed(1)} s`,
    );
    for (const fault of faults)
      console.log(`  ${fault.name}: every process ready again (and listening) after ${fault.seconds.toFixed(1)} s`);
    for (const figure of out.figures) console.log(`  ${figure}`);
  } catch (error) {
    out.failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
  if (out.failures.length > 0) {
    for (const failure of out.failures) console.log(`FAILED: ${failure}`);
    for (const file of ['api-1.log', 'api-2.log', 'api-3.log', 'nginx-error.log', 'postgresql.log'])
      console.log(`--- ${file}\n${tail(path.join(dir, file))}`);
    console.log(`(every log of the run is kept in ${dir})`);
    process.exitCode = 1;
  } else {
    console.log(`  every check passed; ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
    rmSync(dir, { recursive: true, force: true });
  }
}
