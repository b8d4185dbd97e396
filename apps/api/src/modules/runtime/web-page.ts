import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import {
  EARLY_REQUESTS_GLOBAL,
  FIRST_SCREEN_DEFAULT_QUERY,
  LANGUAGE_STORAGE_KEY,
  ORDER_PATHS,
  PLATFORM_PATHS,
  type RuntimeConfig,
  WEB_ROUTES,
} from '@sameday/contract';

/** The id of the element that carries /env.json's answer in the dashboard's page. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The id of the element that names the first screen's catalog of each language, in the page for / only. */
export const FIRST_SCREEN_CATALOGS_ELEMENT_ID = 'first-screen-catalogs';

/**
 * The page's first script (docs/decisions/083), run as the page is parsed: it trades the session's
 * cookie for a token as the web's session does at start (not at /create-account, where no session
 * is read), and at `/` with no query asks for the first screen with that token, while the page's
 * scripts download. The web takes each request once (the token's, so the cookie is never sent
 * twice) and asks again itself for anything else. In the page for /, it also asks for the first
 * screen's catalog in the reader's language, chosen as the web's `detectLocale` chooses it (the one
 * chosen on this browser, else the browser's first that the page names, else English). The text is
 * the same on every page, so the Content-Security-Policy allows it by its hash and nothing else inline.
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
    var named = document.getElementById(${JSON.stringify(FIRST_SCREEN_CATALOGS_ELEMENT_ID)});
    if (!named) return;
    var catalogs = JSON.parse(named.textContent);
    var chosen = null;
    try {
      chosen = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
    } catch (refused) {}
    var tags = [chosen].concat(navigator.languages || [navigator.language]);
    var locale = 'en';
    for (var i = 0; i < tags.length; i += 1) {
      var base = String(tags[i] || '').toLowerCase().split('-')[0];
      if (Object.prototype.hasOwnProperty.call(catalogs, base)) {
        locale = base;
        break;
      }
    }
    if (!catalogs[locale]) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = catalogs[locale];
    document.head.appendChild(link);
  } catch (error) {}
})();`;

/** The script's source as the Content-Security-Policy names it. */
export const EARLY_REQUESTS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_REQUESTS_SCRIPT).digest('base64')}'`;

/** What the page for / carries beyond any other's (docs/decisions/080, 087). */
export type FirstScreenPage = {
  /**
   * The first screen's files, from the web build's `first-screen-preloads.json`: its scripts named
   * as modulepreload links and its stylesheets as style preloads, so they download beside the entry
   * instead of once it has run.
   */
  files: readonly string[];
  /** The first screen's catalog of each language (the build's list): the page's first script asks for one. */
  catalogs: Readonly<Record<string, string>>;
};

/** A file of the web build's assets folder, by kind: nothing else is named in the page. */
const ASSET = { script: /^\/assets\/[\w.-]+\.js$/, style: /^\/assets\/[\w.-]+\.css$/ };

/** The page's own stylesheet links, as the build writes them. */
const PAGE_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * The dashboard's `index.html` with /env.json's answer written into it (a JSON data block, which
 * runs nothing, so the Content-Security-Policy allows it): the page knows its API bases before its
 * script runs, and the session's token is asked for without waiting for /env.json (docs/decisions/080).
 * `<` is escaped so no value can close the block. The first script follows it (EARLY_REQUESTS_SCRIPT).
 *
 * With `firstScreen` (the page for /): the first screen's files are named as preloads and its
 * catalogs for the first script to choose from (FIRST_SCREEN_CATALOGS_ELEMENT_ID); the page's own
 * stylesheet is sent as a preload too (marked `data-page-style`), which the web's entry applies
 * before its first render: the page's loader is drawn as soon as the page arrives instead of once
 * the stylesheet has (docs/decisions/087).
 */
export function pageWithRuntimeConfig(html: string, config: RuntimeConfig, firstScreen?: FirstScreenPage): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const files = firstScreen?.files ?? [];
  const links = [
    ...files
      .filter((file) => ASSET.script.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...files
      .filter((file) => ASSET.style.test(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
  ].join('');
  const catalogs = Object.entries(firstScreen?.catalogs ?? {}).filter(
    ([locale, file]) => /^[a-z]{2}$/.test(locale) && ASSET.script.test(file),
  );
  const named = firstScreen
    ? `<script id="${FIRST_SCREEN_CATALOGS_ELEMENT_ID}" type="application/json">${JSON.stringify(Object.fromEntries(catalogs))}</script>`
    : '';
  const block = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>${named}<script>${EARLY_REQUESTS_SCRIPT}</script>${links}`;
  // A page without a head is sent as built (nothing may come before its doctype): the web then asks /env.json.
  if (!html.includes('</head>')) return html;
  const page = firstScreen
    ? html.replace(
        PAGE_STYLESHEET,
        (_link, file: string) => `<link rel="preload" as="style" crossorigin href="${file}" data-page-style>`,
      )
    : html;
  // Before the page's stylesheet: a script after one waits until it has loaded.
  const at = page.search(/<(script|link)\b/);
  const head = page.indexOf('</head>');
  return at >= 0 && at < head
    ? `${page.slice(0, at)}${block}${page.slice(at)}`
    : page.replace('</head>', () => `${block}</head>`);
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
