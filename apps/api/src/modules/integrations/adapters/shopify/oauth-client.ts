// Shopify's own OAuth, through its client library (@shopify/shopify-api, web API adapter): the
// authorization-code grant's begin (state nonce in a signed cookie, the approval URL), the callback's
// checks (query HMAC with its timestamp window, state against the cookie) and the code exchange for
// an offline access token. The library speaks to https://{shop}; a configured base (the stand-in in
// tests) is honoured by the fetch it is given, per call.
import '@shopify/shopify-api/adapters/web-api';
import { AsyncLocalStorage } from 'node:async_hooks';
import { ApiVersion, LogSeverity, type Shopify, shopifyApi } from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import { SHOPIFY_SCOPES, type ShopifyConfig, shopBaseUrl } from './adapter';

/** The configured base of the call under way (SHOPIFY_API_BASE_URL), read by the library's fetch. */
const baseOfCall = new AsyncLocalStorage<ShopifyConfig>();

setAbstractFetchFunc((input, init) => {
  const config = baseOfCall.getStore();
  const url = String(input instanceof Request ? input.url : input);
  const shop = /^https:\/\/([^/]+)/.exec(url)?.[1];
  if (!config || !shop) return fetch(input, init);
  return fetch(url.replace(`https://${shop}`, shopBaseUrl(config, shop)), { ...init, redirect: 'manual' });
});

export const CALLBACK_PATH = '/api/platform/integrations/shopify/callback';

const clients = new Map<string, Shopify>();

/** One library instance per app key and public address. */
function clientOf(config: ShopifyConfig, publicUrl: string): Shopify {
  const key = `${config.apiKey}|${publicUrl}`;
  const known = clients.get(key);
  if (known) return known;
  const address = new URL(publicUrl);
  const client = shopifyApi({
    apiKey: config.apiKey,
    apiSecretKey: config.apiSecret,
    scopes: SHOPIFY_SCOPES.split(','),
    hostName: address.host,
    hostScheme: address.protocol === 'https:' ? 'https' : 'http',
    apiVersion: ApiVersion.April26,
    isEmbeddedApp: false,
    // Nothing of the exchange (codes, tokens) reaches a log.
    logger: { level: LogSeverity.Error, log: async () => {}, httpRequests: false, timestamps: false },
  });
  clients.set(key, client);
  return client;
}

/**
 * The library's Set-Cookie lines for our answer. Over a plain-http public address (development,
 * the tests' stand-in) the Secure attribute is left out, or the browser would not send it back.
 */
function cookiesFor(headers: Headers, publicUrl: string): string[] {
  const lines = headers.getSetCookie();
  return publicUrl.startsWith('https://') ? lines : lines.map((line) => line.replace(/;\s*secure(=[^;]*)?/gi, ''));
}

/** The approval URL (Shopify's, with its state) and the cookies that carry the signed state to the callback. */
export async function beginOAuth(config: ShopifyConfig, publicUrl: string, shop: string) {
  const response = (await clientOf(config, publicUrl).auth.begin({
    shop,
    callbackPath: CALLBACK_PATH,
    isOnline: false,
    rawRequest: new Request(`${publicUrl}/api/platform/integrations/shopify/connect`),
  })) as Response;
  const location = response.headers.get('location') ?? '';
  const state = new URL(location).searchParams.get('state') ?? '';
  return {
    authorizeUrl: location.replace(`https://${shop}`, shopBaseUrl(config, shop)),
    state,
    cookies: cookiesFor(response.headers, publicUrl),
  };
}

/** Whether a query Shopify signed (app URL, callback) carries a good HMAC within its time window. */
export async function isSignedQuery(
  config: ShopifyConfig,
  publicUrl: string,
  query: Record<string, string>,
): Promise<boolean> {
  try {
    return await clientOf(config, publicUrl).utils.validateHmac(query, { signator: 'admin' });
  } catch {
    return false;
  }
}

/** The callback: the library checks the HMAC and the state cookie, then exchanges the code. Null when refused. */
export async function exchangeCode(
  config: ShopifyConfig,
  publicUrl: string,
  search: string,
  cookie: string,
): Promise<string | null> {
  try {
    const { session } = await baseOfCall.run(config, () =>
      clientOf(config, publicUrl).auth.callback({
        rawRequest: new Request(`${publicUrl}${CALLBACK_PATH}${search}`, { headers: { cookie } }),
      }),
    );
    return session.accessToken ?? null;
  } catch {
    return null;
  }
}
