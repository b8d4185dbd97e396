import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountKeys } from '../entities/account';
import { flagsKeys } from '../entities/flags';
import { permissionsKeys } from '../entities/permissions';
import { preferencesKeys } from '../entities/preferences';
import { connectTokenSource } from '../shared/api';
import { setRuntimeConfig } from '../shared/runtime-config';
import type { SessionManager, SessionSnapshot } from '../shared/session';
import { accountFixture, preferencesFixture } from '../test/fixtures';
import { mockApi, ok, TEST_CONFIG } from '../test/mock-api';
import { prefetchFirstScreen } from './first-screen-data';

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

/** The first screen's one answer. */
const ANSWER = {
  account: accountFixture(),
  permissions: PERMISSIONS,
  preferences: preferencesFixture(),
  flags: { 'bridge-quiqdash': true, 'fulfillment-setup-completed': false, 'ff-metrics': false },
  counts: COUNTS,
  orders: ORDERS,
};

/** Each part's own call, asked for only when the one answer fails. */
const PARTS = {
  'GET /account': ok(accountFixture()),
  'GET /permissions': ok(PERMISSIONS),
  'GET /partner/preferences': ok(preferencesFixture()),
  'GET /quiqdash/orders': ok(ORDERS),
  'GET /quiqdash/orders/group_counts': ok(COUNTS),
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
      '/partner/preferences',
      '/permissions',
      '/quiqdash/first-screen',
      '/quiqdash/orders',
      '/quiqdash/orders/group_counts',
    ]);
    expect(client.getQueryData(accountKeys.detail())).toEqual(accountFixture());
    expect(client.getQueryData(preferencesKeys.detail())).toEqual(preferencesFixture());
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
