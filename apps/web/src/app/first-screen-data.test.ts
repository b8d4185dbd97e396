import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountKeys } from '../entities/account';
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

const FIRST_SCREEN = {
  'GET /account': ok(accountFixture()),
  'GET /permissions': ok({ version: 20261122, accountId: 'acc_1', role: 'owner', permissions: [] }),
  'GET /partner/preferences': ok(preferencesFixture()),
  'GET /quiqdash/orders': ok({ orders: [], nextCursor: null }),
  'GET /quiqdash/orders/group_counts': ok({ total: 0, statuses: {}, groups: {} }),
};

beforeEach(() => {
  setRuntimeConfig(TEST_CONFIG);
  connectTokenSource({ currentToken: () => 'token', refreshAfterUnauthenticated: async () => undefined });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the first screen’s data at /', () => {
  it('is asked for all at once when the session gets its token, the tab from the address', async () => {
    const api = mockApi(FIRST_SCREEN);
    const client = new QueryClient();
    const { session, move, listeners } = sessionAt('not_loaded');
    prefetchFirstScreen(session, client, '?tab=delivered&from=2026-11-01');
    await settle();
    expect(api.calls).toEqual([]);

    move({ status: 'signed_in', token: 'token' });
    await settle();
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/account',
      '/partner/preferences',
      '/permissions',
      '/quiqdash/orders',
      '/quiqdash/orders/group_counts',
    ]);
    const list = api.callsTo('GET', '/quiqdash/orders')[0];
    expect(list?.search.get('group')).toBe('delivered');
    expect(list?.search.get('from')).toBe('2026-11-01');
    expect(list?.authorization).toBe('Bearer token');
    expect(client.getQueryData(accountKeys.detail())).toEqual(accountFixture());
    expect(listeners.size).toBe(0);
  });

  it('asks for nothing when the session is signed out', async () => {
    const api = mockApi(FIRST_SCREEN);
    const { session, move, listeners } = sessionAt('not_loaded');
    prefetchFirstScreen(session, new QueryClient(), '');
    move({ status: 'signed_out', token: undefined });
    await settle();
    expect(api.calls).toEqual([]);
    expect(listeners.size).toBe(0);
  });
});
