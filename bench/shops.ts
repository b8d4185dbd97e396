// `npm run bench -- shops`: the shop integrations as a busy shop meets them, on the product started as
// `npm start` starts it (PGlite, or PostgreSQL with BENCH_DATABASE_URL) and pointed at the Shopify
// stand-in of the tests (the same protocol as Shopify's):
// - a burst of 1,000 signed orders/create webhooks, 50 at a time: how fast each is acknowledged
//   (Shopify retries after 5 s) and how long until all 1,000 are orders, none lost, none twice;
// - "Import recent orders" of 10,000 shop orders: time until done, orders made;
// - the carrier-service rate callback (checkout waits on it): p50/p95 over sequential calls.
import { loadavg } from 'node:os';
import {
  type ShopifyStandIn,
  shopifyOrder,
  startShopifyStandIn,
} from '../apps/api/src/test/stand-ins/shopify/stand-in';
import { BENCH_PASSWORD, benchMerchant, machine, percentile, startServer } from './server';

const APP = { apiKey: 'bench-shopify-app', apiSecret: 'bench-shopify-secret-of-the-app-xxxxxxxx' };
const BURST = Number(process.env.BENCH_SHOP_BURST ?? 1000);
const BACKFILL = Number(process.env.BENCH_SHOP_BACKFILL ?? 10_000);
const RATE_CALLS = Number(process.env.BENCH_SHOP_RATES ?? 300);
const CONCURRENCY = 50;

type Api = { url: string; token: string; email?: string };

/** Signs the bench merchant in again: a 10,000-order import on a loaded machine outlasts a session. */
async function signInAgain(api: Api): Promise<void> {
  const signedIn = await fetch(`${api.url}/api/platform/identity/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: api.email, password: BENCH_PASSWORD }),
  });
  if (!signedIn.ok) throw new Error(`sign-in failed: ${await signedIn.text()}`);
  api.token = ((await signedIn.json()) as { token: string }).token;
}

async function call<T>(api: Api, method: string, path: string, body?: unknown, retried = false): Promise<T> {
  const response = await fetch(`${api.url}/api/platform${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status === 401 && api.email && !retried) {
    await signInAgain(api);
    return call<T>(api, method, path, body, true);
  }
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A merchant with a pickup address: shop orders are placed from it. */
async function shopMerchant(url: string, label: string): Promise<Api> {
  const { token, email } = await benchMerchant(url, label);
  const api = { url, token, email };
  await call(api, 'POST', '/partner/addresses', {
    locationName: 'Main warehouse',
    contactName: 'Bench',
    phone: '+971501234567',
    addressLine1: 'Al Quoz Industrial 3',
    area: 'Al Quoz',
    emirate: 'Dubai',
  });
  return api;
}

/** The whole install over HTTP: our connect call, the stand-in's approval, back to our callback. */
async function connect(api: Api, shop: string): Promise<string> {
  const begun = await fetch(`${api.url}/api/platform/integrations/shopify/connect`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ shop }),
  });
  if (!begun.ok) throw new Error(`connect: ${begun.status} ${await begun.text()}`);
  const { authorizeUrl } = (await begun.json()) as { authorizeUrl: string };
  // The browser keeps the signed state cookie and brings it back to the callback.
  const cookie = begun.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const approval = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(approval.headers.get('location') ?? '');
  const callback = await fetch(`${api.url}${back.pathname}${back.search}`, { redirect: 'manual', headers: { cookie } });
  if (callback.status !== 302) throw new Error(`callback: ${callback.status}`);
  const list = await call<{ id: string; shop: string }[]>(api, 'GET', '/integrations/connections');
  const connection = list.find((c) => c.shop === shop);
  if (!connection) throw new Error('not connected');
  return connection.id;
}

/** The account's orders, all states (the orders screen's counts). */
async function orderCount(api: Api): Promise<number> {
  return (await call<{ total: number }>(api, 'GET', '/quiqdash/orders/group_counts')).total;
}

