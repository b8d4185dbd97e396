// The security sweep of addresses users type (issue 34, docs/decisions/051). Every field of every
// route that takes a URL, a host or a shop domain is found in the OpenAPI document (the contract's
// schemas), and each is either fetched by the server — then it goes through the outbound guard —
// or only kept and shown to a browser — then it is validated. A new such field fails the first test
// until it is placed in one of the two lists below. The fetched ones are tried with the worst
// inputs (internal IPs in every notation, IPv6 and IPv4-mapped forms, userinfo tricks, names a
// resolver stand-in points at loopback or the metadata address, odd ports): never a 500, never
// kept, and a listener on 127.0.0.1 (its port allowed, so only the address can refuse it) is never
// connected to, the deliveries' jobs worked included.
import {
  API_DOCS_PATH,
  OAUTH_PATHS,
  SHOPIFY_SHOP_DOMAIN,
  TRACKING_PATHS,
  WEBHOOK_URL_MESSAGES,
  WOOCOMMERCE_PATHS,
} from '@sameday/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PLATFORM, type TestApp } from '../test/harness';
import { newMerchant } from '../test/orders';
import { guardedConfig, standInResolver, startCountingListener } from '../test/outbound';
import { call, type Member, ok } from '../test/teams';

/** Fields the server connects to: each goes through the outbound guard. */
const FETCHED: Record<string, string> = {
  'POST /api/platform/integrations/woocommerce/connect body.storeUrl': 'the store, on connect, imports, tracking',
  'POST /api/platform/webhooks/endpoints body.url': 'every delivery attempt',
  'PATCH /api/platform/webhooks/endpoints/{id} body.url': 'every delivery attempt',
  'POST /api/platform/integrations/shopify/connect body.shop':
    "Shopify's admin API, at a name under myshopify.com only (SHOPIFY_SHOP_DOMAIN)",
};

/** Fields only kept and shown (a link, an image the browser loads, a redirect): validated, never fetched here. */
const NOT_FETCHED: Record<string, string> = {
  'GET /api/platform/integrations/shopify/install query.shop': 'checked against SHOPIFY_SHOP_DOMAIN and signed',
  'GET /api/platform/integrations/shopify/install query.host': "Shopify's admin host, signed, not used",
  'GET /api/platform/integrations/shopify/callback query.shop': 'checked against SHOPIFY_SHOP_DOMAIN and signed',
  'GET /api/platform/integrations/shopify/callback query.host': "Shopify's admin host, signed, not used",
  'GET /api/platform/integrations/pending query.shop': 'names a pending install',
  'POST /api/platform/integrations/pending/confirm body.shop': 'names a pending install',
  'POST /api/platform/admin/notifications body.link': 'a link staff publish',
  'POST /api/platform/admin/notifications body.link.url': 'a link staff publish',
  'POST /api/platform/webhooks/carrier/status body.proof_image_url': 'https, shown to the merchant',
  'POST /api/platform/webhooks/carrier/status body.signature_image_url': 'https, shown to the merchant',
  'POST /api/platform/api/fulfilment/products body.imageUrl': 'https, shown to the merchant',
  'PATCH /api/platform/api/fulfilment/products/{sku} body.imageUrl': 'https, shown to the merchant',
  'POST /api/platform/oauth/clients body.redirectUris': 'https (or http on this machine), where browsers are sent',
  'PATCH /api/platform/oauth/clients/{id} body.redirectUris':
    'https (or http on this machine), where browsers are sent',
  'GET /api/platform/oauth/authorize query.redirect_uri': 'must be one the client registered',
  'POST /api/platform/oauth/token body.redirect_uri': 'must be the one the code was issued for',
  'PUT /api/platform/tracking/settings body.logoUrl': "https, loaded by the recipient's browser",
};

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string; schema?: Schema }[];
};

/** Every field of every operation whose name says it holds an address: `METHOD /path where.field`. */
function addressFields(document: { paths: Record<string, Record<string, Operation>> }): string[] {
  const found = new Set<string>();
  const walk = (schema: Schema | undefined, path: string, route: string) => {
    if (!schema || typeof schema !== 'object') return;
    if (/(url|uri|uris|link|shop|host|domain|href)$/i.test(path.split('.').at(-1) ?? '')) found.add(`${route} ${path}`);
    for (const [name, inner] of Object.entries(schema.properties ?? {})) walk(inner, `${path}.${name}`, route);
    walk(schema.items, path, route);
    for (const inner of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(inner, path, route);
  };
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      for (const content of Object.values(operation.requestBody?.content ?? {})) walk(content.schema, 'body', route);
      for (const parameter of operation.parameters ?? [])
        walk(parameter.schema, `${parameter.in}.${parameter.name}`, route);
    }
  return [...found].sort();
}

