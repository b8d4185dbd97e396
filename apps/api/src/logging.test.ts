import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, readableLog } from './app';
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
