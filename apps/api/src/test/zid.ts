// The Zid side of the integration tests: the app's client id and secret, the whole connect through
// the stand-in, and deliveries made as Zid makes them.
import { expect } from 'vitest';
import type { Config } from '../config';
import { createTestApp, type TestApp } from './harness';
import type { Merchant } from './orders';
import { startZidStandIn, type ZidStandIn } from './stand-ins/zid/stand-in';
import { call, ok } from './teams';

export const ZID_APP = { clientId: '1292', clientSecret: 'zid-test-client-secret-of-the-app' };

/** A Zid stand-in and a test app pointed at it (the outbound guard trusts this machine for it). */
export async function startAppWithZid(overrides: Partial<Config> = {}): Promise<{ t: TestApp; zid: ZidStandIn }> {
  const zid = await startZidStandIn(ZID_APP);
  const t = await createTestApp({
    zid: { ...ZID_APP, oauthBaseUrl: zid.oauthBaseUrl, apiBaseUrl: zid.apiBaseUrl },
    outbound: { trustedHosts: ['127.0.0.1'], ports: [] },
    ...overrides,
  });
  return { t, zid };
}

/** The whole connect: our connect call, Zid's approval page, back to our callback; answers where the browser lands. */
export async function connectZid(t: TestApp, zid: ZidStandIn, merchant: Merchant, storeId: string) {
  zid.store = { id: storeId, title: 'متجر العود' };
  const { authorizeUrl } = ok<{ authorizeUrl: string }>(
    await call(t.app, 'POST', '/integrations/zid/connect', merchant.token),
  );
  expect(authorizeUrl.startsWith(`${zid.oauthBaseUrl}/oauth/authorize?`)).toBe(true);
  const approval = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(approval.headers.get('location') ?? '');
  const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  return callback;
}

/** A delivery of `event` for `order` as Zid makes it to each subscribed webhook, injected into the app. */
export async function deliverZid(t: TestApp, zid: ZidStandIn, storeId: string, event: string, order: unknown) {
  const deliveries = zid.deliveries(storeId, event, order);
  expect(deliveries.length).toBeGreaterThan(0);
  const answers = [];
  for (const delivery of deliveries) {
    const url = new URL(delivery.url);
    answers.push(
      await t.app.inject({ method: 'POST', url: url.pathname, headers: delivery.headers, payload: delivery.body }),
    );
  }
  return answers;
}
