// A Zid stand-in: a small server speaking the part of Zid that Sameday uses — the OAuth server
// (/oauth/authorize, /oauth/token with the authorization-code and refresh grants, Laravel Passport's
// error answers), and the Merchant API under /v1 with both of Zid's headers (`Authorization: Bearer`
// and `X-Manager-Token`): the manager's profile, webhooks (created with Basic credentials that every
// delivery carries back), orders (list, status change with tracking, comments). Deliveries go out as
// Zid sends them: the order JSON, HTTP Basic with the webhook's username and password, no signature.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ZidStandInOrder } from './orders';

export type ZidStandInWebhook = {
  id: string;
  event: string;
  target_url: string;
  original_id: number;
  subscriber: string;
  conditions: unknown;
  username: string;
  password: string;
  store_id: string;
};
export type ZidStatusChange = { orderId: number; form: Record<string, string> };
type Tokens = { authorization: string; accessToken: string; refreshToken: string; storeId: string };

export type ZidStandIn = {
  port: number;
  oauthBaseUrl: string;
  apiBaseUrl: string;
  /** The store the next approval grants (its id and name). */
  store: { id: string; title: string };
  /** What the approval page decides. */
  decision: 'approve' | 'deny';
  webhooks: Map<string, ZidStandInWebhook>;
  orders: Map<number, ZidStandInOrder>;
  statusChanges: ZidStatusChange[];
  comments: Array<{ orderId: number; comment: string }>;
  /** Every API request: method, path, and whether both tokens were good. */
  requests: Array<{ method: string; path: string; authenticated: boolean }>;
  /** Makes the store's current tokens expire (the refresh token still works once). */
  expireTokens(): void;
  /** Revokes everything (the app was removed): tokens and refresh tokens. */
  revokeAll(): void;
  /** The deliveries Zid would make of `event` for `order`: each subscribed webhook's address, headers and body. */
  deliveries(
    storeId: string,
    event: string,
    order: unknown,
  ): Array<{ url: string; headers: Record<string, string>; body: string }>;
  /** Sends `event` of `order` to every webhook of the store subscribed to it; the statuses Sameday answered. */
  send(storeId: string, event: string, order: unknown): Promise<number[]>;
  close(): Promise<void>;
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
/** Zid's error answer. */
const zidError = (res: http.ServerResponse, status: number, code: string, message: string) =>
  json(res, status, { status, success: false, error: { code, message } });
/** Laravel Passport's OAuth error answer. */
const oauthError = (res: http.ServerResponse, status: number, error: string, description: string) =>
  json(res, status, { error, error_description: description, message: description });

async function readBody(req: http.IncomingMessage): Promise<{ raw: string; fields: Record<string, unknown> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/json'))
    return { raw, fields: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} };
  return { raw, fields: Object.fromEntries(new URLSearchParams(raw)) };
}

const EVENTS = [
  'order.create',
  'order.status.update',
  'order.payment_status.update',
  'app.market.application.uninstall',
];
const STATUSES = ['new', 'preparing', 'ready', 'indelivery', 'delivered', 'cancelled'];
const token = () => randomBytes(24).toString('hex');

