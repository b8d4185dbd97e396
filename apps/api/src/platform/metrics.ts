// Prometheus metrics (decision 065). This file, and prom-client with it, is loaded only when
// METRICS_TOKEN is set (app.ts): without a token there is no /metrics, and start-up pays nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorShapeSchema, REQUEST_MESSAGES, RUNTIME_PATHS } from '@sameday/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { z } from 'zod';
import type { BaseDb } from '../db/client';
import { AppError } from './errors';
import { processCounts } from './observations';
import { withTimeout } from './readiness';
import { withSchemas } from './schemas';
import { jobs } from './tables';

/** The label of a request no route matched: its raw path could hold anything, so it is never a label. */
const UNMATCHED = '(unmatched)';

/** Seconds: from a cached answer (a few ms) to the slowest the overload guard lets through. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How long the scrape waits for the database's numbers before answering without them. */
const DATABASE_READ_MS = 2_000;

export type Metrics = { registry: client.Registry };

/**
 * The process's own series (event-loop delay, memory, CPU, handles) and one line per request in
 * a latency histogram by route pattern — `/api/platform/quiqdash/order/:id`, never the path with
 * its ids — with a count of failed answers beside it. Called before any route is registered, so
 * every route's answers are counted.
 */
export function recordRequests(app: FastifyInstance): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new client.Counter({
    name: 'http_request_errors_total',
    help: 'Answers with a 4xx or 5xx status, by route pattern',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  new client.Counter({
    name: 'sameday_webhook_delivery_attempts_total',
    help: 'Attempts at webhook deliveries made by this process: succeeded (a 2xx answer) or failed',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, count] of Object.entries(processCounts.webhookAttempts)) this.inc({ outcome }, count);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    duration.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
    if (status >= 400) errors.inc({ method: request.method, route, status_class: status >= 500 ? '5xx' : '4xx' });
  });
  return { registry };
}

/** Whether the request carries the metrics token, compared in constant time. */
function hasToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; any other
 * caller gets 401. Answered outside the API (no session, no rate limit, not behind the overload
 * guard), so a busy server still reports why it is busy.
 */
export function serveMetrics(app: FastifyInstance, metrics: Metrics, options: { token: string; db: BaseDb }): void {
  const readDatabase = databaseGauges(metrics.registry, options.db);
  withSchemas(app).get(
    RUNTIME_PATHS.metrics,
    {
      schema: {
        tags: ['runtime'],
        summary: 'Metrics in the Prometheus text format',
        description:
          'For a Prometheus scraper: send `Authorization: Bearer <METRICS_TOKEN>`. The route exists only when METRICS_TOKEN is set.',
        response: {
          200: z.string().describe('The Prometheus text exposition format, version 0.0.4'),
          401: ErrorShapeSchema.describe('unauthenticated: the metrics token is missing or wrong'),
        },
      },
    },
    async (request, reply) => {
      if (!hasToken(request.headers.authorization, options.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('unauthenticated', REQUEST_MESSAGES.metricsTokenNeeded);
      }
      await readDatabase(request.log);
      reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
      return metrics.registry.metrics();
    },
  );
}

type WaitingRow = { queue: string; state: string; count: number; oldest_due_seconds: number | null };

/**
 * The durable jobs waiting, per queue (queued or running), and how long the oldest due one has
 * waited; and the connection pool where the driver tells it. Read once per scrape, before the
 * text is written. A queue seen once keeps reporting (0) when it empties, so its line never
 * vanishes from a graph or an alert.
 */
function databaseGauges(registry: client.Registry, db: BaseDb) {
  const waiting = new client.Gauge({
    name: 'sameday_jobs_waiting',
    help: 'Durable jobs queued (due now or later) or running, per queue',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const oldest = new client.Gauge({
    name: 'sameday_jobs_oldest_due_seconds',
    help: 'How long the oldest queued job that is due has been waiting, per queue (0: none due)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const readPool = poolGauges(registry, db);
  const seen = new Set<string>();
  return async (log: { warn: (details: object, message: string) => void }) => {
    readPool();
    try {
      const rows = await withTimeout(waitingJobs(db), DATABASE_READ_MS);
      waiting.reset();
      oldest.reset();
      for (const row of rows) seen.add(row.queue);
      for (const queue of seen) {
        for (const state of ['queued', 'running']) waiting.set({ queue, state }, 0);
        oldest.set({ queue }, 0);
      }
      for (const row of rows) {
        waiting.set({ queue: row.queue, state: row.state }, Number(row.count));
        if (row.oldest_due_seconds !== null)
          oldest.set({ queue: row.queue }, Math.max(0, Number(row.oldest_due_seconds)));
      }
    } catch (error) {
      // The scrape still answers (the process's own series); the job lines keep their last values.
      log.warn({ err: error instanceof Error ? error.message : String(error) }, 'metrics: jobs not read');
    }
  };
}

async function waitingJobs(db: BaseDb): Promise<WaitingRow[]> {
  const result = await db.execute(sql`
    select ${jobs.queue} as queue, ${jobs.state} as state, count(*)::int as count,
      extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} <= now()))::float8
        as oldest_due_seconds
    from ${jobs}
    where ${jobs.state} in ('queued', 'running')
    group by ${jobs.queue}, ${jobs.state}`);
  return (result as unknown as { rows: WaitingRow[] }).rows;
}

type PgPool = { totalCount: number; idleCount: number; waitingCount: number };

/**
 * PostgreSQL (node-postgres' pool): connections idle and in use, and queries waiting for one.
 * The embedded database in its thread: calls sent and not yet answered. PGlite in this thread
 * (tests, tools) tells nothing.
 */
function poolGauges(registry: client.Registry, db: BaseDb): () => void {
  const driver = (db as unknown as { $client?: Partial<PgPool> & { pendingCalls?: number } }).$client;
  if (typeof driver?.totalCount === 'number') {
    const pool = driver as PgPool;
    const connections = new client.Gauge({
      name: 'sameday_db_pool_connections',
      help: 'PostgreSQL connections of the pool, idle or in use',
      labelNames: ['state'] as const,
      registers: [registry],
    });
    const queued = new client.Gauge({
      name: 'sameday_db_pool_waiting_queries',
      help: 'Queries waiting for a free PostgreSQL connection',
      registers: [registry],
    });
    return () => {
      connections.set({ state: 'idle' }, pool.idleCount);
      connections.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      queued.set(pool.waitingCount);
    };
  }
  if (typeof driver?.pendingCalls === 'number') {
    const embedded = driver as { pendingCalls: number };
    const pending = new client.Gauge({
      name: 'sameday_db_embedded_pending_calls',
      help: "Calls sent to the embedded database's thread and not yet answered (at work and queued)",
      registers: [registry],
    });
    return () => pending.set(embedded.pendingCalls);
  }
  return () => {};
}
