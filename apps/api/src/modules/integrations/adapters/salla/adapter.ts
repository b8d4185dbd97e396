import { createHash } from 'node:crypto';
import type { Config } from '../../../../config';
import {
  type ConnectionCredentials,
  type Headers,
  ShopAuthError,
  type ShopConnectionRef,
  type ShopPlatform,
  type WebhookEvent,
} from '../shop-platform';
import type { SallaHttp } from './http';
import { type SallaOrderJson, skippedStatus, toShopOrder } from './orders';
import { verifySallaDelivery } from './signatures';

export type SallaConfig = NonNullable<Config['salla']>;

/** A token this close to its end is renewed before the call (Salla's last 14 days). */
const RENEW_BEFORE_MS = 24 * 3600_000;

/** The store a merchant approved, and the tokens for it. */
export type SallaGrant = {
  merchant: { id: string; name: string; domain: string | null };
  credentials: ConnectionCredentials;
};

/** Salla's side of connecting a store: its approval page, the code exchange, the store it names. */
export type SallaAdapter = ShopPlatform & {
  authorizeUrl(redirectUri: string, state: string): string;
  /** The code exchanged for tokens and the store they are for; null when Salla refuses the code. */
  exchangeCode(code: string, redirectUri: string): Promise<SallaGrant | null>;
};

type Envelope = {
  success?: boolean;
  data?: unknown;
  error?: { code?: string; message?: string };
  pagination?: Pagination;
};
type Pagination = { currentPage?: number; totalPages?: number; links?: { next?: string | null } };
/** The token endpoint's answer (`expires_in` seconds), or app.store.authorize's data (`expires`, a Unix time). */
type TokenAnswer = {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  expires?: number;
  scope?: string;
};

