// The bulk upload bench: files of 1,000 / 10,000 / 50,000 rows sent to
// POST /quiqdash/bulk_orders through HTTP, on the embedded database and on PostgreSQL.
// "validate" is the server's check only (validate_only=true); "import" reads, checks
// and places every order. The server's peak memory (RSS) is sampled from /proc while
// each file is handled, and another merchant asks `/healthz` and `GET /me` one request
// after another meanwhile: their latency is what other users meet during an upload.

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { BULK_HEADERS } from '@sameday/contract';
import Papa from 'papaparse';
import pg from 'pg';
import { benchMerchant, percentile, serverCommand, withDatabase } from './server';
import { bareCeiling } from './throughput';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  sizes: (process.env.BENCH_BULK_ROWS ?? '1000,10000,50000').split(',').map(Number),
  port: Number(process.env.BENCH_PORT ?? 3300),
  /** Whether other requests are asked during each upload (BENCH_BULK_BYSTANDER=false to measure the upload alone). */
  bystander: process.env.BENCH_BULK_BYSTANDER !== 'false',
  databases: (process.env.BENCH_BULK_DATABASES ?? 'pglite,postgresql').split(','),
};
const EMIRATES = ['Dubai', 'Dubai', 'Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman'];

/** The API alone (no web build needed), as `npm start` runs it, as its own process so its memory can be read. */
export async function startApi(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-bench-bulk-'));
  const root = path.resolve(import.meta.dirname, '..');
  const child: ChildProcess = spawn(process.execPath, await serverCommand(root), {
    cwd: root,
    env: {
      ...process.env,
      // JSON lines, as a deployment writes them (a terminal would get readable ones).
      LOG_FORMAT: 'json',
      PORT: String(settings.port),
      HOST: '127.0.0.1',
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
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Runs `work` while sampling the server's RSS every 20 ms; answers the time taken and the peak. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 20);
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - started, peak: Math.max(peak, rssMiB(pid)) };
  } finally {
    clearInterval(timer);
  }
}

export async function merchant(url: string) {
  const api = `${url}/api/platform`;
  const { token } = await benchMerchant(url, 'bulk', {
    account_name: 'Bench Bulk Store',
    orders_per_month: '500+',
    vertical: 'Fashion',
  });
  const pickup = await fetch(`${api}/partner/addresses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      locationName: 'Main warehouse',
      contactName: 'Bench',
      phone: '+971501234567',
      addressLine1: 'Al Quoz Industrial 3',
      area: 'Al Quoz',
      emirate: 'Dubai',
    }),
  });
  if (!pickup.ok) throw new Error(`pickup: ${await pickup.text()}`);
  return token;
}

/** A CSV of `rows` valid orders, a third with a reference, the rest told apart by their content. */
export function csvOf(rows: number, run: string): Buffer {
  const lines: string[][] = [[...BULK_HEADERS]];
  for (let index = 0; index < rows; index += 1) {
    const cells: Record<string, string> = {
      'Pickup address': 'Main warehouse',
      'Recipient name': `Customer ${index} فاطمة`,
      Phone: `05${String(10_000_000 + ((index * 7919) % 89_999_999)).padStart(8, '0')}`,
      'Building name or Area': `Tower ${index % 300}`,
      'Address details': 'Near the metro, gate 2',
      'Apartment number': String(100 + (index % 900)),
      Area: 'Business Bay',
      Emirate: EMIRATES[index % EMIRATES.length] as string,
      'Item name': 'Perfume gift box',
      Quantity: String(1 + (index % 3)),
      'Weight kg': '0.5',
      'COD amount AED': index % 2 === 0 ? `${(index % 900) + 50}.50` : '',
      Service: 'Next day',
      Reference: index % 3 === 0 ? `${run}-${index}` : '',
      Notes: index % 10 === 0 ? 'Call before arriving' : '',
    };
    lines.push(BULK_HEADERS.map((header) => cells[header] ?? ''));
  }
  return Buffer.from(Papa.unparse(lines, { newline: '\r\n' }), 'utf8');
}

async function send(url: string, token: string, csv: Buffer, validateOnly: boolean) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const response = await fetch(`${url}/api/platform/quiqdash/bulk_orders${validateOnly ? '?validate_only=true' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { createdCount?: number; validCount?: number; message?: string };
  if (!response.ok) throw new Error(`bulk_orders ${response.status}: ${body.message}`);
  return body;
}

/** `path` asked again and again, one request after another, until `isDone()`; each answer's time in ms. */
async function poll(url: string, path: string, token: string, isDone: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!isDone()) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const latency = (name: string, latencies: number[]) => {
  if (latencies.length === 0) return `${name} not asked`;
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (p: number) => percentile(sorted, p).toFixed(1);
  return `${name} p50 ${ms(50)} / p99 ${ms(99)} / max ${ms(100)} ms (${sorted.length})`;
};

const load = () => `load ${loadavg()[0]?.toFixed(2)}`;

/** One upload while another merchant asks /healthz and /me; the upload's answer, time, peak RSS and their latencies. */
async function upload(
  pid: number,
  url: string,
  bystander: string,
  work: () => Promise<Awaited<ReturnType<typeof send>>>,
) {
  let isDone = !settings.bystander;
  const asking = Promise.all([
    poll(url, '/healthz', bystander, () => isDone),
    poll(url, '/api/platform/me', bystander, () => isDone),
  ]);
  const result = await measured(pid, work).finally(() => {
    isDone = true;
  });
  const [health, me] = await asking;
  return { ...result, others: `${latency('/healthz', health)}; ${latency('/me', me)}` };
}

/**
 * The bare node:http ceiling right after the imports (the server idle): the first page of the
 * merchant's orders list as the body, 50 connections, as the throughput bench measures it.
 */
async function printCeiling(url: string, token: string) {
  const page = await fetch(`${url}/api/platform/quiqdash/orders?limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!page.ok) throw new Error(`orders list ${page.status}`);
  const body = Buffer.from(await page.arrayBuffer());
  const bare = await bareCeiling(body);
  console.log(
    `bare node:http ceiling of this run (the orders list's ${(body.length / 1024).toFixed(0)} KB, 50 connections): ` +
      `${bare.perSecond.toFixed(0)} req/s; ${load()}`,
  );
}

async function runOn(label: string, env: Record<string, string>) {
  const server = await startApi(env);
  try {
    const bystander = await merchant(server.url);
    let token = '';
    for (const rows of settings.sizes) {
      token = await merchant(server.url);
      const csv = csvOf(rows, randomBytes(3).toString('hex'));
      const check = await upload(server.pid, server.url, bystander, () => send(server.url, token, csv, true));
      const loadBefore = load();
      const placed = await upload(server.pid, server.url, bystander, () => send(server.url, token, csv, false));
      if (check.value.validCount !== rows || placed.value.createdCount !== rows)
        throw new Error(`expected ${rows} rows, got ${JSON.stringify([check.value, placed.value])}`);
      const name = `${label} ${rows.toLocaleString('en-US')} rows (${(csv.byteLength / 2 ** 20).toFixed(1)} MB)`;
      console.log(
        `${name}: validate ${(check.ms / 1000).toFixed(2)} s, validate + import ${(placed.ms / 1000).toFixed(2)} s, ` +
          `server peak RSS ${Math.round(Math.max(check.peak, placed.peak))} MiB; ${loadBefore} → ${load()}`,
      );
      console.log(`${' '.repeat(label.length)}   during the check: ${check.others}`);
      console.log(`${' '.repeat(label.length)}   during the import: ${placed.others}`);
    }
    if (token) await printCeiling(server.url, token);
  } finally {
    await server.stop();
  }
}

export async function benchBulkUpload() {
  if (settings.databases.includes('pglite')) await runOn('PGlite', {});
  if (!settings.databases.includes('postgresql')) return;
  const name = `sameday_bench_bulk_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: settings.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    await runOn('PostgreSQL', { DATABASE_URL: withDatabase(settings.adminUrl, name) });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
