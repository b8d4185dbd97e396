// The orders bench (issue #4): one million orders over 500 accounts in PostgreSQL,
// then the orders list, search and group counts of one account through the API,
// 1,000 labels in one PDF, and the orders page's time to interactive in Chromium
// for the account that holds 100,000 of them.

import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/chromium';
import { BENCH_PASSWORD, benchMerchant, percentile, startServer, withDatabase } from './server';

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  totalOrders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  accounts: Number(process.env.BENCH_ACCOUNTS ?? 500),
  /** Orders of the measured account: the browser figure asks for 100,000. */
  measuredOrders: Number(process.env.BENCH_ACCOUNT_ORDERS ?? 100_000),
  rounds: Number(process.env.BENCH_ROUNDS ?? 200),
  port: Number(process.env.BENCH_PORT ?? 3300),
};

type Timings = { p50: number; p95: number; p99: number; max: number; count: number };
function summarise(samples: number[]): Timings {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    count: sorted.length,
  };
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (name: string, t: Timings) =>
  `${name.padEnd(34)} p50 ${ms(t.p50)}  p95 ${ms(t.p95)}  p99 ${ms(t.p99)}  max ${ms(t.max)}  (${t.count} requests)`;

/**
 * Fills the database with set-based SQL: a merchant registered through the API
 * owns `measuredOrders`, the rest go round the other accounts. Orders spread
 * over the last 60 days across every state, with names, phones and references
 * to search for, and one item each.
 */
async function seed(client: pg.Client, accountId: string) {
  const others = settings.accounts - 1;
  await client.query(
    `insert into accounts (id, name, client_type, vertical, orders_per_month, phone)
     select 'bench-acc-' || g, 'Bench store ' || g, 'business', 'Fashion', '500+', '+971500000000'
     from generate_series(1, $1::int) g`,
    [others],
  );
  const chunk = 100_000;
  for (let start = 1; start <= settings.totalOrders; start += chunk) {
    const end = Math.min(settings.totalOrders, start + chunk - 1);
    await client.query(
      `insert into orders (id, account_id, status, service_kind, service_date, partner_order_id, pickup_location_id,
         pickup, recipient_name, recipient_phone, dropoff, payment_mode, cod_amount_fils, price_fils, created_by,
         created_at, updated_at)
       select 'SDB' || lpad(g::text, 9, '0'),
         case when g <= $3 then $4 else 'bench-acc-' || (1 + g % $5) end,
         (array['pending','ready_for_collection','collected','received_at_depot','out_for_delivery',
           'delivery_complete','delivery_complete','delivery_complete','delivery_failed','on_hold','cancelled',
           'return_to_origin','returned_to_origin'])[1 + g % 13],
         (array['same_day','next_day','next_day'])[1 + g % 3],
         to_char(now() - ((g % 60) || ' days')::interval, 'YYYY-MM-DD'),
         case when g % 4 = 0 then null else 'REF-' || g end,
         'loc-bench',
         jsonb_build_object('kind','pickup','locationId','loc-bench','locationName','Main warehouse',
           'contactName','Bench Merchant','phone','+971501234567','addressLine1','Al Quoz Industrial 3',
           'addressLine2','Warehouse 12','apartmentNumber','','area','Al Quoz','emirate','Dubai'),
         n.name,
         '+9715' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
         jsonb_build_object('kind','dropoff','name',n.name,'phone','+9715' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
           'addressLine1','Marina Heights Tower','addressLine2','Floor ' || (g % 40),'apartmentNumber',(g % 900)::text,
           'area',(array['Dubai Marina','Jumeirah','Deira','Al Barsha','Business Bay','Khalifa City'])[1 + g % 6],
           'emirate',(array['Dubai','Dubai','Abu Dhabi','Sharjah'])[1 + g % 4],
           'latitude',null,'longitude',null,'notes',''),
         case when g % 3 = 0 then 'cod' else 'prepaid' end,
         case when g % 3 = 0 then 5000 + (g % 50000) else 0 end,
         1800 + (g % 3) * 700,
         'Bench Merchant',
         -- each account's orders spread over the last 60 days
         now() - (case when g <= $3 then g::double precision / $3
           else (g - $3)::double precision / greatest(1, $2 - $3) end) * interval '60 days'
           - (g % 997) * interval '1 second',
         now()
       from generate_series($1::int, $6::int) g
       cross join lateral (select (array['Aisha Rahman','Omar Khalid','Fatima Al Mansoori','Rahul Menon',
         'Maria Santos','Yousef Haddad','Priya Nair','John Carter','Layla Hassan','Ahmed Saeed',
         'عائشة المنصوري','محمد العلي'])[1 + (g * 31) % 12] || ' ' || (g % 97) as name) n`,
      [start, settings.totalOrders, settings.measuredOrders, accountId, others, end],
    );
    await client.query(
      `insert into order_items (id, order_id, account_id, name, quantity, weight_grams, barcode, position)
       select 'itm' || substr(o.id, 4), o.id, o.account_id, 'Parcel', 1 + (substr(o.id, 4)::int % 3), 750, null, 0
       from orders o where o.id between $1 and $2`,
      [`SDB${String(start).padStart(9, '0')}`, `SDB${String(end).padStart(9, '0')}`],
    );
    process.stdout.write(`\rseeded ${end.toLocaleString('en-US')} orders`);
  }
  process.stdout.write('\n');
  // A running database has been vacuumed by autovacuum: index-only scans see a visibility map.
  await client.query('vacuum analyze');
}

