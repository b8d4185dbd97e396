// The outgoing webhooks bench: 10,000 events fanned out to 10 local receivers. A merchant with
// 10 endpoints (one per receiver, each taking order.created) imports 10,000 orders through
// POST /quiqdash/bulk_orders: 10,000 events, 100,000 deliveries made by the durable jobs of the
// server (as `npm start` runs them). Measured: the time from the import's answer until every
// receiver holds every event, and whether any event is missing or came twice. Sizes are flags:
// BENCH_WEBHOOK_EVENTS, BENCH_WEBHOOK_RECEIVERS; BENCH_WEBHOOK_DATABASES=pglite,postgresql;
// BENCH_DATABASE_URL (the server where the database is made), BENCH_DATABASE_NAME (its name).

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import pg from 'pg';
import { csvOf, merchant, startApi } from './bulk-upload';
import { withDatabase } from './server';

const settings = {
  events: Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000),
  receivers: Number(process.env.BENCH_WEBHOOK_RECEIVERS ?? 10),
  databases: (process.env.BENCH_WEBHOOK_DATABASES ?? 'pglite').split(','),
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  /** The database made (and dropped) for the run; a fresh name by default. */
  databaseName: process.env.BENCH_DATABASE_NAME,
  timeoutMs: Number(process.env.BENCH_WEBHOOK_TIMEOUT_S ?? 1800) * 1000,
};

type Receiver = { url: string; ids: Set<string>; requests: number; server: Server };

async function startReceiver(): Promise<Receiver> {
  const receiver = { url: '', ids: new Set<string>(), requests: 0 } as Receiver;
  receiver.server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      receiver.requests += 1;
      receiver.ids.add(String(request.headers['webhook-id']));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

async function run(database: string) {
  let env: Record<string, string> = {};
  let dropDatabase = async () => {};
  if (database === 'postgresql') {
    const name = settings.databaseName ?? `sameday_bench_webhooks_${Date.now()}`;
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_NAME: ${name} is not a plain database name`);
    const admin = new pg.Client({ connectionString: settings.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    env = { DATABASE_URL: withDatabase(settings.adminUrl, name) };
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: settings.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  }
  const receivers = await Promise.all(Array.from({ length: settings.receivers }, startReceiver));
  const server = await startApi({ ...env, WEBHOOK_HTTP_HOSTS: '127.0.0.1', RUN_JOBS: 'true' });
  try {
    const token = await merchant(server.url);
    for (const [index, receiver] of receivers.entries()) {
      const response = await fetch(`${server.url}/api/platform/webhooks/endpoints`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ url: receiver.url, description: `Receiver ${index + 1}`, events: ['order.created'] }),
      });
      if (!response.ok) throw new Error(`endpoint: ${await response.text()}`);
    }
    const form = new FormData();
    form.append('file', new Blob([csvOf(settings.events, `wh${Date.now()}`)], { type: 'text/csv' }), 'bench.csv');
    const started = performance.now();
    const imported = await fetch(`${server.url}/api/platform/quiqdash/bulk_orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = (await imported.json()) as { createdCount?: number; message?: string };
    if (!imported.ok || answer.createdCount !== settings.events)
      throw new Error(`bulk_orders ${imported.status}: ${answer.message ?? JSON.stringify(answer)}`);
    const committed = performance.now();
    const deadline = committed + settings.timeoutMs;
    const expected = settings.events * settings.receivers;
    const delivered = () => receivers.reduce((sum, receiver) => sum + receiver.ids.size, 0);
    let told = performance.now();
    while (delivered() < expected && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (performance.now() - told > 30_000) {
        told = performance.now();
        const after = (told - committed) / 1000;
        console.log(`  … ${delivered()} of ${expected} delivered after ${after.toFixed(0)} s`);
      }
    }
    const done = performance.now();
    // A little longer: anything sent twice after the last first delivery shows up here.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const requests = receivers.reduce((sum, receiver) => sum + receiver.requests, 0);
    const seconds = (done - committed) / 1000;
    const missing = expected - delivered();
    console.log(
      `${database}: ${settings.events.toLocaleString('en')} events × ${settings.receivers} receivers = ` +
        `${expected.toLocaleString('en')} deliveries; import answered in ${((committed - started) / 1000).toFixed(1)} s; ` +
        `all delivered ${seconds.toFixed(1)} s after it (${Math.round(delivered() / seconds)} deliveries/s); ` +
        `missing ${missing}, sent twice ${requests - delivered()}; load ${loadavg()[0]?.toFixed(2)}`,
    );
    if (missing > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    for (const receiver of receivers) receiver.server.close();
    await dropDatabase();
  }
}

export async function benchWebhooks() {
  for (const database of settings.databases) await run(database);
}
