// The live fan-out bench (decision 058): BENCH_LIVE_SOCKETS sockets (default 5,000) over
// BENCH_LIVE_ACCOUNTS merchant accounts (default 200) on 127.0.0.1; each account's orders are moved
// through the API one after another (BENCH_LIVE_MOVES moves, default 400), and every socket of the
// account must have the move: delivery latency p50/p95/p99 from the move's request, and no socket
// of another account may receive it. On the embedded database, then on PostgreSQL
// (BENCH_DATABASE_URL's server, a fresh database) unless BENCH_LIVE_DATABASES says `pglite` or `postgres`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchMerchant, percentile, serverCommand, withDatabase } from './server';

const settings = {
  sockets: Number(process.env.BENCH_LIVE_SOCKETS ?? 5_000),
  accounts: Number(process.env.BENCH_LIVE_ACCOUNTS ?? 200),
  moves: Number(process.env.BENCH_LIVE_MOVES ?? 400),
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  databases: (process.env.BENCH_LIVE_DATABASES ?? 'pglite,postgres').split(','),
  port: Number(process.env.BENCH_PORT ?? 3300),
};

type Ws = {
  send: (data: string) => void;
  close: () => void;
  terminate: () => void;
  on: (event: string, listener: (...args: never[]) => void) => void;
};
const require = createRequire(import.meta.url);
/** The `ws` client @fastify/websocket itself runs on. */
const WebSocket = createRequire(require.resolve('@fastify/websocket', { paths: [path.resolve('apps/api')] }))(
  'ws',
) as new (
  url: string,
) => Ws;

/** The API alone (no web build), as the server bundle runs it. */
async function startApi(env: Record<string, string>) {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-bench-live-'));
  const child: ChildProcess = spawn(process.execPath, await serverCommand(root), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(settings.port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${settings.port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call<T>(url: string, token: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Account = { token: string; pickupId: string; orders: string[] };

/** Registers the accounts (a few at a time), each with a pickup address and its orders to move. */
async function seed(url: string, accounts: number, ordersEach: number): Promise<Account[]> {
  const api = `${url}/api/platform`;
  const made: Account[] = [];
  for (let start = 0; start < accounts; start += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, accounts - start) }, async (_, i) => {
        const { token } = await benchMerchant(url, `live${start + i}`);
        const pickup = await call<{ id: string }>(`${api}/partner/addresses`, token, 'POST', {
          locationName: 'Bench warehouse',
          contactName: 'Bench Merchant',
          phone: '+971501234567',
          addressLine1: 'Warehouse 5, Al Quoz Industrial 3',
          area: 'Al Quoz',
          emirate: 'Dubai',
        });
        const orders: string[] = [];
        for (let n = 0; n < ordersEach; n += 1) {
          const order = await call<{ id: string }>(`${api}/quiqdash/orders`, token, 'POST', {
            pickupLocationId: pickup.id,
            recipient: {
              name: 'Bench Recipient',
              phone: '+971509998877',
              addressLine1: 'Bay Square 3',
              area: 'Business Bay',
              emirate: 'Dubai',
            },
            items: [{ name: 'Phone case', quantity: 1, weightKg: 0.2 }],
            payment: { mode: 'cod', codAmountFils: 12_500 },
            serviceKind: 'next_day',
          });
          orders.push(order.id);
        }
        return { token, pickupId: pickup.id, orders };
      }),
    );
    made.push(...batch);
  }
  return made;
}

type Socket = { account: number; ws: Ws };

/** Opens the sockets, round robin over the accounts, a few hundred at a time, each said hello to. */
async function openSockets(
  url: string,
  accounts: Account[],
  count: number,
  onEvent: (socket: number, message: { id: number; kind: string; payload: { orderId?: string; to?: string } }) => void,
) {
  const wsUrl = `${url.replace('http', 'ws')}/api/platform/live`;
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 250) {
    await Promise.all(
      Array.from({ length: Math.min(250, count - start) }, (_, i) => {
        const index = start + i;
        const account = index % accounts.length;
        const ws = new WebSocket(wsUrl);
        sockets.push({ account, ws });
        return new Promise<void>((resolve, reject) => {
          ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', token: (accounts[account] as Account).token })));
          ws.on('error', (error: Error) => reject(error));
          ws.on('message', (data: Buffer) => {
            const message = JSON.parse(String(data)) as {
              type: string;
              id: number;
              kind: string;
              payload: { orderId?: string };
            };
            if (message.type === 'ready') resolve();
            else if (message.type === 'error') reject(new Error(JSON.stringify(message)));
            else if (message.type === 'event') onEvent(index, message);
          });
        });
      }),
    );
  }
  return sockets;
}

