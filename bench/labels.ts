// 1,000 labels in one PDF without the million-order seed of the orders bench: the API alone on
// the embedded database, 1,000 orders placed by a bulk upload (every name part Arabic),
// their 4×6 labels asked three times (the first also loads the PDF library). Then the API's
// restart on that data folder, until /env.json answers, which no longer loads the PDF modules.

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { csvOf, merchant } from './bulk-upload';
import { serverCommand } from './server';

const settings = {
  port: Number(process.env.BENCH_PORT ?? 3300),
  labels: Number(process.env.BENCH_LABELS ?? 1000),
  restarts: Number(process.env.BENCH_RESTARTS ?? 3),
};
const load = () => `load ${loadavg()[0]?.toFixed(2)}`;

/** The API on `dataDir`, as scripts/start.mjs runs it; resolves once /env.json answers, with the time that took. */
async function start(dataDir: string) {
  const root = path.resolve(import.meta.dirname, '..');
  const command = await serverCommand(root);
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, command, {
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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${settings.port}`;
  for (;;) {
    if (child.exitCode !== null || performance.now() - started > 180_000) throw new Error('the server did not start');
    try {
      if ((await fetch(`${url}/env.json`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const ms = performance.now() - started;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { url, ms, stop };
}

export async function benchLabels() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-bench-labels-'));
  try {
    const server = await start(dataDir);
    try {
      const token = await merchant(server.url);
      const form = new FormData();
      form.append('file', new Blob([csvOf(settings.labels, randomBytes(3).toString('hex'))]), 'labels.csv');
      const api = `${server.url}/api/platform/quiqdash`;
      const placed = await fetch(`${api}/bulk_orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (!placed.ok) throw new Error(`bulk_orders ${placed.status}: ${await placed.text()}`);
      const ids: string[] = [];
      for (let cursor: string | null = ''; cursor !== null && ids.length < settings.labels; ) {
        const list = await fetch(`${api}/orders?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const page = (await list.json()) as { orders: { id: string }[]; nextCursor: string | null };
        ids.push(...page.orders.map((order) => order.id));
        cursor = page.nextCursor;
      }
      if (ids.length !== settings.labels) throw new Error(`expected ${settings.labels} orders, listed ${ids.length}`);
      const runs: number[] = [];
      let bytes = 0;
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        const response = await fetch(`${api}/orders/labels/${ids.join(',')}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const pdf = Buffer.from(await response.arrayBuffer());
        if (!response.ok || pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error(`labels ${response.status}`);
        runs.push(performance.now() - started);
        bytes = pdf.length;
      }
      const [first, ...rest] = runs.map((ms) => `${(ms / 1000).toFixed(2)} s`);
      console.log(
        `${settings.labels.toLocaleString('en-US')} labels (4×6) in one PDF, embedded database: median ${(
          [...runs].sort((a, b) => a - b)[1] as number
        ).toFixed(0)} ms (first ${first}, with the PDF modules loading; then ${rest.join(', ')}), ` +
          `${(bytes / 2 ** 20).toFixed(1)} MiB; target ≤ 1 s; ${load()}`,
      );
    } finally {
      await server.stop();
    }
    const restarts: string[] = [];
    for (let round = 0; round < settings.restarts; round += 1) {
      const again = await start(dataDir);
      restarts.push(`${(again.ms / 1000).toFixed(2)} s`);
      await again.stop();
    }
    console.log(`API restart on that data folder until /env.json answers: ${restarts.join(', ')}; ${load()}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