const json = (raw: Buffer): Record<string, unknown> | null => {
  try {
    const value = JSON.parse(raw.toString('utf8')) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** The credentials kept for a token answer: the pair and when the access token ends. */
function credentialsOf(answer: TokenAnswer, now = Date.now()): ConnectionCredentials | null {
  if (!answer.access_token || !answer.refresh_token) return null;
  const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 14 * 24 * 3600;
  const endsAt = typeof answer.expires === 'number' ? answer.expires * 1000 : now + seconds * 1000;
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: new Date(endsAt).toISOString(),
    scope: answer.scope ?? '',
  };
}

function sallaError(status: number, body: unknown): Error {
  const message = (body as Envelope | null)?.error?.message;
  return new Error(`Salla answered ${status}${message ? `: ${message}` : ''}`);
}

function createClient(config: SallaConfig, request: SallaHttp) {
  const token = async (form: Record<string, string>) => {
    const answer = await request({
      method: 'POST',
      url: `${config.accountsUrl}/oauth2/token`,
      form: { client_id: config.clientId, client_secret: config.clientSecret, ...form },
    });
    return answer.status === 200 ? credentialsOf(answer.body as TokenAnswer) : null;
  };

  /** Renews the pair with the refresh token (single use: the new pair is saved at once). */
  async function renew(connection: ShopConnectionRef): Promise<string> {
    const refreshToken = connection.credentials.refreshToken;
    const renewed = refreshToken ? await token({ grant_type: 'refresh_token', refresh_token: refreshToken }) : null;
    if (!renewed) throw new ShopAuthError('Salla refused the refresh token');
    connection.credentials = renewed;
    await connection.saveCredentials?.(renewed);
    return renewed.accessToken as string;
  }

  /** One Merchant API call with the store's token, renewed first when it is about to end, or once when refused. */
  async function api(connection: ShopConnectionRef, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
    let access = connection.credentials.accessToken;
    if (!access) throw new ShopAuthError('no access token');
    const endsAt = Date.parse(connection.credentials.expiresAt ?? '');
    if (Number.isFinite(endsAt) && endsAt - Date.now() < RENEW_BEFORE_MS) access = await renew(connection);
    const call = (bearer: string) => request({ method, url: `${config.apiUrl}${path}`, bearer, json: body });
    let answer = await call(access);
    if (answer.status === 401) answer = await call(await renew(connection));
    if (answer.status === 401 || answer.status === 403) throw new ShopAuthError();
    if (answer.status < 200 || answer.status >= 300) throw sallaError(answer.status, answer.body);
    return answer.body as Envelope;
  }

  return { token, api };
}

/** Salla's order events; the rest of what Salla sends an app is answered and left. */
function parseEvent(topic: string, body: unknown): WebhookEvent {
  if (topic === 'app.uninstalled') return { kind: 'uninstalled' };
  const data = (body as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object' || !('id' in data)) return { kind: 'ignored', reason: 'no order in the body' };
  const json = data as SallaOrderJson;
  if (topic === 'order.deleted') return { kind: 'order_deleted', shopOrderId: String(json.id) };
  const order = toShopOrder(json);
  if (topic === 'order.cancelled' || order.status === 'cancelled') return { kind: 'order_cancelled', order };
  if (!['order.created', 'order.updated', 'order.status.updated'].includes(topic))
    return { kind: 'ignored', reason: `event ${topic}` };
  const skipped = skippedStatus(json);
  return skipped ? { kind: 'ignored', reason: skipped } : { kind: 'order_upsert', order };
}

export function createSallaAdapter(config: SallaConfig, request: SallaHttp): SallaAdapter {
  const client = createClient(config, request);
  const body = (raw: Buffer) => json(raw);
  return {
    platform: 'salla',
    signedByApp: true,
    // Salla signs every store's events with the app's webhook secret (Partner Portal).
    verifyWebhook: (rawBody: Buffer, headers: Headers) => verifySallaDelivery(config.webhookSecret, rawBody, headers),
    // Salla names no delivery: a retry sends the same bytes, so their digest is the delivery's key.
    deliveryId: (_headers, rawBody) => createHash('sha256').update(rawBody).digest('hex'),
    shopOf: (_headers, rawBody) => {
      const merchant = rawBody ? body(rawBody)?.merchant : undefined;
      return typeof merchant === 'number' || (typeof merchant === 'string' && /^\d+$/.test(merchant))
        ? String(merchant)
        : null;
    },
    topicOf: (_headers, rawBody) => {
      const event = rawBody ? body(rawBody)?.event : undefined;
      return typeof event === 'string' && event.length <= 100 ? event : null;
    },
    credentialsOf(topic, payload) {
      if (topic !== 'app.store.authorize') return null;
      return credentialsOf(((payload as { data?: unknown } | null)?.data ?? {}) as TokenAnswer);
    },
    parseWebhook: parseEvent,

    // The app's events are subscribed once for every store, in the Partner Portal (decision 074).
    async registerWebhooks() {},
    async deleteWebhooks() {},

    async listRecentOrders(connection, since, cursor) {
      const page = cursor ? Number(cursor) : 1;
      // List Orders: created from the date (yyyy-mm-dd), a page at a time, in Salla's page size.
      const query = new URLSearchParams({ from_date: since.toISOString().slice(0, 10), page: String(page) });
      const list = await client.api(connection, 'GET', `/orders?${query}`);
      const orders = [];
      for (const summary of (list.data as { id: number | string }[] | undefined) ?? []) {
        // The list answers summaries; the order's details carry its address and items.
        const details = await client.api(connection, 'GET', `/orders/${encodeURIComponent(String(summary.id))}`);
        const event = parseEvent('order.updated', { data: details.data });
        if (event.kind === 'order_upsert' && Date.parse(event.order.createdAt) >= since.getTime())
          orders.push(event.order);
      }
      const pages = list.pagination?.totalPages ?? page;
      return { orders, nextCursor: page < pages ? String(page + 1) : null };
    },

    async markFulfilled(connection, shopOrderId, tracking) {
      const note = `Sameday ${tracking.number}${tracking.url ? ` ${tracking.url}` : ''}`;
      await client.api(connection, 'POST', `/orders/${encodeURIComponent(shopOrderId)}/status`, {
        slug: 'delivering',
        note,
      });
    },

    async markDelivered(connection, shopOrderId) {
      await client.api(connection, 'POST', `/orders/${encodeURIComponent(shopOrderId)}/status`, { slug: 'delivered' });
    },

    async addNote(connection, shopOrderId, note) {
      await client.api(connection, 'POST', `/orders/${encodeURIComponent(shopOrderId)}/histories`, { note });
    },

    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        client_id: config.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'offline_access',
        state,
      });
      return `${config.accountsUrl}/oauth2/auth?${query}`;
    },

    async exchangeCode(code, redirectUri) {
      const credentials = await client.token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        scope: 'offline_access',
      });
      if (!credentials?.accessToken) return null;
      const info = await request({
        method: 'GET',
        url: `${config.accountsUrl}/oauth2/user/info`,
        bearer: credentials.accessToken,
      });
      const merchant = (info.body as { data?: { merchant?: { id?: number | string; name?: string; domain?: string } } })
        ?.data?.merchant;
      if (info.status !== 200 || merchant?.id === undefined) return null;
      return {
        merchant: { id: String(merchant.id), name: merchant.name ?? '', domain: merchant.domain ?? null },
        credentials,
      };
    },
  };
}
