// Zid as a ShopPlatform: the merchant approves the app through Zid's OAuth (authorization code);
// every API call sends both of Zid's tokens (`Authorization: Bearer <authorization>` for the app,
// `X-Manager-Token: <access_token>` for the store); webhooks are created through the Merchant API
// with Basic credentials of ours; tracking and status go back through the order's status change.
import type { Config } from '../../../../config';
import { createOutboundGuard, type OutboundGuard } from '../../../../platform/outbound';
import { shopHttp, type ShopHttpAnswer as ZidAnswer, type ShopHttpRequest as ZidRequest } from '../shop-http';
import { type ConnectionCredentials, ShopAuthError, type ShopConnectionRef, type ShopPlatform } from '../shop-platform';
import { orderEvent, SHIPPABLE_STATUSES, statusOf, toShopOrder, ZidOrderSchema } from './order';
import { verifyZidWebhook, webhookUsername, zidDeliveryId, zidShopOf, zidTopicOf } from './webhook';

export type ZidConfig = NonNullable<Config['zid']>;

const zidCall = (guard: OutboundGuard, request: ZidRequest) => shopHttp(guard, 'Zid', request);

/** The events Sameday subscribes each store to. */
export const ZID_EVENTS = ['order.create', 'order.status.update', 'app.market.application.uninstall'] as const;
const ORDERS_PAGE_SIZE = 50;

/** Zid's token answer (authorization code or refresh grant). */
type TokenAnswer = { access_token?: string; authorization?: string; refresh_token?: string; expires_in?: number };

/** What the connection keeps (sealed by the core): both tokens, the refresh token, and when they expire. */
export function credentialsOf(answer: TokenAnswer): ConnectionCredentials | null {
  if (!answer.access_token || !answer.authorization) return null;
  return {
    authorization: answer.authorization,
    managerToken: answer.access_token,
    refreshToken: answer.refresh_token ?? '',
    expiresAt: new Date(Date.now() + (answer.expires_in ?? 0) * 1000).toISOString(),
  };
}

export type ZidOAuth = {
  /** Zid's approval page for this app, back to `redirectUri` with `code` and `state`. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** The code for the store's tokens; null when Zid refuses it. */
  exchangeCode(code: string, redirectUri: string): Promise<ConnectionCredentials | null>;
  /** The store the tokens open (its id, the connection's `shop`), and its name. */
  storeOf(credentials: ConnectionCredentials): Promise<{ id: string; name: string }>;
};

export type ZidAdapter = ShopPlatform & {
  zidOAuth: ZidOAuth;
  outbound: OutboundGuard;
  /** Where renewed tokens are kept (set once by the integrations module: it owns the sealed row). */
  keepRenewedCredentials(save: (connectionId: string, credentials: ConnectionCredentials) => Promise<void>): void;
};

/** Zid's answer in a sentence for the sync log: its status and its own message when it gave one. */
function refusal(answer: ZidAnswer): Error {
  const body = answer.json as { message?: unknown; error?: { message?: unknown } } | null;
  const message = body?.error?.message ?? body?.message;
  return new Error(`Zid answered ${answer.status}${typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''}`);
}

type ZidApiCall = (request: Omit<ZidRequest, 'url'> & { path: string }) => Promise<unknown>;

/** One page of the store's orders created since `since`, oldest first; only those waiting for shipping. */
async function recentOrders(api: ZidApiCall, since: Date, cursor: string | null) {
  const page = Number(cursor ?? '1');
  const query = new URLSearchParams({
    payload_type: 'default',
    page: String(page),
    per_page: String(ORDERS_PAGE_SIZE),
    date_from: since.toISOString().replace('Z', '+0000'),
    order_by: 'created_at',
    sort_by: 'asc',
  });
  const answer = (await api({ method: 'GET', path: `/managers/store/orders?${query}` })) as {
    orders?: unknown[];
  } | null;
  const listed = answer?.orders ?? [];
  const shippable = listed.filter((raw) => {
    const parsed = ZidOrderSchema.safeParse(raw);
    return parsed.success && SHIPPABLE_STATUSES.includes(statusOf(parsed.data));
  });
  return {
    orders: shippable.map(toShopOrder),
    nextCursor: listed.length === ORDERS_PAGE_SIZE ? String(page + 1) : null,
  };
}

