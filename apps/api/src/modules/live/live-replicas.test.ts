// Two API processes (two apps, each its own pool and LISTEN connection) on one PostgreSQL: a move
// made through one reaches a socket connected to the other (decision 058). The embedded database
// is one process's own (a PGlite folder cannot be opened twice), so there the test is skipped.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { type LiveClient, openLive } from '../../test/live';
import { changeStateOk, type Merchant, newMerchant, placeOrder } from '../../test/orders';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let second: { app: FastifyInstance; database: Database } | undefined;
let a: Merchant;
let b: Merchant;
const open: LiveClient[] = [];

const urlOf = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/platform/live`;
};

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL (skipped on PGlite: one process owns it)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const pool = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    const database = await openDatabase({ databaseUrl: pool.options.connectionString });
    const app = await buildApp({ config: t.config, db: database.db, logger: false });
    await app.ready();
    second = { app, database };
    a = await newMerchant(t);
    b = await newMerchant(t);
  }, 120_000);
  afterAll(async () => {
    for (const client of open) client.close();
    await second?.app.close();
    await second?.database.close();
    await t?.close();
  });

  it('a move through one reaches the account’s socket on the other within a second, and not another account’s', async () => {
    const url = await urlOf(second?.app as FastifyInstance);
    const mine = await openLive(url, { token: a.token });
    const theirs = await openLive(url, { token: b.token });
    open.push(mine, theirs);
    await mine.waitFor((m) => m.type === 'ready');
    await theirs.waitFor((m) => m.type === 'ready');
    // Through the first app (inject: no socket of its own is involved).
    const order = await placeOrder(t, a);
    const started = Date.now();
    await changeStateOk(t, a.token, order.id, 'ready_for_collection');
    await mine.waitFor(
      (m) => m.type === 'event' && m.payload.orderId === order.id && m.payload.to === 'ready_for_collection',
      1_000,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.events()).toEqual([]);
  });
});
