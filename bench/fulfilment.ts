// The fulfilment bench: the inventory list of one account holding 100,000 SKUs among
// 1,000,000 in PostgreSQL, and 10,000 reservations of one SKU from 20 concurrent clients
// (throughput, and no unit promised twice). Sizes are flags: BENCH_FULFILMENT_SKUS,
// BENCH_FULFILMENT_ACCOUNT_SKUS, BENCH_RESERVATIONS, BENCH_CLIENTS, BENCH_ROUNDS; BENCH_DATABASE_NAME names
// the database the bench makes and drops.

import { loadavg } from 'node:os';
import pg from 'pg';
import { benchMerchant, benchSignIn, percentile, startServer, withDatabase } from './server';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  totalSkus: Number(process.env.BENCH_FULFILMENT_SKUS ?? 1_000_000),
  accountSkus: Number(process.env.BENCH_FULFILMENT_ACCOUNT_SKUS ?? 100_000),
  accounts: Number(process.env.BENCH_ACCOUNTS ?? 100),
  reservations: Number(process.env.BENCH_RESERVATIONS ?? 10_000),
  clients: Number(process.env.BENCH_CLIENTS ?? 20),
  rounds: Number(process.env.BENCH_ROUNDS ?? 200),
  port: Number(process.env.BENCH_PORT ?? 3300),
};

