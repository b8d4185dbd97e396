// The API reference covers every route: the OpenAPI document at /api/docs/json is valid
// OpenAPI 3.1, and each registered route is in it with its request and its answer, so a
// route added without schemas makes this file fail.

import { API_DOCS_PATH, OAUTH_SCOPE_LABELS } from '@sameday/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { clientCredentialsToken, createClient } from '../test/oauth';
import { newMerchant } from '../test/orders';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Writes that carry no body: the call is the path (and the refresh cookie). */
const NO_BODY: Record<string, string> = {
  'POST /api/platform/quiqdash/credit-notes/confirm-cod/:id': 'the statement named in the path is confirmed',
  'POST /api/platform/finance/payment-methods':
    'a card sent here is refused unread: card numbers never reach this server (decision 014)',
  'POST /api/platform/finance/payment-methods/:id/default': 'the card named in the path becomes the default',
  'POST /api/platform/admin/invoices/:id/mark-paid': 'the invoice named in the path is recorded paid now',
  'POST /api/platform/quiqdash/bulk_orders':
    'multipart/form-data with one `file` field (a .csv or .xlsx file), read as a stream, not a JSON body; its description says so',
  'POST /api/platform/identity/token': 'reads only the refresh cookie',
  'POST /api/platform/identity/sign-out': 'reads only the refresh cookie (and the bearer token, when sent)',
  'POST /api/platform/identity/email-verification': "mails a link to the signed-in caller's own address",
  'POST /api/platform/partner/user/onboarding/complete': 'the guided tour ended for the signed-in caller',
  'PUT /api/platform/quiqdash/orders/export/:id': 'the order named in the path is recorded as exported',
  'PUT /api/platform/courier/proofs/:id':
    'the raw image bytes (image/jpeg, image/png or image/webp), judged by their content, not a JSON body; its description says so',
  'PUT /api/platform/quiqdash/missions/unpool/orders/:id': 'the order named in the path leaves pooled missions',
  'POST /api/platform/api/fulfilment/orders/:id/cancel': 'the fulfilment order named in the path is cancelled',
  'POST /api/platform/dispatcher/rules/:id/activate': 'the rule named in the path takes part in decisions again',
  'POST /api/platform/dispatcher/rules/:id/deactivate': 'the rule named in the path stays in place and never matches',
  'POST /api/platform/oauth/clients/:id/secret': 'a new secret for the API client named in the path',
  'POST /api/platform/webhooks/endpoints/:id/rotate-secret': 'the endpoint named in the path gets a new secret',
  'POST /api/platform/webhooks/endpoints/:id/test': 'a test event is sent to the endpoint named in the path',
  'POST /api/platform/webhooks/endpoints/:id/deliveries/:deliveryId/resend':
    'the delivery named in the path is sent again',
  'POST /api/platform/integrations/salla/connect': 'Salla names the store once the merchant signs in there',
  'POST /api/platform/integrations/zid/connect': 'Zid names the store once the merchant signs in there',
  'POST /api/platform/api/fulfilment/product-files/import':
    'multipart/form-data with one `file` field (a .csv or .xlsx file of products), not a JSON body; its description says so',
};

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const documented = () =>
  t.app.routeTable
    .filter((route) => !route.url.startsWith(API_DOCS_PATH))
    .map((route) => ({
      key: `${route.method} ${route.url}`,
      route,
      operation: document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
    }));

