// /metrics (decision 065) on a real database: only for the bearer token of METRICS_TOKEN (absent
// without one), and its series move with what the server does — requests by route pattern (never
// an id), failed answers, durable jobs waiting, webhook delivery attempts, the pool, the event loop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';
import { newMerchant } from '../test/orders';
import { startReceiver } from '../test/stand-ins/webhook-receiver/stand-in';
import { call, ok } from '../test/teams';

const TOKEN = 'scrape-Token-7f3kq9Zp2Lr8Wx4Nc6Vb';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    webhooks: { httpHosts: ['127.0.0.1'], timeoutMs: 3000 },
    observability: { metricsToken: TOKEN, traces: null },
  });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series in the text format (0 when the series is not there). */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe('/metrics', () => {
  it('answers only the bearer token of METRICS_TOKEN, and does not exist without one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-size-1234', `Basic ${TOKEN}`, TOKEN]) {
      const refused = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.json()).toMatchObject({
        code: 'unauthenticated',
        message: 'The metrics token is missing or wrong.',
      });
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('http_request_duration_seconds');
    }
    const withoutToken = await buildApp({
      config: { ...t.config, observability: { metricsToken: null, traces: null } },
      db: t.database.db,
      logger: false,
    });
    try {
      const absent = await withoutToken.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(absent.statusCode).toBe(404);
      expect(absent.json().code).toBe('not_found');
    } finally {
      await withoutToken.close();
    }
    // In the API reference with its answers, as every route is.
    const reference = (await t.app.inject({ url: '/api/docs/json' })).json();
    const responses = reference.paths['/metrics']?.get?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '401']));
    expect(responses['200'].description).toMatch(/Prometheus text exposition format/);
  });

  it('counts requests and failed answers by route pattern, never by the ids in the path', async () => {
    const merchant = await newMerchant(t);
    const envLine = { method: 'GET', route: '/env.json', status_code: '200' };
    const orderRoute = '/api/platform/quiqdash/order/:id';
    const before = await scrape();
    for (let index = 0; index < 3; index += 1) expect((await t.app.inject({ url: '/env.json' })).statusCode).toBe(200);
    const ids = ['SD-metrics-4417', 'SD-metrics-5528'];
    for (const id of ids)
      expect((await call(t.app, 'GET', `/quiqdash/order/${id}`, merchant.token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/platform/no-such-route-9931' })).statusCode).toBe(404);
    const after = await scrape();

    const count = (text: string, labels: Record<string, string>) =>
      sampleOf(text, 'http_request_duration_seconds_count', labels);
    expect(count(after, envLine) - count(before, envLine)).toBe(3);
    const orderLine = { method: 'GET', route: orderRoute, status_code: '404' };
    expect(count(after, orderLine) - count(before, orderLine)).toBe(2);
    const errors = { method: 'GET', route: orderRoute, status_class: '4xx' };
    expect(
      sampleOf(after, 'http_request_errors_total', errors) - sampleOf(before, 'http_request_errors_total', errors),
    ).toBe(2);
    expect(sampleOf(after, 'http_request_errors_total', { route: '(unmatched)', status_class: '4xx' })).toBeGreaterThan(
      0,
    );
    // The slowest bucket holds every request of the route; the raw paths are nowhere.
    expect(sampleOf(after, 'http_request_duration_seconds_bucket', { ...envLine, le: '+Inf' })).toBe(
      count(after, envLine),
    );
    for (const id of ids) expect(after).not.toContain(id);
    expect(after).not.toContain('no-such-route-9931');
  });

  it('shows the durable jobs waiting per queue and how long the oldest due one has waited', async () => {
    const queue = 'metrics.sample';
    const line = { queue, state: 'queued' };
    expect(sampleOf(await scrape(), 'sameday_jobs_waiting', line)).toBe(0);
    const minuteAgo = new Date(Date.now() - 60_000);
    await t.app.jobs.enqueue(queue, { n: 1 }, { runAt: minuteAgo });
    await t.app.jobs.enqueue(queue, { n: 2 });
    await t.app.jobs.enqueue(queue, { n: 3 }, { runAt: new Date(Date.now() + 3_600_000) });
    const queued = await scrape();
    expect(sampleOf(queued, 'sameday_jobs_waiting', line)).toBe(3);
    const oldest = sampleOf(queued, 'sameday_jobs_oldest_due_seconds', { queue });
    expect(oldest).toBeGreaterThanOrEqual(59);
    expect(oldest).toBeLessThan(600);

    t.app.jobs.handle(queue, async () => undefined);
    await t.app.jobs.drain();
    const worked = await scrape();
    // The job planned in an hour still waits; the two due ones are done, and the queue's line stays.
    expect(sampleOf(worked, 'sameday_jobs_waiting', line)).toBe(1);
    expect(worked).toContain(`sameday_jobs_oldest_due_seconds{queue="${queue}"} 0`);
  });

  it('counts webhook delivery attempts that succeeded and failed', async () => {
    const merchant = await newMerchant(t);
    const created = ok<{ endpoint: { id: string } }>(
      await call(t.app, 'POST', '/webhooks/endpoints', merchant.token, {
        url: receiver.url,
        events: ['order.created'],
      }),
    );
    const attempts = (text: string, outcome: string) =>
      sampleOf(text, 'sameday_webhook_delivery_attempts_total', { outcome });
    const before = await scrape();
    ok(await call(t.app, 'POST', `/webhooks/endpoints/${created.endpoint.id}/test`, merchant.token));
    await t.app.jobs.drain();
    const delivered = await scrape();
    expect(attempts(delivered, 'succeeded') - attempts(before, 'succeeded')).toBe(1);
    expect(attempts(delivered, 'failed') - attempts(before, 'failed')).toBe(0);

    receiver.answer(500);
    ok(await call(t.app, 'POST', `/webhooks/endpoints/${created.endpoint.id}/test`, merchant.token));
    await t.app.jobs.drain();
    const failed = await scrape();
    expect(attempts(failed, 'failed') - attempts(before, 'failed')).toBe(1);
    expect(receiver.received).toHaveLength(2);
  });

  it("reports the event loop's delay, the process, and the pool where the driver tells it", async () => {
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_user_seconds_total',
    ]) {
      expect(text, name).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    if (t.database.driver === 'postgres') {
      // The scrape itself read the jobs through the pool: at least one connection exists.
      const connections =
        sampleOf(text, 'sameday_db_pool_connections', { state: 'idle' }) +
        sampleOf(text, 'sameday_db_pool_connections', { state: 'in_use' });
      expect(connections).toBeGreaterThan(0);
      expect(text).toMatch(/^sameday_db_pool_waiting_queries \d+$/m);
    } else if (process.env.TEST_PGLITE_WORKER === '1') {
      expect(text).toMatch(/^sameday_db_embedded_pending_calls \d+$/m);
    } else {
      // PGlite in this thread: nothing to tell, and no empty series.
      expect(text).not.toContain('sameday_db_pool');
    }
  });
});