let t: TestApp;
let listener: Awaited<ReturnType<typeof startCountingListener>>;
let merchant: Member;
const resolve = standInResolver({
  'loopback.sweep.example': '127.0.0.1',
  'loopback6.sweep.example': '::1',
  'mapped.sweep.example': '::ffff:127.0.0.1',
  'compatible.sweep.example': '::7f00:1',
  'sitelocal.sweep.example': 'fec0::1',
  'nat64.sweep.example': '64:ff9b:1::7f00:1',
  'metadata.sweep.example': '169.254.169.254',
  'private.sweep.example': '10.0.0.1',
  'both.sweep.example': ['93.184.215.14', '127.0.0.1'],
});

/** The worst addresses: each must be refused by every fetched field (`{port}`: the listener's, allowed). */
const WORST = [
  'https://127.0.0.1/',
  'https://127.0.0.1:{port}/',
  'https://2130706433/',
  'https://0177.0.0.1/',
  'https://0x7f.1/',
  'https://0x7f000001/',
  'https://127.1/',
  'https://0/',
  'https://0.0.0.0/',
  'https://[::]/',
  'http://[::]/',
  'https://[::1]:{port}/',
  'https://[::ffff:127.0.0.1]/',
  'https://[::ffff:7f00:1]/',
  'https://[0:0:0:0:0:ffff:a9fe:a9fe]/',
  'https://[::7f00:1]/',
  'https://[::ffff:0:7f00:1]/',
  'https://[fec0::1]/',
  'https://[64:ff9b::a9fe:a9fe]/',
  'https://[64:ff9b:1::1]/',
  'https://[fd00::1]/',
  'https://[fe80::1]/',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/',
  'https://192.168.1.1/',
  'https://100.64.0.1/',
  'https://public.example@127.0.0.1/',
  'https://public.example:secret@127.0.0.1:{port}/',
  'https://localhost/',
  'https://localhost:{port}/',
  'https://LOCALHOST./',
  'https://loopback.sweep.example:{port}/',
  'https://loopback6.sweep.example:{port}/',
  'https://mapped.sweep.example/',
  'https://compatible.sweep.example/',
  'https://sitelocal.sweep.example/',
  'https://nat64.sweep.example/',
  'https://metadata.sweep.example/latest/meta-data/',
  'https://private.sweep.example/',
  'https://both.sweep.example/',
  'https://unresolved.sweep.example:22/',
  'https://unresolved.sweep.example:8443/',
  'http://unresolved.sweep.example/',
  'file:///etc/passwd',
  'gopher://127.0.0.1:{port}/',
];

const worst = () => WORST.map((address) => address.replace('{port}', String(listener.port)));

beforeAll(async () => {
  listener = await startCountingListener();
  t = await createTestApp({
    publicUrl: 'https://merchants.sameday.test',
    woocommerceHttpHosts: [],
    webhooks: { httpHosts: [], timeoutMs: 3000 },
    outbound: guardedConfig(resolve, [listener.port]),
    shopify: { apiKey: 'sweep-app', apiSecret: 'sweep-app-secret', baseUrl: 'http://127.0.0.1:9/{shop}' },
  });
  merchant = await newMerchant(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await listener?.close();
});

/** Each try from its own client address: the connect route's per-IP limit is not what is swept. */
let tries = 0;
const fromElsewhere = (method: 'POST' | 'PATCH' | 'PUT', path: string, payload: unknown) => {
  tries += 1;
  return t.app.inject({
    method,
    url: `${PLATFORM}${path}`,
    headers: { authorization: `Bearer ${merchant.token}` },
    payload: payload as Record<string, unknown>,
    remoteAddress: `198.51.100.${tries % 250}`,
  });
};

const expectRefused = (response: LightMyRequestResponse, input: string) => {
  expect(response.statusCode, `${input}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${input}: ${response.body}`).toBeLessThan(500);
};

describe('every field that takes an address', () => {
  it('is found in the contract and placed: fetched through the guard, or only kept and validated', async () => {
    const document = (await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })).json();
    expect(addressFields(document)).toEqual(Object.keys({ ...FETCHED, ...NOT_FETCHED }).sort());
  });
});

