import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { EARLY_REQUESTS_GLOBAL, FIRST_SCREEN_DEFAULT_QUERY, ORDER_PATHS } from '@sameday/contract';
import { describe, expect, it } from 'vitest';
import { EARLY_REQUESTS_SCRIPT, EARLY_REQUESTS_SCRIPT_HASH, pageWithRuntimeConfig } from './web-page';

type Sent = { url: string; method: string; authorization?: string };
type Early = { token?: Promise<{ ok: boolean }>; screenUrl?: string; screen?: Promise<unknown> };

const CATALOGS = { en: '/assets/first-screen-en1.js', ar: '/assets/first-screen-ar1.js' };

type Reader = {
  /** The first screen's catalogs the page names (the page for / only). */
  catalogs?: Record<string, string>;
  /** The language chosen on this browser before; `refused`: storage throws, as in some private windows. */
  stored?: string | 'refused';
  languages?: string[];
};

/** Runs the page's first script as a browser would at `href`, with the token's answer given. */
async function runAt(href: string, tokenStatus = 200, reader: Reader = {}) {
  const url = new URL(href);
  const sent: Sent[] = [];
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const answer = (status: number, body: unknown) => ({
    ok: status >= 200 && status < 300,
    status,
    clone: () => answer(status, body),
    json: async () => body,
  });
  const window: Record<string, unknown> = {};
  runInNewContext(EARLY_REQUESTS_SCRIPT, {
    window,
    location: { pathname: url.pathname, search: url.search },
    document: {
      getElementById: (id: string) => {
        if (id === 'runtime-config') return { textContent: JSON.stringify({ platformApiUrl: '/api/platform' }) };
        return id === 'first-screen-catalogs' && reader.catalogs
          ? { textContent: JSON.stringify(reader.catalogs) }
          : null;
      },
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    },
    localStorage: {
      getItem: (key: string) => {
        if (reader.stored === 'refused') throw new Error('SecurityError');
        return key === 'sameday.language' ? (reader.stored ?? null) : null;
      },
    },
    navigator: { languages: reader.languages ?? ['en-GB'], language: reader.languages?.[0] ?? 'en-GB' },
    fetch: (to: string, init: { method?: string; headers?: Record<string, string> } = {}) => {
      sent.push({ url: to, method: init.method ?? 'GET', authorization: init.headers?.authorization });
      return Promise.resolve(
        to.endsWith('/identity/token') ? answer(tokenStatus, { token: 'tok-1' }) : answer(200, { orders: [] }),
      );
    },
  });
  const early = window[EARLY_REQUESTS_GLOBAL] as Early | undefined;
  await early?.token;
  const screen = await early?.screen;
  return { sent, early, screen, appended };
}

describe("the dashboard page's first script", () => {
  it('at / with no query trades the cookie for a token, then asks for the first screen with it', async () => {
    const { sent, early } = await runAt('https://app.sameday.ae/');
    const screenUrl = `/api/platform${ORDER_PATHS.firstScreen}?${FIRST_SCREEN_DEFAULT_QUERY}`;
    expect(sent).toEqual([
      { url: '/api/platform/identity/token', method: 'POST', authorization: undefined },
      { url: screenUrl, method: 'GET', authorization: 'Bearer tok-1' },
    ]);
    expect(early?.screenUrl).toBe(screenUrl);
  });

  it('elsewhere, or at / with a query of its own, asks for the token only', async () => {
    for (const href of ['https://app.sameday.ae/?tab=all', 'https://app.sameday.ae/finance/invoices']) {
      const { sent, early } = await runAt(href);
      expect(sent.map((request) => request.url)).toEqual(['/api/platform/identity/token']);
      expect(early?.screen).toBeUndefined();
    }
  });

  it('asks for nothing at /create-account, where no session is read', async () => {
    const { sent, early } = await runAt('https://app.sameday.ae/create-account');
    expect(sent).toEqual([]);
    expect(early).toBeUndefined();
  });

  it('without a session (the token refused) asks for no first screen', async () => {
    const { sent, screen } = await runAt('https://app.sameday.ae/', 401);
    expect(sent.map((request) => request.url)).toEqual(['/api/platform/identity/token']);
    expect(screen).toBeNull();
  });

  it("in the page for /, asks for the first screen's catalog in the language the web will choose", async () => {
    const preloaded = async (reader: Reader) => (await runAt('https://app.sameday.ae/', 200, reader)).appended;
    expect(await preloaded({ catalogs: CATALOGS })).toEqual([
      { rel: 'modulepreload', href: CATALOGS.en, crossOrigin: '' },
    ]);
    // Chosen on this browser before, over the browser's languages.
    expect((await preloaded({ catalogs: CATALOGS, stored: 'ar', languages: ['en-GB'] }))[0]?.href).toBe(CATALOGS.ar);
    // Else the browser's first language the page speaks; else English.
    expect((await preloaded({ catalogs: CATALOGS, languages: ['fr-FR', 'ar-AE', 'en'] }))[0]?.href).toBe(CATALOGS.ar);
    expect((await preloaded({ catalogs: CATALOGS, stored: 'de', languages: ['fr-FR'] }))[0]?.href).toBe(CATALOGS.en);
    expect((await preloaded({ catalogs: CATALOGS, stored: 'refused', languages: ['ar'] }))[0]?.href).toBe(CATALOGS.ar);
    // Any other page names no catalogs: nothing is asked for.
    expect(await preloaded({ languages: ['ar'] })).toEqual([]);
  });

  it('comes right after the configuration it reads, before the first script or stylesheet of the head', () => {
    const built =
      '<!doctype html><head><meta charset="UTF-8" /><title>Sameday</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body></body>';
    const page = pageWithRuntimeConfig(built, { platformApiUrl: '/api/platform' } as never);
    const config = page.indexOf('<script id="runtime-config"');
    const script = page.indexOf(`<script>${EARLY_REQUESTS_SCRIPT}</script>`);
    expect(config).toBeGreaterThan(page.indexOf('<title>'));
    expect(script).toBeGreaterThan(config);
    expect(script).toBeLessThan(page.indexOf('<script type="module"'));
    expect(page.indexOf('<link rel="stylesheet"')).toBeGreaterThan(script);
  });

  it('is named by its own hash, the one the Content-Security-Policy allows', () => {
    const hash = createHash('sha256').update(EARLY_REQUESTS_SCRIPT).digest('base64');
    expect(EARLY_REQUESTS_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });
});
