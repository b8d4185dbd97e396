import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';
import { PUBLIC_ROUTE } from './auth';

let t: TestApp;
let app: FastifyInstance;
let base: string;
/** Requests to /api/platform/slow wait until this is called. */
let release: () => void = () => {};
let gate = new Promise<void>((resolve) => {
  release = resolve;
});

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: { ...t.config, overload: { maxInFlight: 2, retryAfterSeconds: 1 } },
    db: t.database.db,
    logger: false,
  });
  app.get('/api/platform/slow', PUBLIC_ROUTE, async () => {
    await gate;
    return { status: 'OK' };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  release();
  // fetch keeps its keep-alive connections open; the server would wait for them.
  app.server.closeAllConnections();
  await app.close();
  await t.close();
});

describe('the overload guard', () => {
  it('answers 503 with Retry-After at once past the limit, keeps /healthz and /env.json, and recovers', async () => {
    const slow = [fetch(`${base}/api/platform/slow`), fetch(`${base}/api/platform/slow`)];
    // Both are under way once the server counts them: wait until a third is refused.
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 50 && !refused; attempt += 1) {
      const response = await fetch(`${base}/api/platform/identity/me`);
      if (response.status === 503) refused = response;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get('retry-after')).toBe('1');
    expect(await refused?.json()).toEqual({
      code: 'unavailable',
      message: MESSAGES.serverBusy,
      details: { retryAfterSeconds: 1 },
    });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/env.json`)).status).toBe(200);

    release();
    const done = await Promise.all(slow);
    expect(done.map((response) => response.status)).toEqual([200, 200]);
    // The two finished: their places are free again.
    gate = Promise.resolve();
    expect((await fetch(`${base}/api/platform/slow`)).status).toBe(200);
  });

  it('frees a place when the client goes away before the answer', async () => {
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const controllers = [new AbortController(), new AbortController()];
    const gone = controllers.map((controller) =>
      fetch(`${base}/api/platform/slow`, { signal: controller.signal }).catch(() => 'aborted'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${base}/api/platform/slow`)).status).toBe(503);
    for (const controller of controllers) controller.abort();
    expect(await Promise.all(gone)).toEqual(['aborted', 'aborted']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect((await fetch(`${base}/api/platform/slow`)).status).toBe(200);
  });
});
