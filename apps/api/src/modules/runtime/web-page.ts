import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { RuntimeConfig } from '@sameday/contract';

/** The id of the element that carries /env.json's answer in the dashboard's page. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/**
 * The dashboard's `index.html` with /env.json's answer written into it (a JSON data block, which
 * runs nothing, so the Content-Security-Policy allows it): the page knows its API bases before its
 * script runs, and the session's token is asked for without waiting for /env.json (docs/decisions/080).
 * `<` is escaped so no value can close the block. `preloads`: script files the page asks for
 * first, named as modulepreload links (at /, the first screen's: the web build's
 * `first-screen-preloads.json`), so they download beside the entry instead of once it has run.
 */
export function pageWithRuntimeConfig(html: string, config: RuntimeConfig, preloads: readonly string[] = []): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const links = preloads
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  const block = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>${links}`;
  // A page without a head is sent as built (nothing may come before its doctype): the web then asks /env.json.
  return html.includes('</head>') ? html.replace('</head>', () => `${block}</head>`) : html;
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
