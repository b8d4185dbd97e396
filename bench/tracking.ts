// The tracking page bench: its JavaScript gzipped, its Lighthouse mobile score, and the public
// lookup's latency (hits and misses) with BENCH_TRACKING_ORDERS orders (default 1,000,000) and
// their codes in PostgreSQL. Other flags: BENCH_TRACKING_LOOKUPS, BENCH_LIGHTHOUSE_RUNS.
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { audit, figures, printLighthouse } from './lighthouse';
import { benchMerchant, percentile, startServer, withDatabase } from './server';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  orders: Number(process.env.BENCH_TRACKING_ORDERS ?? 1_000_000),
  lookups: Number(process.env.BENCH_TRACKING_LOOKUPS ?? 2_000),
  runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  port: Number(process.env.BENCH_PORT ?? 3300),
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function json<T>(url: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One real order through the API, and its tracking code. */
async function realOrder(url: string, token: string) {
  const api = `${url}/api/platform`;
  const pickup = await json<{ id: string }>(`${api}/partner/addresses`, token, {
    locationName: 'Bench warehouse',
    contactName: 'Bench Merchant',
    phone: '+971501234567',
    addressLine1: 'Warehouse 5, Al Quoz Industrial 3',
    area: 'Al Quoz',
    emirate: 'Dubai',
  });
  const order = await json<{ id: string }>(`${api}/quiqdash/orders`, token, {
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
  const link = await json<{ code: string }>(`${api}/tracking/orders/${order.id}/link`, token);
  return { orderId: order.id, code: link.code };
}

/** Copies of the real order with their own code digests, set-based, 100,000 at a time. */
async function seed(client: pg.Client, orderId: string) {
  const chunk = 100_000;
  for (let start = 1; start <= settings.orders; start += chunk) {
    const end = Math.min(settings.orders, start + chunk - 1);
    await client.query(
      `insert into orders (id, account_id, status, service_kind, service_date, pickup_location_id, pickup,
         recipient_name, recipient_phone, dropoff, payment_mode, cod_amount_fils, price_fils, created_by)
       select 'SDB' || lpad(g::text, 9, '0'), o.account_id, o.status, o.service_kind, o.service_date,
         o.pickup_location_id, o.pickup, o.recipient_name, o.recipient_phone, o.dropoff, o.payment_mode,
         o.cod_amount_fils, o.price_fils, o.created_by
       from orders o cross join generate_series($1::int, $2::int) g where o.id = $3`,
      [start, end, orderId],
    );
    await client.query(
      `insert into tracking_codes (order_id, account_id, code_hash)
       select 'SDB' || lpad(g::text, 9, '0'), o.account_id, encode(sha256(('bench-code-' || g)::bytea), 'hex')
       from orders o cross join generate_series($1::int, $2::int) g where o.id = $3`,
      [start, end, orderId],
    );
    process.stdout.write(`\rseeded ${end.toLocaleString('en-US')} orders with codes`);
  }
  process.stdout.write('\n');
  await client.query('analyze orders; analyze tracking_codes');
}

async function lookups(url: string, codes: () => string) {
  const samples: number[] = [];
  for (let i = 0; i < settings.lookups; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/platform/track/${codes()}`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

const randomCode = () =>
  Array.from({ length: 24 }, () => 'abcdefghijklmnopqrstuvwxyz234567'[Math.floor(Math.random() * 32)]).join('');

/** The JavaScript the tracking page loads, gzipped at level 9, and over the wire as the server sends it. */
async function pageScript(url: string, code: string) {
  const html = await (await fetch(`${url}/track/${code}`)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(`${url}${source}`)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

export async function benchTracking(): Promise<void> {
  console.log(`load average: ${load()}`);
  const database = `sameday_bench_tracking_${process.pid}`;
  const admin = new pg.Client({ connectionString: settings.adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = withDatabase(settings.adminUrl, database);
  const server = await startServer(settings.port, { DATABASE_URL: databaseUrl, RATE_LIMIT_MULTIPLIER: '1000' });
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { token } = await benchMerchant(server.url, 'tracking', {
      account_name: 'Bench Perfumes',
      orders_per_month: '500+',
      vertical: 'Perfumes',
    });
    const { orderId, code } = await realOrder(server.url, token);
    const script = await pageScript(server.url, code);
    console.log(
      `tracking page JavaScript: ${script.gzipKb.toFixed(1)} KB gzipped (level 9; target < 60 KB), ${script.rawKb.toFixed(1)} KB raw, ${script.files} file(s)`,
    );
    const seedStarted = performance.now();
    await seed(client, orderId);
    const [{ count } = { count: '0' }] = (await client.query<{ count: string }>('select count(*) from tracking_codes'))
      .rows;
    console.log(
      `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${Number(count).toLocaleString('en-US')} orders with tracking codes`,
    );
    await lookups(server.url, () => code);
    const hits = await lookups(server.url, () => code);
    const misses = await lookups(server.url, randomCode);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `GET /track/{code} hit  (${hits.length} sequential): p50 ${ms(percentile(hits, 50))}  p95 ${ms(percentile(hits, 95))}  max ${ms(hits.at(-1) ?? 0)}`,
    );
    console.log(
      `GET /track/{code} miss (${misses.length} sequential): p50 ${ms(percentile(misses, 50))}  p95 ${ms(percentile(misses, 95))}  max ${ms(misses.at(-1) ?? 0)}`,
    );
    const results = [];
    for (let run = 0; run < settings.runs; run += 1) {
      const before = load();
      const result = figures('/track/{code}', await audit(`${server.url}/track/${code}`, undefined), before);
      printLighthouse({ ...result, page: `/track/{code} run ${run + 1}` }, false);
      results.push(result);
    }
    const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
    if (median) printLighthouse({ ...median, page: '/track/{code} median (mobile)' }, false);
    console.log(`load average after: ${load()}`);
  } finally {
    await client.end();
    await server.stop();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
