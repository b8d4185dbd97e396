// /readyz (decision 065) on a real database: 200 while the database answers and every migration
// is applied; 503 with Retry-After while the database is down or holds it past the timeout, and
// 200 again once it answers; /healthz answers 200 throughout. PostgreSQL is taken away behind a
// TCP relay that is stopped and started again; the embedded database is held by a transaction, or closed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { READY_TIMEOUT_MS, readinessCheck } from '../../platform/readiness';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function expectReady(app: FastifyInstance) {
  const response = await app.inject({ url: '/readyz' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ status: 'OK' });
}

async function expectNotReady(app: FastifyInstance, details: Record<string, string>) {
  const response = await app.inject({ url: '/readyz' });
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({
    code: 'unavailable',
    message: 'The server cannot serve requests yet: its database is not ready.',
    details: { ...details, retryAfterSeconds: 5 },
  });
  // Liveness is another question: the process still answers.
  expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
}

/** A TCP relay on 127.0.0.1 to the PostgreSQL server: stopping it is the database going away. */
async function startRelay(target: { host: string; port: number }) {
  let server: Server | undefined;
  let port = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const start = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  await start();
  return {
    port: () => port,
    start,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    },
  };
}

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('/readyz', () => {
  it('answers 200 while the database answers and every migration is applied', async () => {
    await expectReady(t.app);
  });

  it('finds migrations pending when the journal holds one the database has not recorded', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sameday-journal-'));
    mkdirSync(path.join(folder, 'meta'));
    const later = Date.now() + 86_400_000;
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ entries: [{ when: later }] }));
    expect(await readinessCheck(t.database.db, { migrationsFolder: folder })()).toEqual({
      database: 'ok',
      migrations: 'pending',
    });
  });

  it.runIf(isPostgres)(
    'answers 503 with Retry-After while PostgreSQL is unreachable, and 200 once it is back',
    async () => {
      const url = new URL(
        (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
          .connectionString,
      );
      const relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = '127.0.0.1';
      url.port = String(relay.port());
      const database = await openDatabase({ databaseUrl: url.toString() });
      const app = await buildApp({ config: t.config, db: database.db, logger: false });
      try {
        await expectReady(app);
        await relay.stop();
        await expectNotReady(app, { database: 'unavailable', migrations: 'ok' });
        await expectNotReady(app, { database: 'unavailable', migrations: 'ok' });
        await relay.start();
        await expectReady(app);
      } finally {
        await app.close();
        await database.close();
        await relay.stop();
      }
    },
  );

  it.runIf(!isPostgres)(
    'answers 503 while the embedded database is held past the timeout by a transaction, and 200 once it ends',
    async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holding = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      });
      const started = Date.now();
      await expectNotReady(t.app, { database: 'unavailable', migrations: 'ok' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
      release();
      await holding;
      await expectReady(t.app);
    },
  );

  it.runIf(!isPostgres)('answers 503 once the embedded database is closed', async () => {
    const database: Database = await openDatabase({ inMemory: true });
    const app = await buildApp({ config: t.config, db: database.db, logger: false });
    try {
      await expectReady(app);
      await database.close();
      await expectNotReady(app, { database: 'unavailable', migrations: 'ok' });
    } finally {
      await app.close();
    }
  });
});
