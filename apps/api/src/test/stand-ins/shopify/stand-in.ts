// A stand-in for Shopify in tests and by hand (serve.ts): the documented subset the product
// uses — the OAuth authorization-code grant, the Admin GraphQL calls (webhook subscriptions,
// the orders query with cursor pagination, fulfilment orders, fulfillmentCreate, orderUpdate, carrier
// services and the checkout's signed rate requests to them), and webhooks signed as Shopify signs
// them. It records what it received so tests can assert it. Test support: never shipped.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type StandInSubscription = { id: string; topic: string; callbackUrl: string };
export type StandInFulfillment = { shop: string; fulfillmentOrderIds: string[]; tracking: Record<string, unknown> };

/** Shopify's signature of a query: hex HMAC-SHA256 of the sorted `name=value` pairs, `hmac` left out. */
export function signQuery(secret: string, params: Record<string, string>): string {
  const message = Object.keys(params)
    .filter((key) => key !== 'hmac' && key !== 'signature')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

const TOPIC_NAMES: Record<string, string> = {
  ORDERS_CREATE: 'orders/create',
  ORDERS_UPDATED: 'orders/updated',
  ORDERS_CANCELLED: 'orders/cancelled',
  APP_UNINSTALLED: 'app/uninstalled',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The GraphQL variables of the calls the stand-in knows. */
type Variables = {
  topic?: string;
  id?: string;
  webhookSubscription?: { callbackUrl?: string };
  fulfillment?: {
    lineItemsByFulfillmentOrder?: { fulfillmentOrderId: string }[];
    trackingInfo?: Record<string, unknown>;
  };
  input?: {
    id?: string;
    note?: string;
    name?: string;
    callbackUrl?: string;
    active?: boolean;
    supportsServiceDiscovery?: boolean;
  };
  fulfillmentEvent?: { fulfillmentId?: string; status?: string };
  first?: number;
  after?: string | null;
  query?: string;
};

type RestOrder = ReturnType<typeof shopifyOrder>;

type StandInCarrierService = {
  id: string;
  name: string;
  callbackUrl: string;
  active: boolean;
  supportsServiceDiscovery: boolean;
};

/** A REST order as the GraphQL `orders` query answers it (the fields the app asks for). */
function nodeOf(order: RestOrder) {
  const address = order.shipping_address;
  return {
    legacyResourceId: String(order.id),
    name: order.name,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    cancelledAt: order.cancelled_at,
    displayFinancialStatus: order.financial_status.toUpperCase(),
    paymentGatewayNames: order.payment_gateway_names,
    totalPriceSet: { shopMoney: { amount: order.total_price, currencyCode: order.currency } },
    tags: order.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    note: order.note,
    email: order.email,
    phone: null,
    shippingLines: { nodes: order.shipping_lines },
    shippingAddress: address && {
      firstName: address.first_name,
      lastName: address.last_name,
      name: null,
      phone: address.phone,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      province: address.province,
      countryCodeV2: address.country_code,
      zip: address.zip,
    },
    customer: null,
    lineItems: {
      nodes: order.line_items.map((item) => ({
        sku: item.sku,
        name: item.name,
        quantity: item.quantity,
        originalUnitPriceSet: { shopMoney: { amount: item.price } },
      })),
    },
  };
}

/** The `orders` connection: oldest first, `created_at:>='…'` honoured, the cursor an opaque offset. */
function ordersPage(all: RestOrder[], variables: Variables) {
  const since = /created_at:>='?([^'\s]+)'?/.exec(variables.query ?? '')?.[1];
  const held = all
    .filter((order) => !since || order.created_at >= since)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const start = variables.after ? Number(Buffer.from(variables.after, 'base64url').toString('utf8')) : 0;
  const end = start + Math.min(variables.first ?? 50, 250);
  const nodes = held.slice(start, end).map(nodeOf);
  const hasNextPage = end < held.length;
  return {
    nodes,
    pageInfo: { hasNextPage, endCursor: nodes.length ? Buffer.from(String(end)).toString('base64url') : null },
  };
}