async function runOn(label: string, env: Record<string, string>) {
  const server = await startApi(env);
  try {
    const ordersEach = Math.max(1, Math.ceil(settings.moves / settings.accounts / 2));
    const seeding = Date.now();
    const accounts = await seed(server.url, settings.accounts, ordersEach);
    const owner = new Map(accounts.flatMap((account, index) => account.orders.map((id) => [id, index] as const)));
    console.log(
      `${label}: ${settings.accounts} accounts with ${ordersEach} orders each seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
    );
    /** Move key (order → state) → when its request was sent, and the latencies of its deliveries. */
    const sentAt = new Map<string, number>();
    const received = new Map<string, number[]>();
    let foreign = 0;
    let socketAccount: number[] = [];
    const opening = Date.now();
    const sockets = await openSockets(server.url, accounts, settings.sockets, (socket, message) => {
      if (message.kind !== 'order.moved') return;
      const key = `${message.payload.orderId}>${message.payload.to}`;
      const at = sentAt.get(key);
      if (owner.get(message.payload.orderId ?? '') !== socketAccount[socket]) foreign += 1;
      if (at === undefined) return;
      received.set(key, [...(received.get(key) ?? []), performance.now() - at]);
    });
    socketAccount = sockets.map((socket) => socket.account);
    console.log(
      `${label}: ${sockets.length} sockets open over ${settings.accounts} accounts in ${((Date.now() - opening) / 1000).toFixed(1)} s`,
    );
    const perAccount = sockets.filter((socket) => socket.account === 0).length;
    const api = `${server.url}/api/platform`;
    const moves: string[] = [];
    for (const state of ['ready_for_collection', 'cancelled']) {
      for (let n = 0; n < ordersEach; n += 1) {
        for (const account of accounts) {
          if (moves.length >= settings.moves) break;
          const orderId = account.orders[n] as string;
          const key = `${orderId}>${state}`;
          moves.push(key);
          sentAt.set(key, performance.now());
          await call(`${api}/quiqdash/orders/state/${orderId}/${state}`, account.token, 'PUT');
          // A move every 20 ms: about 50 moves and 1,250 deliveries a second.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const latencies = moves.flatMap((key) => received.get(key) ?? []).sort((a, b) => a - b);
    const expected = moves.reduce(
      (sum, key) => sum + sockets.filter((s) => s.account === owner.get(key.split('>')[0] as string)).length,
      0,
    );
    const missing = expected - latencies.length;
    console.log(
      `${label}: ${moves.length} moves → ${latencies.length} deliveries of ${expected} expected (${perAccount} sockets an account); ` +
        `latency from the move's request p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms (targets: p95 ≤ 200, p99 ≤ 500); ` +
        `missing ${missing}; received by another account's socket: ${foreign}`,
    );
    for (const socket of sockets) socket.ws.terminate();
    if (missing !== 0 || foreign !== 0)
      throw new Error(`${label}: ${missing} deliveries missing, ${foreign} to another account`);
  } finally {
    await server.stop();
  }
}

export async function benchLive(): Promise<void> {
  if (settings.databases.includes('pglite')) await runOn('PGlite', {});
  if (!settings.databases.includes('postgres')) return;
  const database = `sameday_bench_live_${Date.now()}`;
  const admin = new pg.Client({ connectionString: settings.adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  try {
    await runOn('PostgreSQL', { DATABASE_URL: withDatabase(settings.adminUrl, database) });
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
