import {
  DEFAULT_PRICING_MODEL,
  EARLY_REQUESTS_GLOBAL,
  FIRST_SCREEN_DEFAULT_QUERY,
  ORDER_PATHS,
} from '@sameday/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountKeys } from '../entities/account';
import { flagsKeys } from '../entities/flags';
import { permissionsKeys } from '../entities/permissions';
import { preferencesKeys } from '../entities/preferences';
import { USER_CONFIG_KEY } from '../features/finance';
import { notificationsQueryKey } from '../features/notifications';
import { connectTokenSource } from '../shared/api';
import { setRuntimeConfig } from '../shared/runtime-config';
import type { SessionManager, SessionSnapshot } from '../shared/session';
import { accountFixture, preferencesFixture } from '../test/fixtures';
import { mockApi, ok, TEST_CONFIG } from '../test/mock-api';
import { getFirstScreen, prefetchFirstScreen } from './first-screen-data';

/** A session whose state the test moves: the one part of the manager the prefetch reads. */
function sessionAt(status: SessionSnapshot['status']) {
  let snapshot: SessionSnapshot = { status, token: status === 'signed_in' ? 'token' : undefined };
  const listeners = new Set<() => void>();
  const session = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as SessionManager;
  const move = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  return { session, move, listeners };
}

const ORDERS = { orders: [], nextCursor: null };
const COUNTS = { total: 0, statuses: {}, groups: {} };
const PERMISSIONS = { version: 20261122, accountId: 'acc_1', role: 'owner', permissions: [] };
const STANDING = {
  hasOverdueInvoices: true,
  isOrderSubmissionBlocked: false,
  orderSubmissionBlockedReason: null,
  pricing: DEFAULT_PRICING_MODEL,
};
const NOTIFICATIONS = [
  {
    id: 'ntf_1',
    title: 'Eid collection hours',
    message: 'Couriers collect until 14:00.',
    severity: 'info',
    link: null,
    createdAt: '2026-11-29T08:00:00.000Z',
  },
];

/** The first screen's one answer. */
const ANSWER = {
  account: accountFixture(),
  permissions: PERMISSIONS,
  preferences: preferencesFixture(),
  flags: { 'bridge-quiqdash': true, 'fulfillment-setup-completed': false, 'ff-metrics': false },
  counts: COUNTS,
  orders: ORDERS,
  userConfig: STANDING,
  notifications: NOTIFICATIONS,
};

/** Each part's own call, asked for only when the one answer fails. */
const PARTS = {
  'GET /account': ok(accountFixture()),
  'GET /permissions': ok(PERMISSIONS),
  'GET /partner/preferences': ok(preferencesFixture()),
  'GET /quiqdash/orders': ok(ORDERS),
  'GET /quiqdash/orders/group_counts': ok(COUNTS),
  'GET /api/invoicer/user-config': ok(STANDING),
  'GET /quiqdash/notifications': ok(NOTIFICATIONS),
};