describe('fetched addresses never reach inside the network', () => {
  it('refuses the worst store addresses for WooCommerce', async () => {
    for (const input of worst())
      expectRefused(await fromElsewhere('POST', WOOCOMMERCE_PATHS.connect, { storeUrl: input }), input);
    expect(resolve.asked.length).toBeGreaterThan(0);
  });

  it('refuses the worst webhook endpoints, when created and when changed, and sends nothing anywhere', async () => {
    for (const input of worst())
      expectRefused(
        await fromElsewhere('POST', '/webhooks/endpoints', { url: input, events: ['order.created'] }),
        input,
      );
    // One endpoint at a name nothing resolves (kept: each attempt checks again), then changed to the worst.
    const endpoint = ok<{ endpoint: { id: string } }>(
      await fromElsewhere('POST', '/webhooks/endpoints', {
        url: 'https://hooks.unresolved.sweep.example/sameday',
        events: ['order.created'],
      }),
    );
    for (const input of worst())
      expectRefused(await fromElsewhere('PATCH', `/webhooks/endpoints/${endpoint.endpoint.id}`, { url: input }), input);
    ok(await call(t.app, 'POST', `/webhooks/endpoints/${endpoint.endpoint.id}/test`, merchant.token));
    await t.app.jobs.drain();
    const saved = ok<{ url: string }>(
      await call(t.app, 'GET', `/webhooks/endpoints/${endpoint.endpoint.id}`, merchant.token),
    );
    expect(saved.url).toBe('https://hooks.unresolved.sweep.example/sameday');
    // The messages the form shows are the contract's.
    const refused = await fromElsewhere('POST', '/webhooks/endpoints', {
      url: `https://loopback.sweep.example:${listener.port}/`,
      events: ['order.created'],
    });
    expect(refused.json()).toMatchObject({
      details: { fields: [{ field: 'url', message: WEBHOOK_URL_MESSAGES.blocked }] },
    });
  });

  it('takes only a name under myshopify.com as a Shopify shop', async () => {
    for (const input of [
      ...worst(),
      '127.0.0.1',
      'localhost',
      '[::1]',
      'evil.example',
      'shop.myshopify.com.evil.example',
      'shop.myshopify.com@127.0.0.1',
      'loopback.sweep.example',
    ]) {
      const answer = await fromElsewhere('POST', '/integrations/shopify/connect', { shop: input });
      expect(answer.statusCode, `${input}: ${answer.body}`).toBeLessThan(500);
      if (answer.statusCode !== 200) continue;
      // A bare word becomes `word.myshopify.com`: the shop is always a name under Shopify's domain.
      const shop = new URL(answer.json<{ authorizeUrl: string }>().authorizeUrl).pathname.split('/')[1] ?? '';
      expect(shop, input).toMatch(SHOPIFY_SHOP_DOMAIN);
    }
  });

  it('connected to nothing inside the network', () => {
    expect(listener.connections()).toBe(0);
  });
});

describe('addresses only kept and shown are validated', () => {
  it('keeps a tracking page logo only as https, and never answers 500', async () => {
    const settings = ok<Record<string, unknown>>(await call(t.app, 'GET', TRACKING_PATHS.settings, merchant.token));
    for (const input of [...worst(), 'javascript:alert(1)', 'data:image/svg+xml,<svg/>']) {
      const answer = await fromElsewhere('PUT', TRACKING_PATHS.settings, { ...settings, logoUrl: input });
      expect(answer.statusCode, input).toBeLessThan(500);
      if (answer.statusCode === 200) expect(new URL(input).protocol, input).toBe('https:');
    }
  });

  it('keeps an OAuth redirect URI only as https or http on this machine, and never answers 500', async () => {
    for (const input of [...worst(), 'javascript:alert(1)', 'http://127.0.0.1.evil.example/cb', 'https://x/cb#frag']) {
      const answer = await fromElsewhere('POST', OAUTH_PATHS.clients, {
        name: 'Sweep client',
        scopes: ['orders:read'],
        redirectUris: [input],
      });
      expect(answer.statusCode, input).toBeLessThan(500);
      if (answer.statusCode !== 200) continue;
      const url = new URL(input);
      expect(
        url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname)),
        input,
      ).toBe(true);
    }
  });
});