/** Runs `task(i)` for i in 0..n-1, `concurrency` at a time. */
async function pool(n: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

async function untilOrders(api: Api, expected: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const made = await orderCount(api);
    if (made >= expected || Date.now() > deadline) return made;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function burst(api: Api, shopify: ShopifyStandIn, shop: string) {
  const before = await orderCount(api);
  const acks: number[] = [];
  let refused = 0;
  const started = performance.now();
  await pool(BURST, CONCURRENCY, async (i) => {
    const sent = performance.now();
    const status = await shopify.deliver(shop, 'orders/create', shopifyOrder(100_000 + i), `bench-burst-${i}`);
    acks.push(performance.now() - sent);
    if (status !== 200) refused += 1;
  });
  const acknowledged = performance.now() - started;
  // Shopify delivers again what it believes lost: the first 100 once more change nothing.
  await pool(100, CONCURRENCY, async (i) => {
    await shopify.deliver(shop, 'orders/create', shopifyOrder(100_000 + i), `bench-burst-${i}`);
  });
  const made = (await untilOrders(api, before + BURST, Number(process.env.BENCH_SHOP_WAIT_MS ?? 600_000))) - before;
  const done = performance.now() - started;
  acks.sort((a, b) => a - b);
  console.log(
    `webhook burst: ${BURST} orders/create, ${CONCURRENCY} at a time: acknowledged in ${(acknowledged / 1000).toFixed(2)} s ` +
      `(ack p50 ${percentile(acks, 50).toFixed(0)} ms, p95 ${percentile(acks, 95).toFixed(0)} ms, p99 ${percentile(acks, 99).toFixed(0)} ms, ` +
      `${refused} not 200); all orders made after ${(done / 1000).toFixed(2)} s: ${made} orders (expected ${BURST}, 100 redeliveries ignored)`,
  );
}

async function backfill(api: Api, shopify: ShopifyStandIn, shop: string, connectionId: string) {
  const now = Date.now();
  shopify.holdOrders(
    shop,
    Array.from({ length: BACKFILL }, (_, i) =>
      shopifyOrder(500_000 + i, { created_at: new Date(now - (BACKFILL - i) * 20_000).toISOString() }),
    ),
  );
  const started = performance.now();
  await call(api, 'POST', `/integrations/connections/${connectionId}/import`, { days: 7 });
  type Run = { status: string; processed: number; imported: number; skipped: number; failed: number };
  let run: Run | null = null;
  for (;;) {
    ({ run } = await call<{ run: Run | null }>(api, 'GET', `/integrations/connections/${connectionId}/import`));
    if (run && run.status !== 'running') break;
    if (performance.now() - started > 900_000) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `import recent orders: ${BACKFILL} shop orders in ${seconds.toFixed(2)} s (${(BACKFILL / seconds).toFixed(0)} orders/s): ` +
      `${run?.status}, ${run?.imported} imported, ${run?.skipped} skipped, ${run?.failed} failed`,
  );
}

async function rateCallback(url: string, shopify: ShopifyStandIn, shop: string) {
  const payload = {
    rate: {
      origin: { country: 'AE', province: 'Dubai' },
      destination: { country: 'AE', province: 'Dubai', city: 'Dubai' },
      items: [{ grams: 500, quantity: 2 }],
      currency: 'AED',
    },
  };
  const times: number[] = [];
  for (let i = 0; i < RATE_CALLS; i += 1) {
    const { body, headers } = shopify.signedWebhook(shop, 'carrier/rates', payload);
    const started = performance.now();
    const response = await fetch(`${url}/api/platform/integrations/shopify/rates`, { method: 'POST', headers, body });
    const answer = (await response.json()) as { rates?: unknown[] };
    times.push(performance.now() - started);
    if (!response.ok || !answer.rates?.length) throw new Error(`rates: ${response.status}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `carrier-service rate callback, ${RATE_CALLS} sequential: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  );
}

export async function benchShops() {
  const shopify = await startShopifyStandIn(APP);
  const port = Number(process.env.BENCH_PORT ?? 3300);
  const url = `http://127.0.0.1:${port}`;
  const database = process.env.BENCH_DATABASE_URL;
  const server = await startServer(port, {
    PUBLIC_URL: url,
    SHOPIFY_API_KEY: APP.apiKey,
    SHOPIFY_API_SECRET: APP.apiSecret,
    SHOPIFY_API_BASE_URL: shopify.baseUrl,
    ...(database ? { DATABASE_URL: database } : {}),
  });
  console.log(`shops bench on ${database ? 'PostgreSQL' : 'PGlite'}, ${machine()}, load ${loadavg()[0]?.toFixed(1)}`);
  try {
    const api = await shopMerchant(url, 'shops');
    const burstShop = 'bench-burst.myshopify.com';
    await connect(api, burstShop);
    await burst(api, shopify, burstShop);
    const importApi = await shopMerchant(url, 'shops-import');
    const importShop = 'bench-backfill.myshopify.com';
    await backfill(importApi, shopify, importShop, await connect(importApi, importShop));
    await rateCallback(url, shopify, burstShop);
    console.log(`load after: ${loadavg()[0]?.toFixed(1)}`);
  } finally {
    await server.stop();
    await shopify.close();
  }
}