export async function startShopifyStandIn(app: { apiKey: string; apiSecret: string }, listenPort = 0) {
  const codes = new Map<string, string>(); // code → shop
  const tokens = new Map<string, string>(); // shop → access token
  const subscriptions = new Map<string, StandInSubscription[]>();
  const fulfillments: StandInFulfillment[] = [];
  const notes: { shop: string; orderId: string; note: string }[] = [];
  const fulfilledOrders = new Set<string>();
  /** The "delivered" (or other) events sent on fulfilments, in order. */
  const fulfillmentEvents: { shop: string; fulfillmentId: string; status: string }[] = [];
  const shopOrders = new Map<string, RestOrder[]>(); // shop → the orders it holds
  const orderReads: { shop: string; after: string | null }[] = [];
  /** Each shop's carrier services (carrierServiceCreate), as Shopify keeps them per app. */
  const carrierServices = new Map<string, StandInCarrierService[]>();
  /** Shops whose plan lacks carrier-calculated shipping: carrierServiceCreate answers a user error. */
  const withoutCarrierShipping = new Set<string>();

  function authorize(shop: string, url: URL, response: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (url.searchParams.get('client_id') !== app.apiKey || !redirectUri)
      return answer(response, 400, { error: 'invalid_request' });
    // The merchant approves at once.
    const code = randomBytes(12).toString('hex');
    codes.set(code, shop);
    const params: Record<string, string> = {
      code,
      host: Buffer.from(`${shop}/admin`).toString('base64url'),
      shop,
      state: url.searchParams.get('state') ?? '',
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const query = new URLSearchParams({ ...params, hmac: signQuery(app.apiSecret, params) });
    response.writeHead(302, { location: `${redirectUri}?${query}` });
    response.end();
  }

  function exchange(shop: string, body: Record<string, string>, response: ServerResponse) {
    const codeShop = codes.get(body.code ?? '');
    if (body.client_id !== app.apiKey || body.client_secret !== app.apiSecret || codeShop !== shop)
      return answer(response, 400, {
        error: 'invalid_request',
        error_description: 'The authorization code was not found or was already used',
      });
    codes.delete(body.code ?? '');
    const token = `shpat_${randomBytes(16).toString('hex')}`;
    tokens.set(shop, token);
    return answer(response, 200, { access_token: token, scope: 'read_orders,write_orders' });
  }

  function graphql(shop: string, request: IncomingMessage, raw: string, response: ServerResponse) {
    if (!tokens.get(shop) || request.headers['x-shopify-access-token'] !== tokens.get(shop))
      return answer(response, 401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    const { query, variables = {} } = JSON.parse(raw) as { query: string; variables?: Variables };
    const list = subscriptions.get(shop) ?? [];
    subscriptions.set(shop, list);
    const carriers = carrierServices.get(shop) ?? [];
    carrierServices.set(shop, carriers);
    if (query.includes('carrierServiceCreate')) {
      const input = variables.input ?? {};
      const refusal = withoutCarrierShipping.has(shop)
        ? 'Carrier Calculated Shipping must be enabled for your store before registering a Carrier Service'
        : !input.name || !input.callbackUrl
          ? 'Name and callback URL are required'
          : carriers.some((c) => c.name === input.name)
            ? `${input.name} is already configured`
            : null;
      if (refusal)
        return answer(response, 200, {
          data: {
            carrierServiceCreate: { carrierService: null, userErrors: [{ field: ['input'], message: refusal }] },
          },
        });
      const service: StandInCarrierService = {
        id: `gid://shopify/DeliveryCarrierService/${randomBytes(4).readUInt32BE()}`,
        name: input.name ?? '',
        callbackUrl: input.callbackUrl ?? '',
        active: input.active ?? false,
        supportsServiceDiscovery: input.supportsServiceDiscovery ?? false,
      };
      carriers.push(service);
      return answer(response, 200, { data: { carrierServiceCreate: { carrierService: service, userErrors: [] } } });
    }
    if (query.includes('carrierServiceDelete')) {
      carrierServices.set(
        shop,
        carriers.filter((c) => c.id !== variables.id),
      );
      return answer(response, 200, { data: { carrierServiceDelete: { deletedId: variables.id, userErrors: [] } } });
    }
    if (query.includes('carrierServices(')) {
      return answer(response, 200, { data: { carrierServices: { nodes: carriers } } });
    }
    if (query.includes('webhookSubscriptionCreate')) {
      const id = `gid://shopify/WebhookSubscription/${randomBytes(4).readUInt32BE()}`;
      list.push({ id, topic: variables.topic ?? '', callbackUrl: variables.webhookSubscription?.callbackUrl ?? '' });
      return answer(response, 200, {
        data: { webhookSubscriptionCreate: { webhookSubscription: { id }, userErrors: [] } },
      });
    }
    if (query.includes('webhookSubscriptionDelete')) {
      subscriptions.set(
        shop,
        list.filter((s) => s.id !== variables.id),
      );
      return answer(response, 200, {
        data: { webhookSubscriptionDelete: { deletedWebhookSubscriptionId: variables.id, userErrors: [] } },
      });
    }
    if (query.includes('webhookSubscriptions')) {
      return answer(response, 200, { data: { webhookSubscriptions: { nodes: list.map(({ id }) => ({ id })) } } });
    }
    if (/\borders\(/.test(query)) {
      orderReads.push({ shop, after: variables.after ?? null });
      return answer(response, 200, { data: { orders: ordersPage(shopOrders.get(shop) ?? [], variables) } });
    }
    if (query.includes('fulfillmentEventCreate')) {
      const event = variables.fulfillmentEvent ?? {};
      fulfillmentEvents.push({ shop, fulfillmentId: String(event.fulfillmentId), status: String(event.status) });
      return answer(response, 200, {
        data: {
          fulfillmentEventCreate: {
            fulfillmentEvent: { id: 'gid://shopify/FulfillmentEvent/1', status: event.status },
            userErrors: [],
          },
        },
      });
    }
    if (query.includes('fulfillments(')) {
      // One fulfilment per fulfilled order, numbered as the order (the stand-in's own rule).
      const orderId = String(variables.id).split('/').pop();
      const isFulfilled = fulfilledOrders.has(`gid://shopify/FulfillmentOrder/${orderId}`);
      return answer(response, 200, {
        data: {
          order: {
            fulfillments: isFulfilled ? [{ id: `gid://shopify/Fulfillment/${orderId}`, status: 'SUCCESS' }] : [],
          },
        },
      });
    }
    if (query.includes('fulfillmentCreate')) {
      const ids = (variables.fulfillment?.lineItemsByFulfillmentOrder ?? []).map(
        (l: { fulfillmentOrderId: string }) => l.fulfillmentOrderId,
      );
      for (const id of ids) fulfilledOrders.add(id);
      fulfillments.push({ shop, fulfillmentOrderIds: ids, tracking: variables.fulfillment?.trackingInfo ?? {} });
      const orderNumber = String(ids[0] ?? '')
        .split('/')
        .pop();
      return answer(response, 200, {
        data: {
          fulfillmentCreate: {
            fulfillment: { id: `gid://shopify/Fulfillment/${orderNumber}`, status: 'SUCCESS' },
            userErrors: [],
          },
        },
      });
    }
    if (query.includes('fulfillmentOrders')) {
      const orderId = String(variables.id).split('/').pop();
      const id = `gid://shopify/FulfillmentOrder/${orderId}`;
      return answer(response, 200, {
        data: {
          order: { fulfillmentOrders: { nodes: [{ id, status: fulfilledOrders.has(id) ? 'CLOSED' : 'OPEN' }] } },
        },
      });
    }
    if (query.includes('orderUpdate')) {
      notes.push({
        shop,
        orderId: String(variables.input?.id).split('/').pop() ?? '',
        note: variables.input?.note ?? '',
      });
      return answer(response, 200, { data: { orderUpdate: { order: { id: variables.input?.id }, userErrors: [] } } });
    }
    return answer(response, 200, { errors: [{ message: 'The stand-in does not know this query' }] });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [, shop = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const raw = request.method === 'POST' ? await readBody(request) : '';
    // Test controls (not Shopify's): send a webhook as the shop; read what the shops received.
    if (request.method === 'POST' && shop === '_send') {
      const [target = '', ...topic] = rest;
      const status = await deliver(target, topic.join('/'), JSON.parse(raw || '{}')).catch(() => 0);
      return answer(response, status ? 200 : 404, { status });
    }
    if (request.method === 'GET' && shop === '_received') return answer(response, 200, { fulfillments, notes });
    if (request.method === 'GET' && path === '/admin/oauth/authorize') return authorize(shop, url, response);
    if (request.method === 'POST' && path === '/admin/oauth/access_token')
      return exchange(shop, JSON.parse(raw || '{}'), response);
    if (request.method === 'POST' && /^\/admin\/api\/[^/]+\/graphql\.json$/.test(path))
      return graphql(shop, request, raw, response);
    return answer(response, 404, { errors: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** A webhook as Shopify sends it: the exact bytes and the headers signed over them. */
  function signedWebhook(shop: string, topic: string, payload: unknown, webhookId = randomBytes(8).toString('hex')) {
    const body = JSON.stringify(payload);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': topic,
        'x-shopify-shop-domain': shop,
        'x-shopify-webhook-id': webhookId,
        'x-shopify-event-id': webhookId,
        'x-shopify-api-version': '2026-10',
        'x-shopify-triggered-at': new Date().toISOString(),
        'x-shopify-hmac-sha256': createHmac('sha256', app.apiSecret).update(body).digest('base64'),
      },
    };
  }

  /** Sends `topic` to the shop's subscribed callback (a running server), as Shopify does. */
  async function deliver(shop: string, topicName: string, payload: unknown, webhookId?: string) {
    const topic = Object.entries(TOPIC_NAMES).find(([, name]) => name === topicName)?.[0];
    const subscription = subscriptions.get(shop)?.find((s) => s.topic === topic);
    if (!subscription) throw new Error(`${shop} has no subscription to ${topicName}`);
    const { body, headers } = signedWebhook(shop, topicName, payload, webhookId);
    const response = await fetch(subscription.callbackUrl, { method: 'POST', headers, body });
    return response.status;
  }

  return {
    /** Where the shops' admins answer, `{shop}` standing for the domain (SHOPIFY_API_BASE_URL). */
    baseUrl: `http://127.0.0.1:${port}/{shop}`,
    port,
    subscriptions,
    fulfillments,
    fulfillmentEvents,
    notes,
    tokens,
    /** The orders query's calls, in order (which page each asked for). */
    orderReads,
    /** Gives the shop these orders (REST shape, as shopifyOrder makes them) for the orders query. */
    holdOrders(shop: string, orders: RestOrder[]) {
      shopOrders.set(shop, [...(shopOrders.get(shop) ?? []), ...orders]);
    },
    signedWebhook,
    /** The app URL's query, signed as Shopify signs it when a merchant installs from the app listing. */
    installQuery(shop: string): string {
      const params = { shop, timestamp: String(Math.floor(Date.now() / 1000)) };
      return new URLSearchParams({ ...params, hmac: signQuery(app.apiSecret, params) }).toString();
    },
    deliver,
    carrierServices,
    /** The shop's plan has no carrier-calculated shipping: registering a carrier service is refused. */
    withoutCarrierShipping,
    /**
     * The shop's checkout asks the registered carrier service for rates, as Shopify does: the
     * rate request JSON, signed with the app's secret (X-Shopify-Hmac-Sha256), X-Shopify-Shop-Domain.
     */
    async askRates(shop: string, rate: Record<string, unknown>) {
      const service = carrierServices.get(shop)?.find((c) => c.active);
      if (!service) throw new Error(`${shop} has no active carrier service`);
      const body = JSON.stringify({ rate });
      const response = await fetch(service.callbackUrl, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'x-shopify-shop-domain': shop,
          'x-shopify-hmac-sha256': createHmac('sha256', app.apiSecret).update(body).digest('base64'),
        },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ShopifyStandIn = Awaited<ReturnType<typeof startShopifyStandIn>>;

/** A Shopify REST order as the order webhooks send it. */
export function shopifyOrder(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `#${id}`,
    order_number: id,
    created_at: '2026-11-24T08:00:00Z',
    updated_at: '2026-11-24T08:00:00Z',
    cancelled_at: null,
    financial_status: 'pending',
    payment_gateway_names: ['Cash on Delivery (COD)'],
    total_price: '245.00',
    currency: 'AED',
    tags: '',
    note: 'Leave with the concierge',
    email: 'layla@example.ae',
    shipping_lines: [{ title: 'Sameday delivery' }],
    shipping_address: {
      first_name: 'Layla',
      last_name: 'Haddad',
      phone: '050 123 4567',
      address1: 'Villa 12, Street 4',
      address2: 'Al Barsha 1',
      city: 'Dubai',
      province: 'Dubai',
      country_code: 'AE',
      zip: null,
    },
    line_items: [{ sku: 'OUD-50', name: 'Oud oil 50 ml', quantity: 2, price: '122.50' }],
    ...overrides,
  };
}
