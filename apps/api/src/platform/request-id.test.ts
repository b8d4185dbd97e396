// Request ids (decision 065): every answer carries x-request-id, the same id as its log lines'
// reqId and a 5xx's details.requestId; a proxy's id is kept when it is a safe token, else replaced.
// And an app built without METRICS_TOKEN and OTEL_EXPORTER_OTLP_ENDPOINT loads neither library.
import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';
import type { ModuleDeclaration } from './module';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A route that fails as a bug would: its answer is a 500 in the error shape. */
const failingModule: ModuleDeclaration = {
  name: 'failing-route',
  build: () => ({
    routes: {
      root: (app) => {
        app.get('/request-id-failure', { schema: { hide: true } }, async () => {
          throw new Error('a bug');
        });
      },
    },
  }),
};

let t: TestApp;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    config: { ...t.config, logLevel: 'debug' },
    db: t.database.db,
    logStream: stream,
    extraModules: [failingModule],
  });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

describe('the request id', () => {
  it('is made for a request that brings none, sent back in x-request-id and on its log line', async () => {
    const response = await app.inject({ url: '/env.json' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(linesOf(id)).toEqual([
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ url: '/env.json' }) }),
    ]);
    const next = await app.inject({ url: '/env.json' });
    expect(next.headers['x-request-id']).not.toBe(id);
  });

  it("keeps a proxy's id when it is a safe token", async () => {
    for (const given of [
      '4f9c2a7e1b3d4c5e8f901a2b3c4d5e6f',
      'Root=1-67891233-abcdef012345678912345678',
      'lb.req_0042:a',
    ]) {
      const response = await app.inject({ url: '/env.json', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toBe(given);
      expect(linesOf(given)).toHaveLength(1);
    }
  });

  it('replaces an id that is too short, too long or holds anything but a plain token', async () => {
    for (const given of [
      'short',
      'a'.repeat(129),
      'has a space 1234',
      'quote"12345678',
      'new\\nline12345',
      '<script>1234',
    ]) {
      const response = await app.inject({ url: '/env.json', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id'], given).toMatch(UUID);
      expect(JSON.stringify(lines)).not.toContain(given);
    }
  });

  it('is on refused and failed answers too, and a 5xx names the same id in its details', async () => {
    const missing = await app.inject({ url: '/api/platform/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    const unauthenticated = await app.inject({ url: '/api/platform/quiqdash/orders' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['x-request-id']).toMatch(UUID);

    const failed = await app.inject({
      url: '/request-id-failure',
      headers: { 'x-request-id': 'support-case-20261129' },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['x-request-id']).toBe('support-case-20261129');
    expect(failed.json()).toMatchObject({ code: 'internal', details: { requestId: 'support-case-20261129' } });
    expect(linesOf('support-case-20261129').map((line) => line.msg)).toEqual(['request failed', 'request completed']);
  });
});

describe('start-up without metrics or traces configured', () => {
  it('loads neither prom-client nor any OpenTelemetry SDK, exporter or instrumentation', () => {
    // In a process of its own: this worker's other test files may have loaded them.
    const env = { ...process.env };
    delete env.METRICS_TOKEN;
    delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/test/startup-modules.ts'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env,
      encoding: 'utf8',
      timeout: 150_000,
    });
    expect(child.status, child.stderr).toBe(0);
    const { observability, loaded } = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as {
      observability: unknown;
      loaded: string[];
    };
    expect(observability).toEqual({ metricsToken: null, traces: null });
    // The app's own libraries are there (the check sees what the process loaded)…
    expect(loaded.some((file) => /[\\/]node_modules[\\/]fastify[\\/]/.test(file))).toBe(true);
    // …and nothing the two settings would bring.
    expect(loaded.filter((file) => /prom-client|sdk-trace|exporter-trace|@fastify[\\/]otel/.test(file))).toEqual([]);
  }, 180_000);
});