async function api<T>(url: string, token: string): Promise<{ body: T; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { body, ms: performance.now() - started };
}

async function timeRequests(urls: string[], token: string): Promise<Timings> {
  const samples: number[] = [];
  for (const url of urls) samples.push((await api(url, token)).ms);
  return summarise(samples);
}

/** Time from navigation to the All tab until the first order row is on screen and its checkbox answers a click. */
async function timeToInteractive(baseUrl: string, email: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => window.localStorage.setItem('onboarding', 'done'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('[data-row-index="0"]').waitFor({ timeout: 60_000 });
    const runs: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await page.goto(`${baseUrl}/?tab=all`, { waitUntil: 'commit' });
      const checkbox = page.locator('[data-row-index="0"] input[type="checkbox"]');
      await checkbox.click({ timeout: 60_000 });
      await page.locator('[data-row-index="0"] input[type="checkbox"]:checked').waitFor();
      runs.push(performance.now() - started);
    }
    // Scrolling deep: down to row 400 (eight pages fetched on the way), counting the rows kept in the DOM.
    const scrollStarted = performance.now();
    const target = page.locator('[data-row-index="400"]');
    // The table fetches the next page as its end comes into view: scroll on until row 400 is there.
    while ((await target.count()) === 0) {
      if (performance.now() - scrollStarted > 60_000) throw new Error('row 400 never came into view');
      await page.evaluate(() => window.scrollBy(0, 1500));
      await page.waitForTimeout(50);
    }
    const scrollMs = performance.now() - scrollStarted;
    const rowsInDom = await page.locator('[data-row-index]').count();
    console.log(`orders page: scrolled to row 400 in ${ms(scrollMs)} with ${rowsInDom} rows in the DOM`);
    return runs;
  } finally {
    await browser.close();
  }
}