export async function startZidStandIn(app: { clientId: string; clientSecret: string }, port = 0): Promise<ZidStandIn> {
  const codes = new Map<string, { redirectUri: string; storeId: string }>();
  const tokens: Tokens[] = [];
  const standIn = {
    store: { id: '507530', title: 'متجر العود' },
    decision: 'approve' as 'approve' | 'deny',
    webhooks: new Map<string, ZidStandInWebhook>(),
    orders: new Map<number, ZidStandInOrder>(),
    statusChanges: [] as ZidStatusChange[],
    comments: [] as Array<{ orderId: number; comment: string }>,
    requests: [] as ZidStandIn['requests'],
  };
  const issue = (storeId: string) => {
    const issued = { authorization: `eyJ.${token()}`, accessToken: token(), refreshToken: token(), storeId };
    tokens.push(issued);
    return {
      token_type: 'Bearer',
      expires_in: 31_536_000,
      access_token: issued.accessToken,
      authorization: issued.authorization,
      refresh_token: issued.refreshToken,
    };
  };

  const authorize = (url: URL, res: http.ServerResponse) => {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    if (
      url.searchParams.get('client_id') !== app.clientId ||
      !redirect ||
      url.searchParams.get('response_type') !== 'code'
    )
      return oauthError(res, 400, 'invalid_client', 'Client authentication failed');
    const back = new URL(redirect);
    const state = url.searchParams.get('state');
    if (state) back.searchParams.set('state', state);
    if (standIn.decision === 'deny') back.searchParams.set('error', 'access_denied');
    else {
      const code = token();
      codes.set(code, { redirectUri: redirect, storeId: standIn.store.id });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  };

  const tokenGrant = (fields: Record<string, unknown>, res: http.ServerResponse) => {
    if (fields.client_id !== app.clientId || fields.client_secret !== app.clientSecret)
      return oauthError(res, 401, 'invalid_client', 'Client authentication failed');
    if (fields.grant_type === 'authorization_code') {
      const grant = codes.get(String(fields.code ?? ''));
      codes.delete(String(fields.code ?? ''));
      if (!grant || grant.redirectUri !== fields.redirect_uri)
        return oauthError(res, 400, 'invalid_grant', 'The authorization code is invalid or has expired.');
      return json(res, 200, issue(grant.storeId));
    }
    if (fields.grant_type === 'refresh_token') {
      const found = tokens.find((t) => t.refreshToken && t.refreshToken === fields.refresh_token);
      if (!found) return oauthError(res, 400, 'invalid_grant', 'The refresh token is invalid.');
      found.refreshToken = '';
      found.authorization = '';
      return json(res, 200, issue(found.storeId));
    }
    return oauthError(res, 400, 'unsupported_grant_type', 'The authorization grant type is not supported.');
  };

  const storeOf = (req: http.IncomingMessage) => {
    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    const manager = String(req.headers['x-manager-token'] ?? '');
    return tokens.find((t) => t.authorization && t.authorization === bearer && t.accessToken === manager)?.storeId;
  };

  const webhooksApi = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
    storeId: string,
    fields: Record<string, unknown>,
  ) => {
    if (req.method === 'GET')
      return json(res, 200, {
        status: 'object',
        webhooks: [...standIn.webhooks.values()]
          .filter((hook) => hook.store_id === storeId)
          .map(({ password: _p, username: _u, ...hook }) => ({ ...hook, status: 'ready' })),
      });
    if (req.method === 'POST') {
      const event = String(fields.event ?? '');
      if (!EVENTS.includes(event) || !fields.target_url || !fields.subscriber)
        return zidError(res, 422, 'validation_error', 'The event, target_url and subscriber fields are required.');
      const hook: ZidStandInWebhook = {
        id: randomUUID(),
        event,
        target_url: String(fields.target_url),
        original_id: Number(fields.original_id ?? 0),
        subscriber: String(fields.subscriber),
        conditions: fields.conditions ?? {},
        username: String(fields.username ?? ''),
        password: String(fields.password ?? ''),
        store_id: storeId,
      };
      standIn.webhooks.set(hook.id, hook);
      const { password: _p, ...shown } = hook;
      return json(res, 200, { status: 'object', webhook: shown });
    }
    const id = decodeURIComponent(path.slice('/v1/managers/webhooks/'.length));
    if (req.method === 'DELETE' && standIn.webhooks.get(id)?.store_id === storeId) {
      standIn.webhooks.delete(id);
      return json(res, 200, { status: 'object', message: 'Webhook deleted' });
    }
    return zidError(res, 404, 'not_found', 'Webhook not found');
  };

  const ordersApi = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    fields: Record<string, unknown>,
  ) => {
    const match = /^\/v1\/managers\/store\/orders\/(\d+)\/(change-order-status|comments)$/.exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/v1/managers/store/orders') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 15), 100);
      const from = url.searchParams.get('date_from');
      const all = [...standIn.orders.values()].filter(
        (order) => !from || `${String(order.created_at).replace(' ', 'T')}Z` >= from.replace('+0000', 'Z'),
      );
      return json(res, 200, {
        status: 'object',
        orders: all.slice((page - 1) * perPage, page * perPage),
        total_order_count: all.length,
      });
    }
    const order = match ? standIn.orders.get(Number(match[1])) : undefined;
    if (!match || !order || req.method !== 'POST') return zidError(res, 404, 'not_found', 'Order not found');
    if (match[2] === 'comments') {
      standIn.comments.push({ orderId: order.id, comment: String(fields.comment ?? '') });
      return json(res, 200, { status: 'object', message: 'Comment added' });
    }
    const status = String(fields.order_status ?? '');
    if (!STATUSES.includes(status))
      return zidError(res, 422, 'validation_error', 'The selected order status is invalid.');
    const form = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
    standIn.statusChanges.push({ orderId: order.id, form });
    order.order_status = { name: status, code: status };
    return json(res, 200, { status: 'object', order });
  };

  let sendOf: (storeId: string, event: string, order: unknown) => Promise<number[]> = async () => [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const { fields } = await readBody(req);
      // Test control, as the Shopify stand-in's: send a delivery, read what the store received.
      const send = /^\/_send\/(\d+)\/([a-z_.]+)$/.exec(url.pathname);
      if (req.method === 'POST' && send?.[1] && send[2]) {
        const order = fields as ZidStandInOrder;
        if (typeof order.id === 'number' && !standIn.orders.has(order.id)) standIn.orders.set(order.id, order);
        return json(res, 200, { statuses: await sendOf(send[1], send[2], fields) });
      }
      if (req.method === 'GET' && url.pathname === '/_received')
        return json(res, 200, { statusChanges: standIn.statusChanges, comments: standIn.comments });
      if (req.method === 'GET' && url.pathname === '/oauth/authorize') return authorize(url, res);
      if (req.method === 'POST' && url.pathname === '/oauth/token') return tokenGrant(fields, res);
      const storeId = storeOf(req);
      standIn.requests.push({ method: req.method ?? '', path: url.pathname, authenticated: Boolean(storeId) });
      if (!storeId) return zidError(res, 401, 'unauthorized', 'Unauthenticated.');
      if (url.pathname === '/v1/managers/account/profile')
        return json(res, 200, {
          user: {
            id: 1,
            name: 'Store manager',
            store: { id: Number(storeId), uuid: randomUUID(), title: standIn.store.title },
          },
        });
      if (url.pathname.startsWith('/v1/managers/webhooks')) return webhooksApi(req, res, url.pathname, storeId, fields);
      if (url.pathname.startsWith('/v1/managers/store/orders')) return ordersApi(req, res, url, fields);
      return zidError(res, 404, 'not_found', 'Not found');
    })().catch(() => zidError(res, 400, 'bad_request', 'The request could not be read.'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;

  const made = Object.assign(standIn, {
    port: bound,
    oauthBaseUrl: `http://127.0.0.1:${bound}`,
    apiBaseUrl: `http://127.0.0.1:${bound}/v1`,
    expireTokens() {
      for (const t of tokens) t.authorization = '';
    },
    revokeAll() {
      for (const t of tokens) {
        t.authorization = '';
        t.refreshToken = '';
      }
    },
    deliveries(storeId: string, event: string, order: unknown) {
      return [...standIn.webhooks.values()]
        .filter((hook) => hook.store_id === storeId && hook.event === event)
        .map((hook) => ({
          url: hook.target_url,
          headers: {
            'content-type': 'application/json',
            authorization: `Basic ${Buffer.from(`${hook.username}:${hook.password}`).toString('base64')}`,
          },
          body: JSON.stringify(order),
        }));
    },
    async send(storeId: string, event: string, order: unknown) {
      const statuses: number[] = [];
      for (const delivery of this.deliveries(storeId, event, order)) {
        const answer = await fetch(delivery.url, { method: 'POST', headers: delivery.headers, body: delivery.body });
        statuses.push(answer.status);
      }
      return statuses;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  sendOf = (storeId, event, order) => made.send(storeId, event, order);
  return made;
}
