import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, readableLog, redactUrl } from './app';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function collector(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** The app at a log level, its lines collected; one request to /env.json. */
async function logOfOneRequest(logLevel: string): Promise<string> {
  const log = collector();
  const app = await buildApp({ config: { ...t.config, logLevel }, db: t.database.db, logStream: log.stream });
  try {
    const response = await app.inject({ url: '/env.json' });
    expect(response.statusCode).toBe(200);
    return log.text();
  } finally {
    await app.close();
  }
}

describe('the log', () => {
  it('keeps requests out of the info level, so start-up lines and the demo account stand out', async () => {
    const log = await logOfOneRequest('info');
    expect(log).not.toContain('/env.json');
    expect(log).not.toContain('incoming request');
  });

  it('writes one line a request at debug, with method, path, status and time', async () => {
    const lines = (await logOfOneRequest('debug')).split('\n').filter((line) => line.includes('/env.json'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] as string);
    expect(entry).toMatchObject({ level: 20, msg: 'request completed', req: { method: 'GET', url: '/env.json' } });
    expect(entry.res.statusCode).toBe(200);
    expect(typeof entry.responseTime).toBe('number');
  });

  it('never writes a tracking code: the path segment after /track/ is redacted, on the page and in its calls', async () => {
    const code = 'k7q2mzx4vb3nw5hy6tp2ra7c';
    const log = collector();
    const app = await buildApp({
      config: { ...t.config, logLevel: 'debug' },
      db: t.database.db,
      logStream: log.stream,
    });
    try {
      for (const [method, url] of [
        ['GET', `/api/platform/track/${code}`],
        ['POST', `/api/platform/track/${code}/verify`],
        ['POST', `/api/platform/track/${code}/instructions?lang=ar`],
        ['GET', `/track/${code}`],
      ] as const) {
        const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        expect(response.statusCode, url).toBeLessThan(500);
      }
    } finally {
      await app.close();
    }
    const lines = log
      .text()
      .split('\n')
      .filter((line) => line.includes('request completed'));
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(log.text()).not.toContain(code);
    const urls = lines.map((line) => JSON.parse(line).req.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/platform/track/[redacted]',
        '/api/platform/track/[redacted]/verify',
        '/api/platform/track/[redacted]/instructions?lang=ar',
        '/track/[redacted]',
      ]),
    );
    // The merchant's own tracking calls name no code and stay readable.
    expect(redactUrl('/api/platform/tracking/settings')).toBe('/api/platform/tracking/settings');
  });

  it('reads as plain sentences at a terminal: a request is "GET /path 200 n ms"', async () => {
    const out = collector();
    const pretty = await readableLog(out.stream);
    pretty.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: 'Demo merchant created. Sign in …' })}\n`);
    pretty.write(
      `${JSON.stringify({ level: 20, time: Date.now(), msg: 'request completed', req: { method: 'GET', url: '/env.json' }, res: { statusCode: 200 }, responseTime: 3 })}\n`,
    );
    const [first, second] = out.text().trim().split('\n');
    expect(first).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Demo merchant created\. Sign in …$/);
    expect(second).toMatch(/^\[\d\d:\d\d:\d\d\] DEBUG: GET \/env\.json 200 3 ms$/);
  });
});