export async function benchOrders(): Promise<void> {
  const database = `sameday_bench_orders_${process.pid}`;
  const admin = new pg.Client({ connectionString: settings.adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = withDatabase(settings.adminUrl, database);
  const server = await startServer(settings.port, { DATABASE_URL: databaseUrl, RATE_LIMIT_MULTIPLIER: '1000' });
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { email, token } = await benchMerchant(server.url, 'orders');
    const { rows } = await client.query<{ account_id: string }>(
      'select primary_account_id as account_id from users where email = $1',
      [email],
    );
    const accountId = rows[0]?.account_id as string;
    const seedStarted = performance.now();
    await seed(client, accountId);
    console.log(
      `seeded ${settings.totalOrders.toLocaleString('en-US')} orders over ${settings.accounts} accounts in ${(
        (performance.now() - seedStarted) / 1000
      ).toFixed(1)} s; the measured account holds ${settings.measuredOrders.toLocaleString('en-US')}`,
    );

    const base = `${server.url}/api/platform/quiqdash`;
    const n = settings.rounds;

    // Warm the pool and the caches once, as a running server would be.
    await api(`${base}/orders?limit=50`, token);

    const firstPages = await timeRequests(
      Array.from({ length: n }, () => `${base}/orders?limit=50`),
      token,
    );
    const deepPages: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < n; page += 1) {
      const answer: { body: { nextCursor: string | null }; ms: number } = await api(
        `${base}/orders?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        token,
      );
      deepPages.push(answer.ms);
      cursor = answer.body.nextCursor;
    }
    const groups = ['pending', 'ready_for_collection', 'in_transit', 'attention', 'delivered', 'returns', 'cancelled'];
    const tabs = await timeRequests(
      Array.from({ length: n }, (_, i) => `${base}/orders?limit=50&group=${groups[i % groups.length]}`),
      token,
    );
    const terms = ['Aisha', 'REF-4242', '0501', 'SDB0000123', 'Marina', 'محمد', 'no such recipient', 'Omar Khalid 5'];
    const search = await timeRequests(
      Array.from(
        { length: n },
        (_, i) => `${base}/orders?limit=50&q=${encodeURIComponent(terms[i % terms.length] as string)}`,
      ),
      token,
    );
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const counts = await timeRequests(
      Array.from({ length: n }, (_, i) =>
        i % 2 === 0 ? `${base}/orders/group_counts?from=${monthAgo}&to=${today}` : `${base}/orders/group_counts`,
      ),
      token,
    );
    const reportFrom = (days: number) => new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const reports = await timeRequests(
      Array.from(
        { length: n },
        (_, i) => `${base}/reports/summary?from=${reportFrom([7, 30, 90][i % 3] as number)}&to=${today}`,
      ),
      token,
    );
    console.log(line('orders list, first page', firstPages));
    console.log(line(`orders list, pages 1–${n} by cursor`, summarise(deepPages)));
    console.log(line('orders list, a state tab', tabs));
    console.log(line('search (name, ref, phone, id, none)', search));
    console.log(line('group counts (30 days / all time)', counts));
    console.log('target: p95 under 50 ms for one account among 1,000,000 orders');
    console.log(line('delivery report (7 / 30 / 90 days)', reports));
    console.log('target: p95 under 500 ms for a report over every order of the account (100,000)');

    const labelIds = (
      await client.query<{ id: string }>(
        'select id from orders where account_id = $1 order by created_at desc limit 1000',
        [accountId],
      )
    ).rows.map((row) => row.id);
    const labelRuns: number[] = [];
    let pdfBytes = 0;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/orders/labels/${labelIds.join(',')}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const pdf = Buffer.from(await response.arrayBuffer());
      if (!response.ok || pdf.subarray(0, 5).toString() !== '%PDF-')
        throw new Error(`labels failed: ${response.status}`);
      labelRuns.push(performance.now() - started);
      pdfBytes = pdf.length;
    }
    labelRuns.sort((a, b) => a - b);
    console.log(
      `1,000 labels (4×6) in one PDF: median ${ms(labelRuns[1] as number)} over 3 runs, ${(pdfBytes / 2 ** 20).toFixed(1)} MiB (target under 5 s)`,
    );

    const tti = (await timeToInteractive(server.url, email)).sort((a, b) => a - b);
    console.log(
      `orders page, All tab of ${settings.measuredOrders.toLocaleString('en-US')} orders: time to interactive median ${ms(
        tti[Math.floor(tti.length / 2)] as number,
      )}, best ${ms(tti[0] as number)}, worst ${ms(tti.at(-1) as number)} (5 loads)`,
    );
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${database} (BENCH_KEEP_DATABASE)`);
    else await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
