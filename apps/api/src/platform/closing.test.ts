import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { MESSAGES } from '@sameday/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';
import { PUBLIC_ROUTE } from './auth';
import { stopGracefully } from './graceful-stop';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** One raw connection: what is written on it, and everything the server wrote until it closed it. */
const connection = (port: number) => {
  const socket = connect(port, '127.0.0.1');
  const received = new Promise<string>((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  return { write: (raw: string) => socket.write(raw), received };
};

/** A promise and the function that resolves it. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('a closing app', () => {
  it('answers a request that reaches it while it closes with 503, Retry-After and the error shape', async () => {
    const { promise: gate, resolve: release } = signal();
    const { promise: slowStarted, resolve: started } = signal();
    const app = await buildApp({
      config: { ...t.config, overload: { maxInFlight: 50, retryAfterSeconds: 2 } },
      db: t.database.db,
      logger: false,
    });
    app.get('/api/platform/slow', PUBLIC_ROUTE, async () => {
      started();
      await gate;
      return { status: 'OK' };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    // A keep-alive connection busy with a request when the close begins stays open; the next
    // request on it reaches the closing app, as in a rolling restart.
    const client = connection(port);
    client.write('GET /api/platform/slow HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await slowStarted;
    const closed = app.close();
    client.write('GET /api/platform/anything HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const text = await client.received;
    await closed;

    const [first, second] = text.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nretry-after: 2\r\n/i);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    const body = JSON.parse(second?.slice(second.indexOf('\r\n\r\n') + 4) ?? '');
    expect(body).toEqual({
      code: 'unavailable',
      message: MESSAGES.serverRestarting,
      details: { retryAfterSeconds: 2 },
    });
  });
});

/**
 * An app with a route that runs one statement, waits for `release`, then runs a second: a flow of
 * several statements, as a sign-in's, under way when the stop comes. What happens is in `events`.
 */
async function appWithTwoStatements() {
  const events: string[] = [];
  const { promise: gate, resolve: release } = signal();
  const { promise: handlerStarted, resolve: started } = signal();
  const app = await buildApp({ config: t.config, db: t.database.db, logger: false });
  app.get('/api/platform/two-statements', PUBLIC_ROUTE, async () => {
    await t.database.db.execute(sql`select 1`);
    started();
    await gate;
    await t.database.db.execute(sql`select 2`);
    events.push('handler ended');
    return { status: 'OK' };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  // The client asks, and leaves once the handler is under way.
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write('GET /api/platform/two-statements HTTP/1.1\r\nHost: x\r\n\r\n');
  await handlerStarted;
  await new Promise<void>((resolve) => socket.end(resolve));
  socket.destroy();
  const database = {
    close: async () => {
      events.push('database closed');
    },
  };
  return { app, events, release, database };
}

describe('a stop', () => {
  it('closes the database only once the handlers under way have ended, also when their client has left', async () => {
    const { app, events, release, database } = await appWithTwoStatements();
    const stopping = stopGracefully(app, database, 20_000);
    // The server's close needs no more than the connections: none is left.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    release();
    await stopping;
    expect(events).toEqual(['handler ended', 'database closed']);
  });

  it('closes the database at the end of the grace period, whatever is still under way', async () => {
    const { app, events, release, database } = await appWithTwoStatements();
    const started = Date.now();
    await stopGracefully(app, database, 300);
    expect(events).toEqual(['database closed']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // The handler ends on the suite's own database, still open.
    release();
    await expect.poll(() => events).toEqual(['database closed', 'handler ended']);
  });
});
