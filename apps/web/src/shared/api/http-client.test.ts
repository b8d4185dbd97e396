import { ACCOUNT_ACCESS_ENDED, FLEET_MESSAGES } from '@sameday/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, TEST_CONFIG } from '../../test/mock-api';
import { openCourierApp } from '../courier-app';
import { setRuntimeConfig } from '../runtime-config';
import { ApiError, apiRequest, connectTokenSource } from './http-client';

vi.mock('../courier-app', () => ({ openCourierApp: vi.fn() }));

function connect() {
  const source = {
    currentToken: () => 'team-token',
    refreshAfterUnauthenticated: vi.fn(async () => 'fresh-token'),
    accountAccessEnded: vi.fn(async () => {}),
  };
  connectTokenSource(source);
  setRuntimeConfig(TEST_CONFIG);
  return source;
}

afterEach(() =>
  connectTokenSource({ currentToken: () => undefined, refreshAfterUnauthenticated: async () => undefined }),
);

describe('apiRequest when the account acted on is no longer the user’s', () => {
  it('tells the session, does not replay the call, and fails with the server’s sentence', async () => {
    const source = connect();
    const api = mockApi({
      'POST /quiqdash/orders': {
        status: 403,
        body: {
          code: 'permission_denied',
          message: ACCOUNT_ACCESS_ENDED.message,
          details: { reason: ACCOUNT_ACCESS_ENDED.reason },
        },
      },
    });
    const failure = await apiRequest('platform', '/quiqdash/orders', { method: 'POST', body: {} }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(ACCOUNT_ACCESS_ENDED.message);
    expect(source.accountAccessEnded).toHaveBeenCalledTimes(1);
    expect(source.refreshAfterUnauthenticated).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/quiqdash/orders')).toHaveLength(1);
  });

  it('leaves the session alone on any other refusal', async () => {
    const source = connect();
    mockApi({
      'GET /quiqdash/orders': apiError(403, 'permission_denied', 'Your role does not allow this (orders:read).'),
    });
    await expect(apiRequest('platform', '/quiqdash/orders')).rejects.toThrow('Your role does not allow this');
    expect(source.accountAccessEnded).not.toHaveBeenCalled();
  });
});

describe('apiRequest when a courier calls the dashboard', () => {
  it('sends the tab to the courier app', async () => {
    connect();
    mockApi({
      'GET /quiqdash/orders': {
        status: 403,
        body: { code: 'permission_denied', message: FLEET_MESSAGES.couriersOnlyApp, details: { reason: 'courier' } },
      },
    });
    await apiRequest('platform', '/quiqdash/orders').catch(() => undefined);
    expect(openCourierApp).toHaveBeenCalledTimes(1);
  });
});
