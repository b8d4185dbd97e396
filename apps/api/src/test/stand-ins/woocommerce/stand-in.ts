// A WooCommerce store's stand-in: a small server speaking the part of WooCommerce that Sameday uses —
// the key exchange (/wc-auth/v1/authorize, keys POSTed to callback_url, the merchant sent back to
// return_url), the REST API v3 (webhooks, orders with X-WP-Total/X-WP-TotalPages, order notes) with
// WooCommerce's authentication (OAuth 1.0a over http, Basic over https), and webhook deliveries signed
// as WooCommerce signs them. No store is reachable here: the API tests and a development machine use
// it; Sameday's code does not know it, only the store's address differs.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkOAuth1 } from './oauth';
import { gmt, sampleOrder, type WooStandInOrder } from './orders';

export type WooStandInWebhook = {
  id: number;
  name: string;
  status: 'active' | 'paused' | 'disabled';
  topic: string;
  resource: string;
  event: string;
  delivery_url: string;
  secret: string;
  date_created_gmt: string;
};
export type WooStandInNote = {
  id: number;
  author: string;
  date_created_gmt: string;
  note: string;
  customer_note: boolean;
};
export type WooStandInDelivery = {
  webhookId: number;
  topic: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number;
};
export type WooStandInKey = {
  keyId: number;
  userId: string;
  consumerKey: string;
  consumerSecret: string;
  permissions: string;
};

