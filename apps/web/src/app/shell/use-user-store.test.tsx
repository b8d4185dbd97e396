import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePermissions } from '../../entities/permissions';
import { accountFixture, preferencesFixture } from '../../test/fixtures';
import { apiError, mockApi, ok, type Route } from '../../test/mock-api';
import { queryWrapper } from '../../test/query-wrapper';
import { useUserStore } from './use-user-store';

const denied = apiError(403, 'permission_denied', 'Your role does not allow this (integrations:manage).');

const zone = (id: string, name: string, pickupAddressCount: number) => ({
  id,
  name,
  regionCode: id === 'dubai' ? 'uae.dubai' : 'uae.abu_dhabi',
  emirates: [name],
  pickupAddressCount,
});
const SHOPIFY = {
  id: 'int_1',
  platform: 'shopify',
  shop: 'oud-house.myshopify.com',
  shopName: null,
  status: 'connected',
  lastOrderAt: null,
  importedToday: 0,
  failedToday: 0,
  connectedAt: '2026-11-02T09:30:00.000Z',
};

const routes = (overrides: Record<string, Route> = {}): Record<string, Route> => ({
  'GET /account': ok(accountFixture({ id: 'acc_1', name: 'Oud House' })),
  'GET /partner/preferences': ok(preferencesFixture()),
  'GET /partner/accounts/acc_1/addresses': ok([]),
  'GET /permissions': ok({
    version: 20261123,
    accountId: 'acc_1',
    role: 'owner',
    permissions: ['integrations:manage'],
  }),
  'GET /quiqdash/pickup-zones': ok([zone('dubai', 'Dubai', 2), zone('abu-dhabi', 'Abu Dhabi', 0)]),
  'GET /integrations/connections': ok([SHOPIFY]),
  ...overrides,
});

const pushed = (topic: string) =>
  (window.dataLayer as { event?: string; topic?: string; outcome?: string }[])
    .filter((entry) => entry.event === 'userStore' && entry.topic === topic)
    .map((entry) => entry.outcome);

afterEach(() => {
  window.dataLayer = [];
});

describe('the user store', () => {
  it('loads the pickup zones and the integration data, telling the data layer started then success', async () => {
    mockApi(routes());
    const { result } = renderHook(() => useUserStore(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.integrationData.shopify).toEqual(SHOPIFY));
    await waitFor(() => expect(result.current.hasPickupZones).toBe(true));
    expect(pushed('pickup zones')).toEqual(['started', 'success']);
    expect(pushed('integrations')).toEqual(['started', 'success']);
    expect(pushed('saved addresses')).toEqual(['started', 'success']);
  });

  it('has no pickup zones while no pickup address lies in one', async () => {
    mockApi(
      routes({ 'GET /quiqdash/pickup-zones': ok([zone('dubai', 'Dubai', 0), zone('abu-dhabi', 'Abu Dhabi', 0)]) }),
    );
    const { result } = renderHook(() => useUserStore(), { wrapper: queryWrapper() });
    await waitFor(() => expect(pushed('pickup zones')).toEqual(['started', 'success']));
    expect(result.current.hasPickupZones).toBe(false);
  });

  it('pushes failed when the server refuses and error when no answer comes', async () => {
    mockApi(
      routes({
        'GET /quiqdash/pickup-zones': 'network-error',
        'GET /integrations/connections': denied,
      }),
    );
    const { result } = renderHook(() => useUserStore(), { wrapper: queryWrapper() });
    await waitFor(() => expect(pushed('integrations')).toEqual(['started', 'failed']));
    await waitFor(() => expect(pushed('pickup zones')).toEqual(['started', 'error']));
    expect(result.current.integrationData.shopify).toBeNull();
    expect(result.current.hasPickupZones).toBe(false);
  });

  it('never asks for the connections of a role without integrations:manage', async () => {
    const api = mockApi(
      routes({ 'GET /permissions': ok({ version: 20261123, accountId: 'acc_1', role: 'viewer', permissions: [] }) }),
    );
    const { result } = renderHook(() => ({ store: useUserStore(), permissions: usePermissions() }), {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(pushed('pickup zones')).toEqual(['started', 'success']));
    await waitFor(() => expect(result.current.permissions.role).toBe('viewer'));
    // One more render after the permissions arrived: a wrongly enabled query would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.map((call) => call.path)).not.toContain('/integrations/connections');
    expect(pushed('integrations')).toEqual([]);
  });
});
