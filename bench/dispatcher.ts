// The dispatcher bench on PostgreSQL: `POST /dispatcher/evaluate` against an active rule set
// of 100 rules (p95 over sequential requests), and one `POST /dispatcher/resolve-carrier`
// deciding and storing 10,000 orders at once. Sizes are flags: BENCH_DISPATCHER_RULES,
// BENCH_DISPATCHER_ORDERS, BENCH_ROUNDS.

import { loadavg } from 'node:os';
import pg from 'pg';
import { benchMerchant, percentile, startServer, withDatabase } from './server';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  rules: Number(process.env.BENCH_DISPATCHER_RULES ?? 100),
  orders: Number(process.env.BENCH_DISPATCHER_ORDERS ?? 10_000),
  rounds: Number(process.env.BENCH_ROUNDS ?? 200),
  port: Number(process.env.BENCH_PORT ?? 3305),
};

const EMIRATES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'];

/** Rule n of the set: a few conditions none of the bench orders meets but the last rules. */
function ruleBody(n: number) {
  return {
    name: `Rule ${n}`,
    conditions: [
      { field: 'destination_emirate', operator: 'in', value: [EMIRATES[n % EMIRATES.length]] },
      { field: 'weight_kg', operator: 'gt', value: 40 + (n % 20) },
      { field: 'reference', operator: 'matches', value: `R${n}-*` },
    ],
    action: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' },
  };
}

/** Orders of the account, set-based: a tenth heavy Abu Dhabi parcels, the rest light. */
async function seedOrders(client: pg.Client, accountId: string, count: number) {
  await client.query(
    `insert into orders (id, account_id, status, service_kind, service_date, pickup_location_id, pickup,
       recipient_name, recipient_phone, dropoff, payment_mode, cod_amount_fils, price_fils, created_by)
     select 'bord' || lpad(g::text, 8, '0'), $1, 'pending', 'next_day', '2026-11-25', 'adr_bench',
       '{"emirate":"Dubai"}'::jsonb, 'Bench Recipient', '+971501234567',
       jsonb_build_object('emirate', (array['Dubai','Abu Dhabi','Sharjah'])[1 + g % 3]),
       case when g % 4 = 0 then 'cod' else 'prepaid' end, case when g % 4 = 0 then 25000 else 0 end, 2500, 'Bench'
     from generate_series(1, $2::int) g`,
    [accountId, count],
  );
  await client.query(
    `insert into order_items (id, order_id, account_id, name, quantity, weight_grams, position)
     select 'bitm' || lpad(g::text, 8, '0'), 'bord' || lpad(g::text, 8, '0'), $1, 'Bench item', 1,
       case when g % 10 = 0 then 14000 else 800 end, 0
     from generate_series(1, $2::int) g`,
    [accountId, count],
  );
  await client.query('analyze orders; analyze order_items');
}

export async function benchDispatcher(): Promise<void> {
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const database = `sameday_bench_dispatcher_${process.pid}`;
  const admin = new pg.Client({ connectionString: settings.adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = withDatabase(settings.adminUrl, database);
  const server = await startServer(settings.port, { DATABASE_URL: databaseUrl, RATE_LIMIT_MULTIPLIER: '1000' });
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { email, token } = await benchMerchant(server.url, 'dispatcher');
    const { rows } = await client.query<{ account_id: string }>(
      'select primary_account_id as account_id from users where email = $1',
      [email],
    );
    const accountId = rows[0]?.account_id as string;
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}/api/platform${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const { ruleSet } = (await api('POST', '/partner/dispatcher/rule-sets', { name: 'Bench', active: true })) as {
      ruleSet: { id: string };
    };
    for (let n = 1; n <= settings.rules; n += 1)
      await api('POST', `/dispatcher/rule-sets/${ruleSet.id}/rules`, ruleBody(n));
    // The last rule catches heavy Abu Dhabi parcels: every evaluation reads all the rules before it.
    await api('POST', `/dispatcher/rule-sets/${ruleSet.id}/rules`, {
      name: 'Heavy to Abu Dhabi',
      conditions: [
        { field: 'destination_emirate', operator: 'in', value: ['Abu Dhabi'] },
        { field: 'weight_kg', operator: 'gt', value: 10 },
      ],
      action: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' },
    });

    const facts = { destinationEmirate: 'Abu Dhabi', serviceKind: 'same_day', weightKg: 14, reference: 'SHOP-1' };
    for (let i = 0; i < 20; i += 1) await api('POST', '/dispatcher/evaluate', { facts });
    const samples: number[] = [];
    for (let i = 0; i < settings.rounds; i += 1) {
      const started = performance.now();
      await api('POST', '/dispatcher/evaluate', { facts });
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `evaluate, ${settings.rules + 1} rules, full trace: p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${percentile(samples, 95).toFixed(1)} ms  max ${(samples.at(-1) ?? 0).toFixed(1)} ms  (${samples.length} requests)`,
    );

    await seedOrders(client, accountId, settings.orders);
    const orderIds = Array.from({ length: settings.orders }, (_, i) => `bord${String(i + 1).padStart(8, '0')}`);
    const started = performance.now();
    const answer = (await api('POST', '/dispatcher/resolve-carrier', { orderIds })) as {
      decisions: { carrier: string | null }[];
    };
    const elapsed = performance.now() - started;
    const heavy = answer.decisions.filter((d) => d.carrier === 'aramex').length;
    const stored = await client.query<{ n: string }>(
      'select count(*) as n from dispatcher_decisions where account_id = $1',
      [accountId],
    );
    console.log(
      `resolve-carrier, ${settings.orders.toLocaleString('en-US')} orders in one call, ${settings.rules + 1} rules: ${elapsed.toFixed(0)} ms (HTTP, decide, store); ${stored.rows[0]?.n} decisions stored, ${heavy} to Aramex`,
    );
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
