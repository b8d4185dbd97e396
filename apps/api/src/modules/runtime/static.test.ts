import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { pageWithRuntimeConfig } from './web-page';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'sameday-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><head><title>Sameday</title><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><div id="root"></div>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(
    path.join(webDist, 'first-screen-preloads.json'),
    JSON.stringify({
      files: ['/assets/home-abc123.js', '/assets/home-abc123.css', '/assets/../secrets.js'],
      catalogs: {
        en: '/assets/first-screen-en123.js',
        ar: '/assets/first-screen-ar123.js',
        x: 'https://evil.test/a.js',
      },
    }),
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => t?.close());

describe('serving the web app', () => {
  it('answers the app for a screen path, so a reload of /finance/invoices works', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/finance/invoices?month=2026-10' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 in the error shape for a missing asset, never the HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', details: {} });
  });

  it('serves /env.json with the API bases and /manifest.json with the version', async () => {
    const env = (await t.app.inject({ method: 'GET', url: '/env.json' })).json();
    expect(env).toMatchObject({ platformApiUrl: '/api/platform', invoicerApiUrl: '/api/invoicer' });
    const manifest = (await t.app.inject({ method: 'GET', url: '/manifest.json' })).json();
    expect(manifest).toEqual({ name: 'Sameday', version: '1.201.2' });
  });

  it('writes /env.json into the dashboard page, so the page asks for its token without waiting for it', async () => {
    const env = (await t.app.inject({ method: 'GET', url: '/env.json' })).json();
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    const block = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(env);
    expect(html).toContain('<div id="root"></div>');
  });

  it("names the first screen's files as preloads at / only: /login stays as lean as it was", async () => {
    const script = '<link rel="modulepreload" crossorigin href="/assets/home-abc123.js">';
    const style = '<link rel="preload" as="style" crossorigin href="/assets/home-abc123.css">';
    const catalogs = `<script id="first-screen-catalogs" type="application/json">${JSON.stringify({
      en: '/assets/first-screen-en123.js',
      ar: '/assets/first-screen-ar123.js',
    })}</script>`;
    for (const url of ['/', '/?group=pending']) {
      const home = (await t.app.inject({ method: 'GET', url })).body;
      expect(home).toContain(script);
      expect(home).toContain(style);
      expect(home).toContain(catalogs);
      // Only the build's own assets are named.
      expect(home).not.toContain('secrets.js');
      expect(home).not.toContain('evil.test');
    }
    const login = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).not.toContain('<link rel="modulepreload"');
    expect(login).not.toContain('rel="preload"');
    expect(login).not.toContain('<script id="first-screen-catalogs"');
  });

  it("at / only, sends the page's stylesheet as a preload the entry applies: the loader is drawn without waiting for it", async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/index-abc123.css" data-page-style>',
    );
    expect(home).not.toContain('rel="stylesheet"');
    const login = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    expect(login).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    expect(login).not.toContain('data-page-style');
  });

  it("escapes the page's configuration so no value can close its block", () => {
    const page = pageWithRuntimeConfig('<head></head>', { links: { x: '</script><script>alert(1)' } } as never);
    expect(page).not.toContain('alert(1)</script>');
    expect(page).not.toContain('<script>alert(1)');
    expect(JSON.parse(/>(\{.*\})</.exec(page)?.[1] ?? 'null')).toEqual({ links: { x: '</script><script>alert(1)' } });
  });

  it('sends a page without a head as built: nothing may come before its doctype', () => {
    const built = '<!doctype html><div id="root"></div>';
    expect(pageWithRuntimeConfig(built, { links: {} } as never, { files: ['/assets/a.js'], catalogs: {} })).toBe(built);
  });

  it("keeps a value's dollar signs as written: they are not read as a replacement pattern", () => {
    const config = { links: { x: "https://example.test/?a=$'&b=$&" } } as never;
    const page = pageWithRuntimeConfig('<head></head><body></body>', config);
    expect(JSON.parse(/>(\{.*\})</.exec(page)?.[1] ?? 'null')).toEqual(config);
    expect(page.endsWith('</head><body></body>')).toBe(true);
  });

  it("runs the page's first script only: the Content-Security-Policy names the hash of the one the page carries", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(["'self'", hash]);
    expect((await t.app.inject({ method: 'GET', url: '/login' })).body).toContain(inline[0]);
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