beforeEach(() => {
  setRuntimeConfig(TEST_CONFIG);
  connectTokenSource({ currentToken: () => 'token', refreshAfterUnauthenticated: async () => undefined });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the first screen’s data at /', () => {
  it('is asked for in one call when the session gets its token, the tab from the address', async () => {
    const api = mockApi({ ...PARTS, 'GET /quiqdash/first-screen': ok(ANSWER) });
    const client = new QueryClient();
    const { session, move, listeners } = sessionAt('not_loaded');
    prefetchFirstScreen(session, client, '?tab=delivered&from=2026-11-01');
    await settle();
    expect(api.calls).toEqual([]);

    move({ status: 'signed_in', token: 'token' });
    await settle();
    expect(api.calls.map((call) => call.path)).toEqual(['/quiqdash/first-screen']);
    const [first] = api.calls;
    expect(first?.search.get('group')).toBe('delivered');
    expect(first?.search.get('from')).toBe('2026-11-01');
    expect(first?.search.get('limit')).toBe('100');
    expect(first?.authorization).toBe('Bearer token');
    expect(client.getQueryData(accountKeys.detail())).toEqual(accountFixture());
    expect(client.getQueryData(permissionsKeys.active())).toEqual(PERMISSIONS);
    expect(client.getQueryData(preferencesKeys.detail())).toEqual(preferencesFixture());
    expect(client.getQueryData(USER_CONFIG_KEY)).toEqual(STANDING);
    expect(client.getQueryData(notificationsQueryKey)).toEqual(NOTIFICATIONS);
    const salesforceId = accountFixture().user.salesforceId;
    expect(client.getQueryData(flagsKeys.decision('bridge-quiqdash', salesforceId))).toEqual({ Enabled: true });
    expect(client.getQueryData(flagsKeys.decision('fulfillment-setup-completed', salesforceId))).toEqual({
      Enabled: false,
    });
    // The keys the orders page reads (a key's undefined fields do not count).
    expect(client.getQueryData(['orders', 'counts', { from: '2026-11-01' }])).toEqual(COUNTS);
    expect(client.getQueryData(['orders', 'list', { group: 'delivered', from: '2026-11-01' }])).toEqual({
      pages: [ORDERS],
      pageParams: [undefined],
    });
    expect(listeners.size).toBe(0);
  });

  it('asks for each part by its own call when the one answer fails (a server without it)', async () => {
    const api = mockApi(PARTS);
    const client = new QueryClient();
    const { session } = sessionAt('signed_in');
    prefetchFirstScreen(session, client, '');
    await settle();
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/account',
      '/api/invoicer/user-config',
      '/partner/preferences',
      '/permissions',
      '/quiqdash/first-screen',
      '/quiqdash/notifications',
      '/quiqdash/orders',
      '/quiqdash/orders/group_counts',
    ]);
    expect(client.getQueryData(USER_CONFIG_KEY)).toEqual(STANDING);
    expect(client.getQueryData(accountKeys.detail())).toEqual(accountFixture());
    expect(client.getQueryData(preferencesKeys.detail())).toEqual(preferencesFixture());
  });

  it('tells when every part is in the cache, so that the first render can wait for it (decision 091)', async () => {
    mockApi({ ...PARTS, 'GET /quiqdash/first-screen': ok(ANSWER) });
    const client = new QueryClient();
    const { session, move } = sessionAt('not_loaded');
    let isIn = false;
    const prefetch = prefetchFirstScreen(session, client, '').then(() => {
      isIn = true;
    });
    await settle();
    expect(isIn).toBe(false);
    move({ status: 'signed_in', token: 'token' });
    await prefetch;
    expect(client.getQueryData(accountKeys.detail())).toEqual(accountFixture());
    expect(client.getQueryData(notificationsQueryKey)).toEqual(NOTIFICATIONS);
    expect(client.getQueryData(['orders', 'counts', {}])).toEqual(COUNTS);
    expect(client.getQueryData(['orders', 'list', { group: 'pending' }])).toEqual({
      pages: [ORDERS],
      pageParams: [undefined],
    });
  });

  it('tells once each part’s own call is in when the one answer fails, and at once when signed out', async () => {
    mockApi(PARTS);
    const client = new QueryClient();
    await prefetchFirstScreen(sessionAt('signed_in').session, client, '');
    expect(client.getQueryData(USER_CONFIG_KEY)).toEqual(STANDING);
    expect(client.getQueryData(['orders', 'counts', {}])).toEqual(COUNTS);
    const signedOut = sessionAt('not_loaded');
    const prefetch = prefetchFirstScreen(signedOut.session, new QueryClient(), '');
    signedOut.move({ status: 'signed_out', token: undefined });
    await expect(prefetch).resolves.toBeUndefined();
  });

  it('asks for nothing when the session is signed out', async () => {
    const api = mockApi({ ...PARTS, 'GET /quiqdash/first-screen': ok(ANSWER) });
    const { session, move, listeners } = sessionAt('not_loaded');
    prefetchFirstScreen(session, new QueryClient(), '');
    move({ status: 'signed_out', token: undefined });
    await settle();
    expect(api.calls).toEqual([]);
    expect(listeners.size).toBe(0);
  });
});

describe("the first screen asked for by the page's first script (decision 083)", () => {
  const EARLY_URL = `${TEST_CONFIG.platformApiUrl}${ORDER_PATHS.firstScreen}?${FIRST_SCREEN_DEFAULT_QUERY}`;
  const pageSent = (screen: Promise<Response | null>) => {
    (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = { screenUrl: EARLY_URL, screen };
  };
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  });

  it('is the very address the page asks for at / with no query, and its answer is used once', async () => {
    const api = mockApi({ 'GET /quiqdash/first-screen': ok(ANSWER) });
    await getFirstScreen('');
    const [own] = api.calls;
    expect(`${TEST_CONFIG.platformApiUrl}${own?.path}?${own?.search}`).toBe(EARLY_URL);

    pageSent(Promise.resolve(new Response(JSON.stringify(ANSWER), { status: 200 })));
    expect(await getFirstScreen('')).toEqual(ANSWER);
    expect(api.calls).toHaveLength(1);
    await getFirstScreen('');
    expect(api.calls).toHaveLength(2);
  });

  it('is asked for again when the page could not ask (no session) or was refused, and left for another query', async () => {
    const api = mockApi({ 'GET /quiqdash/first-screen': ok(ANSWER) });
    pageSent(Promise.resolve(null));
    expect(await getFirstScreen('')).toEqual(ANSWER);
    const refused = JSON.stringify({ code: 'unauthenticated', message: 'Sign in again.', details: {} });
    pageSent(Promise.resolve(new Response(refused, { status: 401 })));
    expect(await getFirstScreen('')).toEqual(ANSWER);
    pageSent(Promise.resolve(new Response(JSON.stringify({ ...ANSWER, orders: null }), { status: 200 })));
    await getFirstScreen('?tab=all');
    expect(api.calls.map((call) => call.search.get('group'))).toEqual(['pending', 'pending', null]);
  });
});