describe('the API reference', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is served as an interactive page, without signing in', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    const html =
      page.statusCode === 302 ? await t.app.inject({ method: 'GET', url: page.headers.location ?? '' }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('swagger-ui');
  });

  it('holds every registered route', () => {
    const missing = documented()
      .filter((entry) => !entry.operation)
      .map((entry) => entry.key);
    expect(missing).toEqual([]);
  });

  it('gives every route its answer and the error shape', () => {
    const withoutAnswer = documented()
      .filter(
        // A WebSocket's answer is 101 Switching Protocols (the live socket, decision 058).
        ({ operation }) =>
          operation && !Object.keys(operation.responses ?? {}).some((code) => /^(101|[23])/.test(code)),
      )
      .map((entry) => entry.key);
    expect(withoutAnswer).toEqual([]);
    const withoutErrors = documented()
      .filter(({ route, operation }) => route.url.startsWith('/api/') && !operation?.responses?.['400']?.content)
      .map((entry) => entry.key);
    expect(withoutErrors).toEqual([]);
  });

  it('names every path parameter and the body of every write', () => {
    const withoutParams = documented()
      .filter(({ route, operation }) => {
        const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
        const declared = new Set((operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
        return names.some((name) => !declared.has(name as string));
      })
      .map((entry) => entry.key);
    expect(withoutParams).toEqual([]);
    const withoutBody = documented()
      .filter(({ key, route }) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !(key in NO_BODY))
      .filter(({ operation }) => !operation?.requestBody?.content)
      .map((entry) => entry.key);
    expect(withoutBody).toEqual([]);
  });

  it('asks for the bearer token on every route but the public ones', () => {
    const open = documented()
      .filter(({ route, operation }) => route.url.startsWith('/api/') && !operation?.security)
      .map((entry) => entry.key)
      .sort();
    const publicRoutes = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PATH))
      .filter((route) => route.isPublic)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(open).toEqual(publicRoutes);
  });

  it('names the OAuth scope of every route that needs one, and a client token without it is refused naming that scope', async () => {
    const scoped = documented().filter(({ operation }) =>
      (operation?.security as Record<string, string[]>[] | undefined)?.some((entry) => entry.oauth2),
    );
    const scopeOf = (key: string) => {
      const entry = scoped.find((candidate) => candidate.key === key);
      return (entry?.operation?.security as Record<string, string[]>[] | undefined)?.find((s) => s.oauth2)?.oauth2;
    };
    // Every documented scope is one a client can hold, and shown in the description too.
    for (const { key, operation } of scoped) {
      const scopes =
        ((operation?.security ?? []) as Record<string, string[]>[]).find((entry) => entry.oauth2)?.oauth2 ?? [];
      expect(scopes.length, key).toBeGreaterThan(0);
      for (const scope of scopes) {
        expect(Object.keys(OAUTH_SCOPE_LABELS), key).toContain(scope);
        expect((operation as { description?: string }).description, key).toContain(`\`${scope}\``);
      }
    }
    expect(scoped.length).toBeGreaterThan(60);
    expect(scopeOf('GET /api/platform/quiqdash/orders')).toEqual(['orders:read']);
    expect(scopeOf('POST /api/platform/quiqdash/orders')).toEqual(['orders:write']);
    expect(scopeOf('GET /api/platform/webhooks/endpoints')).toEqual(['integrations:manage']);
    expect(scopeOf('GET /api/platform/api/fulfilment/inventory')).toBeDefined();
    // Routes that take no client token (the profile, staff calls) show no scope.
    expect(scopeOf('GET /api/platform/admin/audit-log')).toBeUndefined();

    // What the reference says is what the guard does: a client token holding no scope of
    // these reads is refused with exactly the documented one.
    const merchant = await newMerchant(t);
    // A client holding one scope only (helpdesk:read), used on routes that need others.
    const client = await createClient(t, merchant, { scopes: ['helpdesk:read'] });
    const clientToken = await clientCredentialsToken(t, client);
    // Every read without path parameters: a scoped one refuses naming its documented scope; one
    // without a documented scope names none (client tokens are not for it).
    const reads = documented().filter(
      ({ route, operation }) =>
        route.method === 'GET' && !route.url.includes(':') && route.url.startsWith('/api/') && operation?.security,
    );
    expect(reads.length).toBeGreaterThan(20);
    for (const { key, route, operation } of reads) {
      const scopes = scopeOf(key) ?? [];
      if (scopes.includes('helpdesk:read')) continue;
      const answer = await t.app.inject({
        method: 'GET',
        url: route.url,
        headers: { authorization: `Bearer ${clientToken}` },
      });
      // A required query is checked before the guard: nothing to learn from that call.
      if (answer.statusCode === 400) continue;
      const permission = (answer.json() as { details?: { permission?: string } }).details?.permission;
      if (scopes.length > 0) {
        expect(answer.statusCode, `${key}: ${answer.body}`).toBe(403);
        expect(scopes, key).toContain(permission);
      } else if (
        permission &&
        !/not with a client token/.test(String((operation as { description?: string }).description))
      )
        expect.fail(`${key} refuses a client token for ${permission}, which its reference does not name`);
    }
  });
});