const ms = (value: number) => `${value.toFixed(1)} ms`;
function line(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${name.padEnd(40)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted.at(-1) ?? 0)}  (${sorted.length} requests)`;
}

/**
 * Products, two stock rows each and one receipt per stocked row, set-based: the measured
 * account holds `accountSkus`, the other accounts share the rest.
 */
async function seed(client: pg.Client, accountId: string) {
  const others = settings.accounts - 1;
  await client.query(
    `insert into accounts (id, name, client_type, vertical, orders_per_month, phone)
     select 'bench-acc-' || g, 'Bench store ' || g, 'business', 'Fashion', '500+', '+971500000000'
     from generate_series(1, $1::int) g`,
    [others],
  );
  await client.query(
    `insert into fulfilment_capabilities (account_id, enabled, changed_by_name) values ($1, true, 'Bench operations')`,
    [accountId],
  );
  const chunk = 100_000;
  for (let start = 1; start <= settings.totalSkus; start += chunk) {
    const end = Math.min(settings.totalSkus, start + chunk - 1);
    await client.query(
      `insert into fulfilment_products (id, account_id, sku, name, barcode, weight_kg, unit_value_minor,
         low_stock_threshold, created_by_name)
       select 'prd' || lpad(g::text, 9, '0'),
         case when g <= $3 then $4 else 'bench-acc-' || (1 + g % $5) end,
         'SKU-' || lpad(g::text, 7, '0'),
         (array['Rose soap','Oud perfume','Green tea','Phone case','Desk lamp','Yoga mat','Coffee beans',
           'عطر العود','Face cream','Notebook'])[1 + g % 10] || ' ' || (g % 997),
         '629' || lpad(g::text, 10, '0'),
         0.1 + (g % 50) / 10.0, 500 + g % 20000, g % 20, 'Bench Merchant'
       from generate_series($1::int, $2::int) g`,
      [start, end, settings.accountSkus, accountId, others],
    );
    await client.query(
      `insert into fulfilment_stock (product_id, location, account_id, on_hand, reserved)
       select p.id, l.location, p.account_id, (hashtext(p.id || l.location) & 255) % 60, 0
       from fulfilment_products p cross join (values ('dubai'), ('abu_dhabi')) l(location)
       where p.id between $1 and $2`,
      [`prd${String(start).padStart(9, '0')}`, `prd${String(end).padStart(9, '0')}`],
    );
    await client.query(
      `insert into fulfilment_movements (account_id, product_id, location, kind, on_hand_delta, reserved_delta, actor_name)
       select s.account_id, s.product_id, s.location, 'inbound_receipt', s.on_hand, 0, 'Bench operations'
       from fulfilment_stock s where s.product_id between $1 and $2 and s.on_hand > 0`,
      [`prd${String(start).padStart(9, '0')}`, `prd${String(end).padStart(9, '0')}`],
    );
    await client.query(
      `update fulfilment_products p set on_hand_total = s.on_hand, available_total = s.on_hand
       from (select product_id, sum(on_hand)::int as on_hand from fulfilment_stock
             where product_id between $1 and $2 group by product_id) s
       where p.id = s.product_id`,
      [`prd${String(start).padStart(9, '0')}`, `prd${String(end).padStart(9, '0')}`],
    );
    process.stdout.write(`\rseeded ${end.toLocaleString('en-US')} SKUs`);
  }
  process.stdout.write('\n');
  await client.query('vacuum analyze');
}

async function api<T>(url: string, token: string, body?: unknown): Promise<{ body: T; ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return { body: answer, ms: performance.now() - started, status: response.status };
}

async function timeRequests(urls: string[], token: string) {
  const samples: number[] = [];
  for (const url of urls) samples.push((await api(url, token)).ms);
  return samples;
}

export async function benchInventoryList(base: string, token: string) {
  const n = settings.rounds;
  const pages = Math.max(1, Math.floor(settings.accountSkus / 25));
  await api(`${base}/inventory`, token);
  const first = await timeRequests(
    Array.from({ length: n }, () => `${base}/inventory?limit=25&page=1`),
    token,
  );
  const spread = await timeRequests(
    Array.from({ length: n }, (_, i) => `${base}/inventory?limit=25&page=${1 + ((i * 7919) % Math.min(pages, 400))}`),
    token,
  );
  const names = ['Rose soap 12', 'Oud', 'lamp 99', 'عطر', 'no such product'];
  const byName = await timeRequests(
    Array.from(
      { length: n },
      (_, i) => `${base}/inventory?limit=25&product_name=${encodeURIComponent(names[i % names.length] as string)}`,
    ),
    token,
  );
  const bySku = await timeRequests(
    Array.from({ length: n }, (_, i) => `${base}/inventory?limit=25&sku=SKU-00${(i * 37) % 1000}`),
    token,
  );
  const byStock = await timeRequests(
    Array.from({ length: Math.min(n, 40) }, (_, i) =>
      i % 2 === 0 ? `${base}/inventory?limit=25&sort=available&sort_desc=true` : `${base}/inventory?limit=25&stock=low`,
    ),
    token,
  );
  console.log(line('inventory, first page (by SKU)', first));
  console.log(line('inventory, pages 1–400 (by SKU)', spread));
  console.log(line('inventory, product_name filter', byName));
  console.log(line('inventory, sku filter', bySku));
  console.log(line('inventory, sorted by available / low stock', byStock));
  console.log('target: p95 under 50 ms (first page, pages, filters) for 100,000 SKUs among 1,000,000');
}

async function benchReservations(client: pg.Client, base: string, token: string) {
  const units = Math.floor(settings.reservations * 0.9);
  await api(`${base}/products`, token, { sku: 'RACE-1', name: 'Race item' });
  const product = await client.query<{ id: string }>(`select id from fulfilment_products where sku = 'RACE-1'`);
  const productId = product.rows[0]?.id as string;
  await client.query(`update fulfilment_stock set on_hand = $2 where product_id = $1 and location = 'dubai'`, [
    productId,
    units,
  ]);
  await client.query('update fulfilment_products set on_hand_total = $2, available_total = $2 where id = $1', [
    productId,
    units,
  ]);
  await client.query(
    `insert into fulfilment_movements (account_id, product_id, location, kind, on_hand_delta, reserved_delta, actor_name)
     select account_id, product_id, location, 'inbound_receipt', on_hand, 0, 'Bench operations'
     from fulfilment_stock where product_id = $1 and location = 'dubai'`,
    [productId],
  );
  const body = {
    lines: [{ sku: 'RACE-1', quantity: 1 }],
    recipient: {
      name: 'Aisha Rahman',
      phone: '+971509876543',
      addressLine1: 'Marina Heights Tower',
      area: 'Dubai Marina',
      emirate: 'Dubai',
    },
    serviceKind: 'next_day',
    payment: { mode: 'prepaid' },
  };
  let next = 0;
  const states: Record<string, number> = {};
  const samples: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: settings.clients }, async () => {
      while (next < settings.reservations) {
        next += 1;
        const answer = await api<{ state: string }>(`${base}/orders`, token, body);
        samples.push(answer.ms);
        states[answer.body.state] = (states[answer.body.state] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const stock = await client.query<{ on_hand: number; reserved: number }>(
    `select on_hand, reserved from fulfilment_stock where product_id = $1 and location = 'dubai'`,
    [productId],
  );
  const ledger = await client.query<{ on_hand: number; reserved: number }>(
    `select sum(on_hand_delta)::int as on_hand, sum(reserved_delta)::int as reserved
     from fulfilment_movements where product_id = $1 and location = 'dubai'`,
    [productId],
  );
  const row = stock.rows[0];
  const sums = ledger.rows[0];
  console.log(
    `reservations: ${settings.reservations.toLocaleString('en-US')} orders of 1 unit for ${units.toLocaleString('en-US')} units from ${settings.clients} clients in ${seconds.toFixed(1)} s = ${(settings.reservations / seconds).toFixed(0)} orders/s`,
  );
  console.log(line('create fulfilment order (reserve)', samples));
  console.log(
    `  reserved ${states.reserved ?? 0}, awaiting stock ${states.awaiting_stock ?? 0}; stock on hand ${row?.on_hand}, reserved ${row?.reserved}; ledger ${sums?.on_hand} / ${sums?.reserved}`,
  );
  const oversold = (row?.reserved ?? 0) > (row?.on_hand ?? 0) || (states.reserved ?? 0) !== units;
  const drift = row?.on_hand !== sums?.on_hand || row?.reserved !== sums?.reserved;
  console.log(`  oversell: ${oversold ? 'YES' : 'none'}; ledger drift: ${drift ? 'YES' : 'none'}`);
  if (oversold || drift) process.exitCode = 1;
}

export async function benchFulfilment(): Promise<void> {
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const database = process.env.BENCH_DATABASE_NAME ?? `sameday_bench_fulfilment_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(database))
    throw new Error(`BENCH_DATABASE_NAME: ${database} is not a plain database name`);
  const admin = new pg.Client({ connectionString: settings.adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = withDatabase(settings.adminUrl, database);
  const server = await startServer(settings.port, { DATABASE_URL: databaseUrl, RATE_LIMIT_MULTIPLIER: '1000' });
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { email } = await benchMerchant(server.url, 'fulfilment');
    const { rows } = await client.query<{ account_id: string }>(
      'select primary_account_id as account_id from users where email = $1',
      [email],
    );
    const accountId = rows[0]?.account_id as string;
    const seedStarted = performance.now();
    await seed(client, accountId);
    console.log(
      `seeded ${settings.totalSkus.toLocaleString('en-US')} SKUs over ${settings.accounts} accounts in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; the measured account holds ${settings.accountSkus.toLocaleString('en-US')}`,
    );
    const base = `${server.url}/api/platform/api/fulfilment`;
    // The seed takes longer than a session lasts: sign in again.
    const fresh = await benchSignIn(server.url, email);
    await benchInventoryList(base, fresh);
    await benchReservations(client, base, fresh);
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await client.end();
    await server.stop();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
