// A stand-in for Salla in tests and by hand (serve.ts): the documented subset the product uses —
// the OAuth 2 authorization-code grant at accounts.salla.sa (/oauth2/auth, /oauth2/token with its
// refresh grant, /oauth2/user/info), the Merchant API at api.salla.dev/admin/v2 (List Orders with
// its pagination, Order Details, Update Order Status, Create Order History) in Salla's answer
// envelope ({ status, success, data } or { status, success: false, error }), and app events signed
// as Salla signs them (X-Salla-Signature). It records what it received. Test support: never shipped.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type SallaApp = { clientId: string; clientSecret: string; webhookSecret: string };
export type StandInStatusUpdate = { merchant: string; orderId: string; slug: string; note: string | null };

type Store = { merchant: string; name: string; orders: Map<string, Record<string, unknown>> };
type Tokens = { merchant: string; refreshToken: string; expiresAt: number };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Salla's error envelope. */
const refusal = (response: ServerResponse, status: number, code: string, message: string) =>
  answer(response, status, { status, success: false, error: { code, message } });

/** An order as Salla's order events and Order Details carry it; `overrides` replace whole fields. */
export function sallaOrder(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    reference_id: 70000 + id,
    date: { date: '2026-11-29 10:15:00.000000', timezone_type: 3, timezone: 'Asia/Riyadh' },
    status: { id: 566146469, name: 'بإنتظار المراجعة', slug: 'under_review' },
    payment_method: 'cod',
    currency: 'AED',
    amounts: {
      sub_total: { amount: 180, currency: 'AED' },
      shipping_cost: { amount: 15, currency: 'AED' },
      cash_on_delivery: { amount: 195, currency: 'AED' },
      total: { amount: 195, currency: 'AED' },
    },
    shipping: {
      id: 1833934431,
      app_id: null,
      company: 'Sameday',
      receiver: { name: 'Omar Khalil', email: 'omar@example.com', phone: '+971501234567' },
      address: {
        country: 'United Arab Emirates',
        country_code: 'AE',
        city: 'Dubai',
        shipping_address: 'Building 12, Al Wasl Road, Jumeirah 1',
        street_number: '12',
        block: 'Jumeirah 1',
        postal_code: '00000',
      },
    },
    customer: {
      id: 2079537577,
      first_name: 'Omar',
      last_name: 'Khalil',
      mobile: 501234567,
      mobile_code: '+971',
      email: 'omar@example.com',
      city: 'Dubai',
      country_code: 'AE',
    },
    items: [
      {
        id: 1,
        name: 'Oud oil 50 ml',
        sku: 'OUD-50',
        quantity: 1,
        amounts: { price_without_tax: { amount: 180, currency: 'AED' }, total: { amount: 180, currency: 'AED' } },
      },
    ],
    ...overrides,
  };
}

/** An order in Arabic, as a Dubai customer types it in a Salla store: the receiver, the address, the item. */
export function sallaArabicOrder(id: number, quantity = 1): Record<string, unknown> {
  return sallaOrder(id, {
    shipping: {
      ...(sallaOrder(id).shipping as object),
      receiver: { name: 'ليلى الحداد', email: 'layla@example.ae', phone: '+971501112233' },
      address: {
        country: 'الإمارات',
        country_code: 'AE',
        city: 'Dubai',
        shipping_address: 'فيلا 7، شارع الوصل، جميرا 1',
        street_number: '7',
        block: 'جميرا 1',
        postal_code: '00000',
      },
    },
    items: [{ name: 'دهن عود ملكي', sku: 'OUD-AR', quantity, amounts: { price_without_tax: { amount: 90 } } }],
  });
}

export type SallaStandIn = Awaited<ReturnType<typeof startSallaStandIn>>;

