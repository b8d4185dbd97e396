// The OAuth token endpoint: client-credentials tokens for one API client, first sequentially
// (latency of one call at a time), then from concurrent connections with autocannon
// (throughput and latency under load). On the embedded database by default; with
// BENCH_OAUTH_POSTGRES=1 on a fresh database of BENCH_DATABASE_URL's PostgreSQL.
// Sizes are flags: BENCH_TOKEN_ROUNDS, BENCH_TOKEN_CONNECTIONS, BENCH_TOKEN_SECONDS.

import autocannon from 'autocannon';
import pg from 'pg';
import { benchMerchant, percentile, startServer, withDatabase } from './server';

const settings = {
  rounds: Number(process.env.BENCH_TOKEN_ROUNDS ?? 500),
  connections: Number(process.env.BENCH_TOKEN_CONNECTIONS ?? 10),
  seconds: Number(process.env.BENCH_TOKEN_SECONDS ?? 10),
  port: Number(process.env.BENCH_PORT ?? 3300),
  postgres: process.env.BENCH_OAUTH_POSTGRES === '1',
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sameday_bench_oauth_${Date.now()}`;
  const admin = new pg.Client({ connectionString: settings.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(settings.adminUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: settings.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function benchOAuthToken() {
  const database = settings.postgres ? await freshDatabase() : undefined;
  const server = await startServer(settings.port, database ? { DATABASE_URL: database.url } : {});
  try {
    const api = `${server.url}/api/platform`;
    const merchant = await benchMerchant(server.url, 'oauth');
    const created = await fetch(`${api}/oauth/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${merchant.token}` },
      body: JSON.stringify({ name: 'Bench system', scopes: ['orders:read', 'orders:write'] }),
    });
    if (!created.ok) throw new Error(`creating the client failed: ${await created.text()}`);
    const client = (await created.json()) as { id: string; clientSecret: string };
    const headers = {
      authorization: `Basic ${Buffer.from(`${client.id}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    };
    const body = 'grant_type=client_credentials&scope=orders%3Aread';

    const samples: number[] = [];
    for (let round = 0; round < settings.rounds; round += 1) {
      const started = performance.now();
      const answer = await fetch(`${api}/oauth/token`, { method: 'POST', headers, body });
      if (answer.status !== 200) throw new Error(`token call failed: ${answer.status} ${await answer.text()}`);
      await answer.arrayBuffer();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `client credentials, ${samples.length} sequential token calls (${database ? 'PostgreSQL' : 'embedded database'}): ` +
        `p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, p99 ${ms(percentile(samples, 99))}, max ${ms(samples.at(-1) ?? 0)}`,
    );

    const result = await autocannon({
      url: `${api}/oauth/token`,
      method: 'POST',
      headers,
      body,
      connections: settings.connections,
      duration: settings.seconds,
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(
      `client credentials, ${settings.connections} connections for ${settings.seconds} s: ${result.requests.average.toFixed(0)} tokens/s, ` +
        `latency p50 ${ms(result.latency.p50)}, p97.5 ${ms(result.latency.p97_5)}, p99 ${ms(result.latency.p99)}; ` +
        `${result.requests.total} calls, ${failed} not 2xx or failed`,
    );
  } finally {
    await server.stop();
    await database?.drop();
  }
}
