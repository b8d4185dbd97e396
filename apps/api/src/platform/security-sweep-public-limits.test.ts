// The security sweep's part "every public route is rate-limited": every route that answers
// without a bearer token, read from the app's own route table, is called from one address past
// its limit (the limits scaled down with RATE_LIMIT_MULTIPLIER) and must answer 429
// resource_exhausted in the error shape. A new public route without a limit fails here the day
// it is registered; only the routes below are exempt, each with its reason.
import { API_DOCS_PATH, ErrorShapeSchema } from '@sameday/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { INTERNAL_KEY } from '../test/fulfilment';
import { createTestApp, type TestApp } from '../test/harness';
import { CARRIER_KEY } from '../test/orders';
import { PROVIDER_KEYS } from '../test/payments';
import type { RouteEntry } from './route-table';

/** Public routes with no rate limit, and why none is needed: nothing behind them can be guessed or is costly. */
const UNLIMITED: Record<string, string> = {
  'GET /healthz': 'the load balancer’s health check: answered from memory, reads nothing, must never be refused',
  'GET /readyz':
    'the load balancer’s readiness check: one trivial query, nothing to guess; a refused probe would take the process out of service',
  'GET /env.json': 'the web app’s settings, the same for every caller: nothing to guess, nothing read per call',
  'GET /manifest.json': 'the web app’s manifest, the same for every caller: nothing to guess, nothing read per call',
};

/** Enough calls to pass the largest limit that does not scale (the Shopify rates route: 600 a minute per shop). */
const MOST_CALLS = 700;

let t: TestApp;
let publicRoutes: string[];

/** As the guard decides: outside the API, declared public, or the API reference (made public by its own plugin). */
const isPublic = (route: RouteEntry) =>
  route.isPublic || !route.url.startsWith('/api/') || route.url.startsWith(API_DOCS_PATH);

beforeAll(async () => {
  // Every limit scaled by RATE_LIMIT_MULTIPLIER as the server does: each one that scales allows one call.
  const { rateLimits } = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MULTIPLIER: '0.0001' });
  expect(Object.values(rateLimits).every((limit) => limit.max === 1)).toBe(true);
  t = await createTestApp({
    rateLimits,
    carrierWebhookKey: CARRIER_KEY,
    fulfilmentInternalKey: INTERNAL_KEY,
    payments: { apiUrl: 'http://127.0.0.1:9', ...PROVIDER_KEYS },
    shopify: { apiKey: 'sweep-app', apiSecret: 'sweep-app-secret', baseUrl: 'http://127.0.0.1:9/{shop}' },
  });
  publicRoutes = t.app.routeTable.filter(isPublic).map((route) => `${route.method} ${route.url}`);
}, 120_000);
afterAll(() => t?.close());

let addresses = 0;
/** A new caller for each route, so no route's count is spent by another's. */
function nextAddress(): string {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** Calls the route from one address, with no token and any value for its parameters, until it is refused. */
async function callPastLimit(key: string): Promise<{ response: LightMyRequestResponse; calls: number }> {
  const [method = 'GET', url = ''] = key.split(' ');
  const path = url.replace(/:[^/]+/g, 'x').replace('*', 'x');
  const remoteAddress = nextAddress();
  let calls = 0;
  let response: LightMyRequestResponse;
  do {
    response = await t.app.inject({ method: method as 'GET', url: path, remoteAddress });
    calls += 1;
  } while (response.statusCode !== 429 && calls < MOST_CALLS);
  return { response, calls };
}

describe('every public route', () => {
  it('is found in the route table: the sign-in steps, the OAuth pages, the webhooks, the tracking page, the reference', () => {
    for (const known of [
      'POST /api/platform/identity/sign-in',
      'POST /api/platform/identity/token',
      'GET /api/platform/account/team/invitations/preview/:token',
      'POST /api/platform/oauth/token',
      'GET /api/platform/oauth/authorize',
      'POST /api/platform/webhooks/carrier/status',
      'POST /api/platform/integrations/webhooks/:platform',
      'GET /api/platform/track/:code',
      'GET /api/docs/json',
      'GET /healthz',
    ]) {
      expect(publicRoutes).toContain(known);
    }
    for (const exempt of Object.keys(UNLIMITED)) expect(publicRoutes, 'an exemption names a route').toContain(exempt);
  });

  it('answers 429 resource_exhausted in the error shape once past its limit, but the exempt ones', async () => {
    const limited: string[] = [];
    const unlimited: string[] = [];
    for (const key of publicRoutes.filter((key) => !(key in UNLIMITED))) {
      const { response, calls } = await callPastLimit(key);
      if (response.statusCode !== 429) {
        unlimited.push(`${key} (${calls} calls: ${response.statusCode})`);
        continue;
      }
      const shape = ErrorShapeSchema.safeParse(response.json());
      expect(shape.success, `${key}: ${response.body}`).toBe(true);
      expect(response.json().code, key).toBe('resource_exhausted');
      expect(Number(response.headers['retry-after']), key).toBeGreaterThan(0);
      limited.push(key);
    }
    expect(unlimited, 'public routes without a limit that bites').toEqual([]);
    expect(limited.sort()).toEqual(publicRoutes.filter((key) => !(key in UNLIMITED)).sort());
  }, 120_000);
});
