import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { usePermissions } from '../../entities/permissions';
import { setRuntimeConfig } from '../../shared/runtime-config';
import { useUserStore } from './use-user-store';

type Reply = { status: number; body: unknown } | 'network-error';
const ok = (body: unknown): Reply => ({ status: 200, body });
const denied: Reply = {
  status: 403,
  body: { code: 'permission_denied', message: 'Your role does not allow this (integrations:manage).', details: {} },
};

/** fetch answers "METHOD /path" below the platform base; the paths asked are kept. */
function mockFetch(routes: Record<string, Reply>) {
  const paths: string[] = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/platform', '');
    paths.push(path);
    const reply = routes[`${init.method ?? 'GET'} ${path}`];
    if (!reply) throw new Error(`unexpected call ${path}`);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as Mock as typeof fetch;
  return paths;
}

function wrapper() {
  setRuntimeConfig({ platformApiUrl: '/api/platform', invoicerApiUrl: '/api/invoicer' } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

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
  status: 'active',
  connectedAt: '2026-11-02T09:30:00.000Z',
};

const routes = (overrides: Record<string, Reply> = {}): Record<string, Reply> => ({
  'GET /account': ok({ id: 'acc_1', name: 'Oud House', clientType: 'business', user: { id: 7 }, businessAccounts: [] }),
  'GET /partner/preferences': ok({ defaultPickupDetails: null, defaultDropoffDetails: null }),
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
    mockFetch(routes());
    const { result } = renderHook(() => useUserStore(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.integrationData.shopify).toEqual(SHOPIFY));
    await waitFor(() => expect(result.current.hasPickupZones).toBe(true));
    expect(pushed('pickup zones')).toEqual(['started', 'success']);
    expect(pushed('integrations')).toEqual(['started', 'success']);
    expect(pushed('saved addresses')).toEqual(['started', 'success']);
  });

  it('has no pickup zones while no pickup address lies in one', async () => {
    mockFetch(
      routes({ 'GET /quiqdash/pickup-zones': ok([zone('dubai', 'Dubai', 0), zone('abu-dhabi', 'Abu Dhabi', 0)]) }),
    );
    const { result } = renderHook(() => useUserStore(), { wrapper: wrapper() });
    await waitFor(() => expect(pushed('pickup zones')).toEqual(['started', 'success']));
    expect(result.current.hasPickupZones).toBe(false);
  });

  it('pushes failed when the server refuses and error when no answer comes', async () => {
    mockFetch(
      routes({
        'GET /quiqdash/pickup-zones': 'network-error',
        'GET /integrations/connections': denied,
      }),
    );
    const { result } = renderHook(() => useUserStore(), { wrapper: wrapper() });
    await waitFor(() => expect(pushed('integrations')).toEqual(['started', 'failed']));
    await waitFor(() => expect(pushed('pickup zones')).toEqual(['started', 'error']));
    expect(result.current.integrationData.shopify).toBeNull();
    expect(result.current.hasPickupZones).toBe(false);
  });

  it('never asks for the connections of a role without integrations:manage', async () => {
    const paths = mockFetch(
      routes({ 'GET /permissions': ok({ version: 20261123, accountId: 'acc_1', role: 'viewer', permissions: [] }) }),
    );
    const { result } = renderHook(() => ({ store: useUserStore(), permissions: usePermissions() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(pushed('pickup zones')).toEqual(['started', 'success']));
    await waitFor(() => expect(result.current.permissions.role).toBe('viewer'));
    // One more render after the permissions arrived: a wrongly enabled query would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths).not.toContain('/integrations/connections');
    expect(pushed('integrations')).toEqual([]);
  });
});