/** Starts the stand-in on 127.0.0.1; `port` 0 picks a free one. */
export async function startSallaStandIn(app: SallaApp, port = 0) {
  const stores = new Map<string, Store>();
  const codes = new Map<string, string>();
  const access = new Map<string, Tokens>();
  const statusUpdates: StandInStatusUpdate[] = [];
  /** Every request received (method and path), to tell what reached the stand-in at all. */
  const requests: string[] = [];
  const histories: { merchant: string; orderId: string; note: string }[] = [];
  let nextMerchant = 1_305_146_000 + Math.floor(Math.random() * 600);
  const world = {
    /** The store the next approval is for (else a new one); the merchant signs in and picks it at Salla. */
    approveAs: null as string | null,
    /** Where the app's events are sent (the app's webhook URL in the Partner Portal). */
    webhookUrl: null as string | null,
    /** Answer 401 to every Merchant API call (tokens revoked). */
    revoked: false,
    /** How long the access tokens issued for a code last (Salla: 14 days). */
    tokenLifetimeSeconds: 1_209_600,
  };

  const storeOf = (merchant: string) => {
    let store = stores.get(merchant);
    if (!store) {
      store = { merchant, name: `متجر ${merchant}`, orders: new Map() };
      stores.set(merchant, store);
    }
    return store;
  };

  const issue = (merchant: string, lifetimeSeconds = 1_209_600) => {
    const accessToken = `salla_at_${randomBytes(16).toString('hex')}`;
    const refreshToken = `salla_rt_${randomBytes(16).toString('hex')}`;
    access.set(accessToken, { merchant, refreshToken, expiresAt: Date.now() + lifetimeSeconds * 1000 });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: lifetimeSeconds,
      scope: 'offline_access orders.read_write',
      token_type: 'bearer',
    };
  };

  const bearerOf = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const held = access.get(token);
    return held && held.expiresAt > Date.now() && !world.revoked ? held : null;
  };

  async function oauth(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method === 'GET' && url.pathname === '/oauth2/auth') {
      const redirect = url.searchParams.get('redirect_uri') ?? '';
      if (
        url.searchParams.get('client_id') !== app.clientId ||
        url.searchParams.get('response_type') !== 'code' ||
        !redirect
      )
        return refusal(response, 400, 'invalid_request', 'The request is missing a required parameter.');
      const merchant = world.approveAs ?? String(nextMerchant++);
      storeOf(merchant);
      const code = randomBytes(12).toString('hex');
      codes.set(code, merchant);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('scope', url.searchParams.get('scope') ?? '');
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === '/oauth2/token') {
      const form = new URLSearchParams(await readBody(request));
      if (form.get('client_id') !== app.clientId || form.get('client_secret') !== app.clientSecret)
        return answer(response, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      if (form.get('grant_type') === 'authorization_code') {
        const merchant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!merchant)
          return answer(response, 400, {
            error: 'invalid_grant',
            error_description: 'The authorization code is invalid',
          });
        return answer(response, 200, issue(merchant, world.tokenLifetimeSeconds));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const entry = [...access.entries()].find(([, t]) => t.refreshToken === form.get('refresh_token'));
        if (!entry)
          return answer(response, 400, { error: 'invalid_grant', error_description: 'The refresh token is invalid' });
        // A refresh token is used once: the old pair ends with it.
        access.delete(entry[0]);
        return answer(response, 200, issue(entry[1].merchant));
      }
      return answer(response, 400, {
        error: 'unsupported_grant_type',
        error_description: 'The grant type is not supported',
      });
    }
    if (request.method === 'GET' && url.pathname === '/oauth2/user/info') {
      const held = bearerOf(request);
      if (!held) return refusal(response, 401, 'Unauthorized', 'The access token should be a valid token.');
      const store = storeOf(held.merchant);
      return answer(response, 200, {
        status: 200,
        success: true,
        data: {
          id: 1_771_165_749,
          name: 'Demo Merchant',
          email: 'merchant@example.com',
          role: 'user',
          merchant: {
            id: Number(store.merchant),
            username: `dev-${store.merchant}`,
            name: store.name,
            domain: `https://salla.sa/dev-${store.merchant}`,
          },
        },
      });
    }
    return refusal(response, 404, 'NotFound', 'Not found');
  }

  async function merchantApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const held = bearerOf(request);
    if (!held) return refusal(response, 401, 'Unauthorized', 'The access token should be a valid token.');
    const store = storeOf(held.merchant);
    const path = url.pathname.replace(/^\/admin\/v2/, '');
    if (request.method === 'GET' && path === '/orders') {
      const from = url.searchParams.get('from_date') ?? '0000-00-00';
      const perPage = 15; // Salla's page size
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = [...store.orders.values()].filter(
        (o) => String((o.date as { date: string }).date).slice(0, 10) >= from,
      );
      const slice = all.slice((page - 1) * perPage, page * perPage);
      const totalPages = Math.max(1, Math.ceil(all.length / perPage));
      return answer(response, 200, {
        status: 200,
        success: true,
        // The list answers summaries; details come from Order Details.
        data: slice.map((o) => ({ id: o.id, reference_id: o.reference_id, status: o.status, date: o.date })),
        pagination: {
          count: slice.length,
          total: all.length,
          perPage,
          currentPage: page,
          totalPages,
          links: page < totalPages ? { next: `?page=${page + 1}` } : {},
        },
      });
    }
    const one = /^\/orders\/(\d+)(\/status|\/histories)?$/.exec(path);
    const order = one ? store.orders.get(one[1] as string) : undefined;
    if (!one || !order) return refusal(response, 404, 'NotFound', 'The order was not found.');
    if (request.method === 'GET' && !one[2]) return answer(response, 200, { status: 200, success: true, data: order });
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    if (request.method === 'POST' && one[2] === '/status') {
      if (typeof body.slug !== 'string' && typeof body.status_id !== 'number')
        return answer(response, 422, {
          status: 422,
          success: false,
          error: { code: 'error', message: 'alert.invalid_fields', fields: { slug: ['The slug field is required.'] } },
        });
      order.status = { id: 1, name: String(body.slug), slug: String(body.slug) };
      statusUpdates.push({
        merchant: store.merchant,
        orderId: one[1] as string,
        slug: String(body.slug),
        note: typeof body.note === 'string' ? body.note : null,
      });
      return answer(response, 201, {
        status: 201,
        success: true,
        data: { message: 'The entity has been updated successfully', code: 201 },
      });
    }
    if (request.method === 'POST' && one[2] === '/histories') {
      if (typeof body.note !== 'string' || !body.note)
        return answer(response, 422, {
          status: 422,
          success: false,
          error: { code: 'error', message: 'alert.invalid_fields', fields: { note: ['The note field is required.'] } },
        });
      histories.push({ merchant: store.merchant, orderId: one[1] as string, note: body.note });
      return answer(response, 200, { status: 200, success: true, data: { id: histories.length, note: body.note } });
    }
    return refusal(response, 405, 'MethodNotAllowed', 'Method not allowed');
  }

  /** An app event with Salla's envelope and headers, signed over its exact bytes (an order's is kept by the store). */
  function signedEvent(event: string, merchant: string, data: unknown) {
    // The store keeps the order it tells of: the Merchant API answers it too.
    const order = data as { id?: unknown } | null;
    if (event.startsWith('order.') && order?.id !== undefined)
      storeOf(merchant).orders.set(String(order.id), order as Record<string, unknown>);
    const body = JSON.stringify({ event, merchant: Number(merchant), created_at: new Date().toISOString(), data });
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Salla',
      'x-salla-security-strategy': 'Signature',
      'x-salla-signature': createHmac('sha256', app.webhookSecret).update(body).digest('hex'),
    };
    return { body, headers };
  }

  /** The store sends an order event (the order is kept for the Merchant API too); answers our status. */
  async function send(event: string, merchant: string, data: Record<string, unknown>) {
    if (!world.webhookUrl) throw new Error('no webhook URL set');
    const { body, headers } = signedEvent(event, merchant, data);
    const sent = await fetch(world.webhookUrl, { method: 'POST', headers, body });
    return { status: sent.status, body: await sent.text() };
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}`);
    const handle = async () => {
      if (url.pathname.startsWith('/oauth2/')) return oauth(request, response, url);
      if (url.pathname.startsWith('/admin/v2/')) return merchantApi(request, response, url);
      const sending = /^\/_send\/(\d+)\/([a-z.]+)$/.exec(url.pathname);
      if (request.method === 'POST' && sending) {
        const data = JSON.parse(await readBody(request)) as Record<string, unknown>;
        return answer(response, 200, await send(sending[2] as string, sending[1] as string, data));
      }
      if (request.method === 'GET' && url.pathname === '/_received')
        return answer(response, 200, { statusUpdates, histories });
      return refusal(response, 404, 'NotFound', 'Not found');
    };
    handle().catch((error: unknown) =>
      answer(response, 500, { status: 500, success: false, error: { code: 'error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const baseUrl = `http://127.0.0.1:${boundPort}`;
  return Object.assign(world, {
    port: boundPort,
    /** SALLA_ACCOUNTS_URL */
    accountsUrl: baseUrl,
    /** SALLA_API_URL */
    apiUrl: `${baseUrl}/admin/v2`,
    stores,
    statusUpdates,
    histories,
    requests,
    storeOf,
    signedEvent,
    send,
    /** The merchants holding a live token (a refresh ends the old one). */
    liveTokens: () => [...access.values()].filter((t) => t.expiresAt > Date.now()).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
