// A database out of reach answers 503 with Retry-After, never a 500 (decision 071): the errors are
// the pg driver's own, from a port nothing listens on and, on PostgreSQL, from a session the server
// ends (57P01, as a restart does). A bug stays a 500.
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, registerErrorHandling } from './errors';

/** A port on 127.0.0.1 that nothing listens on (asked of the kernel, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let app: FastifyInstance;
let pool: pg.Pool;
beforeAll(async () => {
  pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none`, max: 1 });
  app = Fastify();
  registerErrorHandling(app);
  app.get('/unreachable', async () => (await pool.query('select 1')).rows);
  app.get('/bug', async () => {
    throw new Error('a bug');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await pool?.end();
});

describe('a database out of reach', () => {
  it('answers 503 in the error shape with Retry-After when the connection is refused', async () => {
    const response = await app.inject({ method: 'GET', url: '/unreachable' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toMatchObject({
      code: 'unavailable',
      details: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
    });
  });

  it('keeps a bug a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('knows a session the server ended (57P01 admin_shutdown)', async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    client.on('error', () => undefined);
    await client.connect();
    const ended = await client.query('select pg_terminate_backend(pg_backend_pid())').catch((error: unknown) => error);
    await client.end().catch(() => undefined);
    expect((ended as { code?: string }).code).toBe('57P01');
    expect(isDatabaseUnavailable(ended)).toBe(true);
    expect(isDatabaseUnavailable(new Error('a bug'))).toBe(false);
  });
});