export function createZidAdapter(config: Pick<Config, 'zid' | 'outbound'>): ZidAdapter | null {
  const zid = config.zid;
  if (!zid) return null;
  const outbound = createOutboundGuard(config.outbound);
  let keep: (connectionId: string, credentials: ConnectionCredentials) => Promise<void> = async () => {};

  const token = async (form: Record<string, string>) => {
    const answer = await zidCall(outbound, {
      method: 'POST',
      url: `${zid.oauthBaseUrl}/oauth/token`,
      form: { client_id: zid.clientId, client_secret: zid.clientSecret, ...form },
    });
    return answer.status === 200 ? credentialsOf((answer.json ?? {}) as TokenAnswer) : null;
  };

  const send = (credentials: ConnectionCredentials, request: Omit<ZidRequest, 'url'> & { path: string }) => {
    const { authorization, managerToken } = credentials;
    if (!authorization || !managerToken) throw new ShopAuthError('The connection has no Zid tokens.');
    return zidCall(outbound, {
      ...request,
      url: `${zid.apiBaseUrl}${request.path}`,
      headers: { authorization: `Bearer ${authorization}`, 'x-manager-token': managerToken, 'accept-language': 'en' },
    });
  };

  /** One call to the store; tokens Zid refuses are renewed once with the refresh token, and kept. */
  const api = async (connection: ShopConnectionRef, request: Omit<ZidRequest, 'url'> & { path: string }) => {
    let answer = await send(connection.credentials, request);
    if (answer.status === 401 && connection.credentials.refreshToken) {
      const renewed = await token({ grant_type: 'refresh_token', refresh_token: connection.credentials.refreshToken });
      if (renewed) {
        connection.credentials = renewed;
        await keep(connection.id, renewed);
        answer = await send(renewed, request);
      }
    }
    if (answer.status === 401 || answer.status === 403) throw new ShopAuthError('Zid refused Sameday’s tokens.');
    if (answer.status >= 400) throw refusal(answer);
    return answer.json;
  };

  const orderPath = (shopOrderId: string) => {
    if (!/^\d{1,20}$/.test(shopOrderId)) throw new Error('A Zid order id is a number.');
    return `/managers/store/orders/${shopOrderId}`;
  };
  const changeStatus = (connection: ShopConnectionRef, shopOrderId: string, form: Record<string, string>) =>
    api(connection, { method: 'POST', path: `${orderPath(shopOrderId)}/change-order-status`, form });

  const subscriber = (connection: ShopConnectionRef) => `Sameday ${connection.id}`;

  async function deleteWebhooks(connection: ShopConnectionRef) {
    const listed = (await api(connection, { method: 'GET', path: '/managers/webhooks' })) as {
      webhooks?: { id: string; subscriber?: string }[];
    } | null;
    for (const hook of listed?.webhooks ?? [])
      if (hook.subscriber === subscriber(connection))
        await api(connection, { method: 'DELETE', path: `/managers/webhooks/${encodeURIComponent(hook.id)}` });
  }

  return {
    platform: 'zid',
    outbound,
    keepRenewedCredentials: (save) => {
      keep = save;
    },
    zidOAuth: {
      authorizeUrl: (redirectUri, state) =>
        `${zid.oauthBaseUrl}/oauth/authorize?${new URLSearchParams({
          client_id: zid.clientId,
          redirect_uri: redirectUri,
          response_type: 'code',
          state,
        })}`,
      exchangeCode: (code, redirectUri) => token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
      async storeOf(credentials) {
        const answer = await send(credentials, { method: 'GET', path: '/managers/account/profile' });
        const store = (answer.json as { user?: { store?: { id?: unknown; title?: unknown } } } | null)?.user?.store;
        if (answer.status !== 200 || store?.id === undefined) throw refusal(answer);
        return { id: String(store.id), name: typeof store.title === 'string' ? store.title : String(store.id) };
      },
    },
    verifyWebhook: (_rawBody, headers, connection) => verifyZidWebhook(headers, connection),
    deliveryId: zidDeliveryId,
    shopOf: zidShopOf,
    topicOf: zidTopicOf,
    parseWebhook(topic, body) {
      if (topic === 'app.market.application.uninstall') return { kind: 'uninstalled' };
      if (topic === 'order.create' || topic === 'order.status.update') return orderEvent(body);
      return { kind: 'ignored', reason: `event ${topic}` };
    },

    async registerWebhooks(connection, callbackUrl) {
      // Registering again replaces ours: a reconnect gets a new secret.
      await deleteWebhooks(connection);
      for (const event of ZID_EVENTS)
        await api(connection, {
          method: 'POST',
          path: '/managers/webhooks',
          json: {
            event,
            target_url: callbackUrl,
            original_id: 1,
            subscriber: subscriber(connection),
            conditions: {},
            username: webhookUsername(connection.shop, event),
            password: connection.webhookSecret,
          },
        });
    },
    deleteWebhooks,

    listRecentOrders: (connection, since, cursor) => recentOrders((request) => api(connection, request), since, cursor),

    // Collected: the order is in delivery, with our tracking number and link on it (the store's
    // customer sees them on the order page).
    async markFulfilled(connection, shopOrderId, tracking) {
      await changeStatus(connection, shopOrderId, {
        order_status: 'indelivery',
        tracking_number: tracking.number,
        ...(tracking.url ? { tracking_url: tracking.url } : {}),
      });
    },
    async markDelivered(connection, shopOrderId) {
      await changeStatus(connection, shopOrderId, { order_status: 'delivered' });
    },
    async addNote(connection, shopOrderId, note) {
      await api(connection, { method: 'POST', path: `${orderPath(shopOrderId)}/comments`, json: { comment: note } });
    },
  };
}
