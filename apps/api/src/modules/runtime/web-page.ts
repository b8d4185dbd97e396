import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import {
  EARLY_REQUESTS_GLOBAL,
  FIRST_SCREEN_DEFAULT_QUERY,
  ORDER_PATHS,
  PLATFORM_PATHS,
  type RuntimeConfig,
  WEB_ROUTES,
} from '@sameday/contract';

/** The id of the element that carries /env.json's answer in the dashboard's page. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * The page's first script (docs/decisions/083), run as the page is parsed: it trades the session's
 * cookie for a token as the web's session does at start (not at /create-account, where no session
 * is read), and at `/` with no query asks for the first screen with that token, while the page's
 * scripts download. The web takes each request once (the token's, so the cookie is never sent
 * twice) and asks again itself for anything else. The text is the same on every page, so the
 * Content-Security-Policy allows it by its hash and nothing else inline.
 */
export const EARLY_REQUESTS_SCRIPT = `(function () {
  try {
    var config = JSON.parse(document.getElementById(${JSON.stringify(RUNTIME_CONFIG_ELEMENT_ID)}).textContent);
    if (location.pathname === ${JSON.stringify(WEB_ROUTES.createAccount)}) return;
    var base = config.platformApiUrl;
    var early = {};
    early.token = fetch(base + ${JSON.stringify(PLATFORM_PATHS.token)}, { method: 'POST', headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (location.pathname === ${JSON.stringify(WEB_ROUTES.orders)} && location.search === '') {
      early.screenUrl = base + ${JSON.stringify(`${ORDER_PATHS.firstScreen}?${FIRST_SCREEN_DEFAULT_QUERY}`)};
      early.screen = early.token.then(function (response) {
        if (!response.ok) return null;
        return response.clone().json().then(function (answer) {
          return fetch(early.screenUrl, {
            headers: { accept: 'application/json', authorization: 'Bearer ' + answer.token },
            credentials: 'same-origin',
          });
        });
      });
      early.screen.catch(function () {});
    }
    early.token.catch(function () {});
    window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}] = early;
  } catch (error) {}
})();`;

/** The script's source as the Content-Security-Policy names it. */
export const EARLY_REQUESTS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_REQUESTS_SCRIPT).digest('base64')}'`;

/**
 * The dashboard's `index.html` with /env.json's answer written into it (a JSON data block, which
 * runs nothing, so the Content-Security-Policy allows it): the page knows its API bases before its
 * script runs, and the session's token is asked for without waiting for /env.json (docs/decisions/080).
 * `<` is escaped so no value can close the block. The first script follows it (EARLY_REQUESTS_SCRIPT). `preloads`: script files the page asks for
 * first, named as modulepreload links (at /, the first screen's: the web build's
 * `first-screen-preloads.json`), so they download beside the entry instead of once it has run.
 */
export function pageWithRuntimeConfig(html: string, config: RuntimeConfig, preloads: readonly string[] = []): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const links = preloads
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  const block = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script><script>${EARLY_REQUESTS_SCRIPT}</script>${links}`;
  // A page without a head is sent as built (nothing may come before its doctype): the web then asks /env.json.
  if (!html.includes('</head>')) return html;
  // Before the page's stylesheet: a script after one waits until it has loaded.
  const at = html.search(/<(script|link)\b/);
  const head = html.indexOf('</head>');
  return at >= 0 && at < head
    ? `${html.slice(0, at)}${block}${html.slice(at)}`
    : html.replace('</head>', () => `${block}</head>`);
}

/** A page made once at start, in each encoding a browser may accept (the web's other files come so from the build). */
export type EncodedPage = { plain: Buffer; br: Buffer; gzip: Buffer };

export function encodePage(page: string): EncodedPage {
  const plain = Buffer.from(page, 'utf8');
  return {
    plain,
    br: brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function pageEncodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}
