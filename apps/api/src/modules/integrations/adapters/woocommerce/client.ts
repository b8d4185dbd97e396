// The store's REST API (wc/v3) through WooCommerce's own client. Over https it signs in with the key
// pair (HTTP Basic); over plain http (only for hosts configuration allows) it signs each request with
// OAuth 1.0a, as WooCommerce requires there. Errors come out without the request's details, which
// carry the keys. Every call connects through the outbound guard's agent (platform/outbound.ts): the
// store's address is one a merchant typed, so it must never lead inside our own network.
import { SHOP_SYNC_SENTENCES, sentence } from '@sameday/contract';
import { type OutboundGuard, refusalOf } from '../../../../platform/outbound';
import { ShopAuthError, type ShopConnectionRef } from '../shop-platform';

type WooClient = {
  get(endpoint: string, params?: Record<string, unknown>): Promise<WooAnswer>;
  post(endpoint: string, data: unknown, params?: Record<string, unknown>): Promise<WooAnswer>;
  put(endpoint: string, data: unknown, params?: Record<string, unknown>): Promise<WooAnswer>;
  delete(endpoint: string, params?: Record<string, unknown>): Promise<WooAnswer>;
};
type WooAnswer = { status: number; data: unknown; headers: Record<string, unknown> };
type WooClientClass = new (options: Record<string, unknown>) => WooClient;

/**
 * WooCommerce's client (and axios under it) loads with the first call to a store, not at
 * start-up (docs/decisions/044). The package ships CommonJS: under Node's ESM loader the class
 * is the namespace's `default.default`.
 */
async function loadClientClass(): Promise<WooClientClass> {
  const namespace = (await import('@woocommerce/woocommerce-rest-api')) as unknown as {
    default: WooClientClass | { default: WooClientClass };
  };
  return 'default' in namespace.default ? namespace.default.default : (namespace.default as WooClientClass);
}

/** A call to the store that failed: the HTTP status (0 when the store was not reached) and WooCommerce's code. */
export class WooApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(
      status
        ? sentence(SHOP_SYNC_SENTENCES.storeAnswered, { status, code })
        : sentence(SHOP_SYNC_SENTENCES.storeUnreachable, { code }),
    );
    this.name = 'WooApiError';
  }
}

const REQUEST_TIMEOUT_MS = 15_000;

/** What the sync log says when the guard refused the store's address (no connection was made). */
const REFUSED_CODES = { address: 'private_address', port: 'port_not_allowed' } as const;

/** 401 and 403 mean the keys were revoked (or the plugin removed): the connection needs reconnecting. */
function toWooError(error: unknown): Error {
  const refused = refusalOf(error);
  if (refused) return new WooApiError(0, REFUSED_CODES[refused]);
  const failure = error as { response?: { status?: number; data?: { code?: unknown } }; code?: unknown };
  const status = failure.response?.status ?? 0;
  const raw = failure.response?.data?.code ?? failure.code ?? 'unknown';
  const code =
    String(raw)
      .replace(/[^\w.-]/g, '')
      .slice(0, 60) || 'unknown';
  if (status === 401 || status === 403) return new ShopAuthError(`The store refused Sameday's keys (${code}).`);
  return new WooApiError(status, code);
}

export type WooApi = {
  get<T = unknown>(endpoint: string, params?: Record<string, unknown>): Promise<{ data: T; headers: Headers }>;
  post<T = unknown>(endpoint: string, data: unknown): Promise<T>;
  put<T = unknown>(endpoint: string, data: unknown): Promise<T>;
  delete(endpoint: string, params?: Record<string, unknown>): Promise<void>;
};

type Headers = Record<string, unknown>;

export function wooApi(connection: ShopConnectionRef, outbound: OutboundGuard): WooApi {
  const { consumerKey, consumerSecret } = connection.credentials;
  if (!consumerKey || !consumerSecret) throw new ShopAuthError('The connection has no keys.');
  const url = connection.credentials.storeUrl ?? `https://${connection.shop}`;
  let client: Promise<WooClient> | undefined;
  const clientOf = () => {
    client ??= loadClientClass().then((WooCommerceRestApi) => {
      const agent = outbound.agentFor(new URL(url));
      return new WooCommerceRestApi({
        url,
        consumerKey,
        consumerSecret,
        version: 'wc/v3',
        timeout: REQUEST_TIMEOUT_MS,
        // The store's answers only (never a redirect elsewhere with the keys), through the guard.
        axiosConfig: { maxRedirects: 0, proxy: false, httpAgent: agent, httpsAgent: agent },
      });
    });
    return client;
  };
  const call = async (request: (client: WooClient) => Promise<WooAnswer>) => {
    const woo = await clientOf();
    try {
      return await request(woo);
    } catch (error) {
      throw toWooError(error);
    }
  };
  return {
    get: async <T>(endpoint: string, params: Record<string, unknown> = {}) => {
      const answer = await call((woo) => woo.get(endpoint, params));
      return { data: answer.data as T, headers: answer.headers };
    },
    post: async <T>(endpoint: string, data: unknown) => (await call((woo) => woo.post(endpoint, data))).data as T,
    put: async <T>(endpoint: string, data: unknown) => (await call((woo) => woo.put(endpoint, data))).data as T,
    delete: async (endpoint: string, params: Record<string, unknown> = {}) => {
      await call((woo) => woo.delete(endpoint, params));
    },
  };
}
