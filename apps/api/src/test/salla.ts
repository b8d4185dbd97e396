// The Salla side of the integration tests: the app's keys, the whole install through the stand-in, signed events.
import { expect } from 'vitest';
import type { Config } from '../config';
import { createTestApp, PLATFORM, type TestApp } from './harness';
import type { Merchant } from './orders';
import { type SallaStandIn, startSallaStandIn } from './stand-ins/salla/stand-in';
import { call, ok } from './teams';

/** The Salla app the tests install, as the stand-in knows it. */
export const SALLA_APP = {
  clientId: 'sameday-salla-app',
  clientSecret: 'salla_test_client_secret_of_the_app',
  webhookSecret: 'salla_test_webhook_secret_of_the_app',
};

/** A Salla stand-in and a test app pointed at it; the stand-in's address is trusted by the outbound guard. */
export async function startAppWithSalla(overrides: Partial<Config> = {}): Promise<{ t: TestApp; salla: SallaStandIn }> {
  const salla = await startSallaStandIn(SALLA_APP);
  const t = await createTestApp({
    ...overrides,
    outbound: { trustedHosts: ['127.0.0.1'], ports: [] },
    salla: { ...SALLA_APP, accountsUrl: salla.accountsUrl, apiUrl: salla.apiUrl },
  });
  return { t, salla };
}

/** The whole install from our Connect: our call, Salla's approval, back to our callback. */
export async function connectSalla<C extends { id: string; shop: string }>(
  t: TestApp,
  salla: SallaStandIn,
  merchant: Merchant,
  store: string,
): Promise<C> {
  const { authorizeUrl } = ok<{ authorizeUrl: string }>(
    await call(t.app, 'POST', '/integrations/salla/connect', merchant.token, {}),
  );
  expect(authorizeUrl.startsWith(`${salla.accountsUrl}/oauth2/auth?`)).toBe(true);
  salla.approveAs = store;
  const approval = await fetch(authorizeUrl, { redirect: 'manual' });
  salla.approveAs = null;
  expect(approval.status).toBe(302);
  const back = new URL(approval.headers.get('location') ?? '');
  const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  expect(callback.statusCode, callback.body).toBe(302);
  expect(callback.headers.location).toBe(`http://localhost:3000/integrations/salla?connected=${store}`);
  const list = ok<C[]>(await call(t.app, 'GET', '/integrations/connections', merchant.token));
  const connection = list.find((c) => c.shop === store);
  if (!connection) throw new Error('not connected');
  return connection;
}

/** An event the store sends, signed as Salla signs it; `tamper` changes the body after signing. */
export function deliverSalla(
  t: TestApp,
  salla: SallaStandIn,
  event: { name: string; store: string; data: unknown; tamper?: boolean; headers?: Record<string, string> },
) {
  const { body, headers } = salla.signedEvent(event.name, event.store, event.data);
  return t.app.inject({
    method: 'POST',
    url: `${PLATFORM}/integrations/webhooks/salla`,
    headers: { ...headers, ...event.headers },
    payload: event.tamper ? body.replace('Omar', 'Mallory') : body,
  });
}