export type WooStandIn = {
  /** The store's address (its home URL), e.g. http://127.0.0.1:PORT. */
  url: string;
  keys: WooStandInKey[];
  webhooks: Map<number, WooStandInWebhook>;
  orders: Map<number, WooStandInOrder>;
  notes: Map<number, WooStandInNote[]>;
  /** Every REST request, authenticated or not: method, path and query (without the OAuth parameters). */
  requests: Array<{ method: string; path: string; query: Record<string, string>; authenticated: boolean }>;
  deliveries: WooStandInDelivery[];
  /** The pings sent when a webhook was created, with the status Sameday answered. */
  pings: Array<{ url: string; status: number }>;
  /** What the key exchange's approval page decides: approve (the default) or deny. */
  decision: 'approve' | 'deny';
  /**
   * The REST API refuses every key (401), as a store does when a host strips the Authorization
   * header or a security plugin blocks the API; the key exchange itself still works.
   */
  refusesKeys: boolean;
  /** The merchant revokes every key in WooCommerce → Settings → Advanced → REST API. */
  revokeKeys: () => void;
  /** A merchant places an order: stored, then order.created delivered to the subscribed webhooks. */
  placeOrder: (overrides?: Partial<WooStandInOrder>) => Promise<WooStandInOrder>;
  /** The merchant edits an order in wp-admin: order.updated delivered. */
  updateOrder: (id: number, changes: Partial<WooStandInOrder>) => Promise<WooStandInOrder>;
  /** The merchant deletes an order for good: order.deleted delivered with `{ id }`. */
  deleteOrder: (id: number) => Promise<void>;
  /** Sends one delivery again, byte for byte, headers included; resolves with Sameday's status. */
  redeliver: (delivery: WooStandInDelivery) => Promise<number>;
  /** Signs a body as WooCommerce does: base64(HMAC-SHA256(body, secret)). */
  sign: (body: string, secret: string) => string;
  /** Resolves once every delivery under way has been answered. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
};
const wpError = (res: http.ServerResponse, status: number, code: string, message: string) =>
  json(res, status, { code, message, data: { status } });

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const TOPICS = new Set([
  'order.created',
  'order.updated',
  'order.deleted',
  'order.restored',
  'product.created',
  'product.updated',
  'customer.created',
]);

export async function startWooCommerceStandIn(options: { port?: number } = {}): Promise<WooStandIn> {
  const keys: WooStandInKey[] = [];
  const webhooks = new Map<number, WooStandInWebhook>();
  const orders = new Map<number, WooStandInOrder>();
  const notes = new Map<number, WooStandInNote[]>();
  const requests: WooStandIn['requests'] = [];
  const deliveries: WooStandInDelivery[] = [];
  const pings: WooStandIn['pings'] = [];
  const nonces = new Set<string>();
  const underWay = new Set<Promise<unknown>>();
  let nextWebhookId = 1;
  let nextNoteId = 1;
  let url = '';
  let decision: WooStandIn['decision'] = 'approve';
  let refusesKeys = false;

  const track = <T>(promise: Promise<T>) => {
    underWay.add(promise);
    void promise.finally(() => underWay.delete(promise)).catch(() => undefined);
    return promise;
  };

  const post = async (target: string, body: string, headers: Record<string, string>) => {
    try {
      const answer = await fetch(target, { method: 'POST', body, headers, redirect: 'manual' });
      await answer.arrayBuffer();
      return answer.status;
    } catch {
      return 0;
    }
  };

  const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64');

  /** WooCommerce's delivery: JSON body, X-WC-Webhook-* headers, a new delivery id each time. */
  const deliverTo = (hook: WooStandInWebhook, payload: unknown) => {
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'WooCommerce/9.4.0 Hookshot (WordPress/6.7.1)',
      'x-wc-webhook-source': `${url}/`,
      'x-wc-webhook-topic': hook.topic,
      'x-wc-webhook-resource': hook.resource,
      'x-wc-webhook-event': hook.event,
      'x-wc-webhook-signature': sign(body, hook.secret),
      'x-wc-webhook-id': String(hook.id),
      'x-wc-webhook-delivery-id': randomBytes(16).toString('hex'),
    };
    const delivery: WooStandInDelivery = {
      webhookId: hook.id,
      topic: hook.topic,
      url: hook.delivery_url,
      headers,
      body,
      status: 0,
    };
    deliveries.push(delivery);
    return track(post(hook.delivery_url, body, headers).then((status) => (delivery.status = status)));
  };

  const fire = async (topic: string, payload: unknown) => {
    const sends = [...webhooks.values()]
      .filter((hook) => hook.status === 'active' && hook.topic === topic)
      .map((hook) => deliverTo(hook, payload));
    await Promise.all(sends);
  };

  const authenticate = (req: http.IncomingMessage, address: URL): WooStandInKey | null => {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (basic) {
      const [key, secret] = Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':');
      return keys.find((k) => k.consumerKey === key && k.consumerSecret === secret) ?? null;
    }
    const checked = checkOAuth1(
      req.method ?? 'GET',
      `${url}${address.pathname}`,
      address.searchParams,
      (key) => keys.find((k) => k.consumerKey === key)?.consumerSecret ?? null,
      nonces,
    );
    return checked.ok ? (keys.find((k) => k.consumerKey === checked.consumerKey) ?? null) : null;
  };

  const authorizeEndpoint = async (address: URL, res: http.ServerResponse) => {
    const q = address.searchParams;
    const [appName, scope, userId, returnUrl, callbackUrl] = [
      'app_name',
      'scope',
      'user_id',
      'return_url',
      'callback_url',
    ].map((name) => q.get(name) ?? '');
    const page = (status: number, message: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=UTF-8' });
      res.end(`<!doctype html><title>WooCommerce</title><p>Error: ${message.replace(/[<>&"']/g, '')}</p>`);
    };
    if (!appName || !userId || !returnUrl || !callbackUrl) return page(400, 'Missing parameter');
    if (!['read', 'write', 'read_write'].includes(scope ?? '')) return page(400, 'Invalid scope');
    const callback = new URL(callbackUrl ?? '');
    // WooCommerce asks for an https callback_url; the stand-in lets a loopback one through too.
    if (callback.protocol !== 'https:' && callback.hostname !== '127.0.0.1')
      return page(400, 'The callback_url needs to be over SSL');
    const back = new URL(returnUrl ?? '');
    if (decision === 'deny') {
      back.searchParams.set('success', '0');
      back.searchParams.set('user_id', userId ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    const key: WooStandInKey = {
      keyId: keys.length + 1,
      userId: userId ?? '',
      consumerKey: `ck_${randomBytes(20).toString('hex')}`,
      consumerSecret: `cs_${randomBytes(20).toString('hex')}`,
      permissions: scope ?? 'read',
    };
    keys.push(key);
    const status = await post(
      callbackUrl ?? '',
      JSON.stringify({
        key_id: key.keyId,
        user_id: key.userId,
        consumer_key: key.consumerKey,
        consumer_secret: key.consumerSecret,
        key_permissions: key.permissions,
      }),
      { 'content-type': 'application/json' },
    );
    if (status !== 200) {
      keys.splice(keys.indexOf(key), 1);
      return page(401, 'An error occurred in the request and at the time were unable to send the consumer data');
    }
    back.searchParams.set('success', '1');
    back.searchParams.set('user_id', userId ?? '');
    res.writeHead(302, { location: back.toString() });
    res.end();
  };

  const paged = <T>(res: http.ServerResponse, list: T[], q: URLSearchParams) => {
    const perPage = Math.min(100, Math.max(1, Number(q.get('per_page') ?? 10) || 10));
    const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
    const totalPages = Math.max(1, Math.ceil(list.length / perPage));
    json(res, 200, list.slice((page - 1) * perPage, page * perPage), {
      'x-wp-total': String(list.length),
      'x-wp-totalpages': String(totalPages),
    });
  };

  const listOrders = (res: http.ServerResponse, q: URLSearchParams) => {
    const statuses = (q.get('status') ?? 'any').split(',').filter(Boolean);
    const after = q.get('after');
    let list = [...orders.values()].filter((o) => o.status !== 'trash');
    if (!statuses.includes('any')) list = list.filter((o) => statuses.includes(o.status));
    if (after) list = list.filter((o) => o.date_created_gmt > after.replace(/Z$/, ''));
    list.sort((a, b) =>
      a.date_created_gmt === b.date_created_gmt ? a.id - b.id : a.date_created_gmt < b.date_created_gmt ? -1 : 1,
    );
    if (q.get('order') !== 'asc') list.reverse();
    paged(res, list, q);
  };

  const changeOrder = (order: WooStandInOrder, changes: Partial<WooStandInOrder>) => {
    const { meta_data: meta, ...rest } = changes;
    Object.assign(order, rest);
    for (const entry of meta ?? []) {
      const existing = order.meta_data.find((m) => m.key === entry.key);
      if (existing) existing.value = entry.value;
      else order.meta_data.push({ id: order.meta_data.length + 1, key: entry.key, value: entry.value });
    }
    order.date_modified_gmt = gmt(new Date());
  };

  const rest = async (req: http.IncomingMessage, res: http.ServerResponse, address: URL, route: string) => {
    const key = refusesKeys ? null : authenticate(req, address);
    const query = Object.fromEntries([...address.searchParams].filter(([k]) => !k.startsWith('oauth_')));
    requests.push({ method: req.method ?? 'GET', path: address.pathname, query, authenticated: key !== null });
    if (!key) return wpError(res, 401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
    const method = req.method ?? 'GET';
    if (method !== 'GET' && key.permissions === 'read')
      return wpError(res, 401, 'woocommerce_rest_cannot_create', 'Sorry, you are not allowed to create resources.');
    const raw = method === 'POST' || method === 'PUT' ? await readBody(req) : '';
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const q = address.searchParams;
    const hookRoute = /^webhooks\/(\d+)$/.exec(route);
    const orderRoute = /^orders\/(\d+)(\/notes)?$/.exec(route);
    if (route === 'webhooks' && method === 'GET') return paged(res, [...webhooks.values()], q);
    if (route === 'webhooks' && method === 'POST') {
      const topic = String(body.topic ?? '');
      if (!TOPICS.has(topic)) return wpError(res, 400, 'rest_invalid_param', 'Invalid parameter(s): topic');
      const [resource, event] = topic.split('.') as [string, string];
      const hook: WooStandInWebhook = {
        id: nextWebhookId++,
        name: String(body.name ?? ''),
        status: (body.status as WooStandInWebhook['status']) ?? 'active',
        topic,
        resource,
        event,
        delivery_url: String(body.delivery_url ?? ''),
        secret: String(body.secret ?? randomBytes(24).toString('hex')),
        date_created_gmt: gmt(new Date()),
      };
      webhooks.set(hook.id, hook);
      // A new active webhook pings its address with `webhook_id=N`, unsigned.
      if (hook.status === 'active') {
        const ping = { url: hook.delivery_url, status: 0 };
        pings.push(ping);
        ping.status = await post(hook.delivery_url, `webhook_id=${hook.id}`, {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': 'WooCommerce/9.4.0 Hookshot (WordPress/6.7.1)',
        });
      }
      return json(res, 201, hook);
    }
    if (hookRoute && method === 'DELETE') {
      const hook = webhooks.get(Number(hookRoute[1]));
      if (!hook) return wpError(res, 404, 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.');
      if (q.get('force') !== 'true')
        return wpError(res, 501, 'woocommerce_rest_trash_not_supported', 'Webhooks do not support trashing.');
      webhooks.delete(hook.id);
      return json(res, 200, hook);
    }
    if (route === 'orders' && method === 'GET') return listOrders(res, q);
    if (orderRoute) {
      const m = orderRoute;
      const order = orders.get(Number(m[1]));
      if (!order) return wpError(res, 404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
      if (!m[2] && method === 'GET') return json(res, 200, order);
      if (!m[2] && method === 'PUT') {
        changeOrder(order, body as Partial<WooStandInOrder>);
        json(res, 200, order);
        return void track(fire('order.updated', order));
      }
      const list = notes.get(order.id) ?? [];
      if (m[2] && method === 'GET') return json(res, 200, list);
      if (m[2] && method === 'POST') {
        if (typeof body.note !== 'string' || !body.note)
          return wpError(res, 400, 'rest_missing_callback_param', 'Missing parameter(s): note');
        const note = {
          id: nextNoteId++,
          author: 'WooCommerce',
          date_created_gmt: gmt(new Date()),
          note: body.note,
          customer_note: body.customer_note === true,
        };
        notes.set(order.id, [...list, note]);
        return json(res, 201, note);
      }
    }
    return wpError(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
  };

  const server = http.createServer((req, res) => {
    const address = new URL(req.url ?? '/', url);
    const handle = async () => {
      if (address.pathname === '/wc-auth/v1/authorize' && req.method === 'GET') return authorizeEndpoint(address, res);
      const restMatch = /^\/wp-json\/wc\/v3\/(.+?)\/?$/.exec(address.pathname);
      if (restMatch) return rest(req, res, address, restMatch[1] ?? '');
      wpError(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    };
    handle().catch(() => {
      if (!res.headersSent)
        wpError(res, 500, 'internal_server_error', 'There has been a critical error on this website.');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: WooStandIn = {
    url,
    keys,
    webhooks,
    orders,
    notes,
    requests,
    deliveries,
    pings,
    get decision() {
      return decision;
    },
    set decision(value) {
      decision = value;
    },
    get refusesKeys() {
      return refusesKeys;
    },
    set refusesKeys(value) {
      refusesKeys = value;
    },
    revokeKeys: () => {
      keys.splice(0, keys.length);
    },
    async placeOrder(overrides) {
      const order = sampleOrder(overrides);
      orders.set(order.id, order);
      await track(fire('order.created', order));
      return order;
    },
    async updateOrder(id, changes) {
      const order = orders.get(id);
      if (!order) throw new Error(`No order ${id} in the stand-in store.`);
      changeOrder(order, changes);
      await track(fire('order.updated', order));
      return order;
    },
    async deleteOrder(id) {
      orders.delete(id);
      await track(fire('order.deleted', { id }));
    },
    redeliver: (delivery) => track(post(delivery.url, delivery.body, delivery.headers)),
    sign,
    async settled() {
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
