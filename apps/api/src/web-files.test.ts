import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, type TestApp } from './test/harness';

/** A built web app as the build leaves it: each text file with its .br and .gz beside it. */
const webDist = mkdtempSync(path.join(tmpdir(), 'sameday-web-'));
const SCRIPT = `console.log(${JSON.stringify('Sameday '.repeat(400))});`;
const HTML = `<!doctype html><head><title>Sameday</title></head><script type="module" src="/assets/app-1a2b.js"></script>`;
/**
 * The dashboard's page as sent carries /env.json's answer in its head (decision 080) and the first
 * script that reads it (decision 083); the rest is the built page.
 */
const CONFIG_BLOCK = /<script id="runtime-config" type="application\/json">\{.*?\}<\/script><script>[\s\S]*?<\/script>/;
const withoutConfig = (page: string) => page.replace(CONFIG_BLOCK, '');
function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}
mkdirSync(path.join(webDist, 'assets'));
writeWithCopies(path.join(webDist, 'index.html'), HTML);
writeWithCopies(path.join(webDist, 'assets/app-1a2b.js'), SCRIPT);
const COURIER_HTML = `<!doctype html><title>Sameday Courier</title><link rel="manifest" href="/courier.webmanifest">`;
writeWithCopies(path.join(webDist, 'courier.html'), COURIER_HTML);
writeFileSync(path.join(webDist, 'courier-sw.js'), 'self.addEventListener("install", () => {});');
writeFileSync(
  path.join(webDist, 'courier.webmanifest'),
  JSON.stringify({ name: 'Sameday Courier', start_url: '/courier' }),
);

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ config: { ...t.config, webDist }, db: t.database.db, logger: false });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the web app files', () => {
  it('sends the brotli copy to a browser that accepts it, marked and cacheable for a year', async () => {
    const response = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-1a2b.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-1a2b.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the app page of every screen too, never kept by a cache', async () => {
    const response = await get('/orders', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    const page = brotliDecompressSync(response.rawPayload).toString();
    expect(page).toMatch(CONFIG_BLOCK);
    expect(withoutConfig(page)).toBe(HTML);
  });

  it('answers 404 for an asset that is not there, compressed copies or not', async () => {
    expect((await get('/assets/gone-9z9z.js', 'br')).statusCode).toBe(404);
  });

  it("sends the courier app's own page for /courier and its screens, and its worker and manifest never cached stale", async () => {
    for (const url of ['/courier', '/courier/stops/stp_1']) {
      const response = await get(url, 'identity');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(COURIER_HTML);
    }
    expect(withoutConfig((await get('/courierx', 'identity')).body)).toBe(HTML);
    const worker = await get('/courier-sw.js', 'identity');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/courier.webmanifest', 'identity');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});
