import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { setRuntimeConfig } from '../../shared/runtime-config';
import { useSavedPickups } from './hooks/use-saved-pickups';

type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });
const failure: Reply = { status: 500, body: { code: 'internal', message: 'boom', details: {} } };

/** fetch answers "METHOD /path" below the platform base; the calls are kept. */
function mockFetch(routes: Record<string, Reply>, hold?: Promise<void>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/platform', '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = routes[`${method} ${path}`] ?? failure;
    // Held calls answer when the test lets them: their 'started' phase can be seen.
    if (hold && method !== 'GET') await hold;
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as Mock as typeof fetch;
  return calls;
}

function wrapper() {
  setRuntimeConfig({ platformApiUrl: '/api/platform', invoicerApiUrl: '/api/invoicer' } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

const account = (businessAccounts: { id: string; name: string }[] = []) => ({
  id: 'acc_1',
  name: 'Demo Store LLC',
  clientType: 'business',
  user: { id: 7, salesforceId: 'SF1', businessAccounts },
  businessAccounts,
});

const PREFERENCES = {
  ecommerceDeliveryOptions: 'delivery_4_hours_sameday_nextday',
  sameDayCutOffTime: '13:00',
  defaultPickupDetails: null,
  defaultDropoffDetails: null,
  customised: [],
};

afterEach(() => {
  window.dataLayer = [];
});

describe('saved pickups', () => {
  const location = (id: string, locationName: string | null) => ({
    id,
    accountId: 'acc_1',
    kind: 'pickup',
    locationName,
    contactName: 'Omar Haddad',
    phone: '+971501112233',
    addressLine1: 'Warehouse 4',
    addressLine2: '',
    apartmentNumber: '',
    area: 'Al Quoz',
    emirate: 'Dubai',
    regionCode: 'uae.dubai',
    latitude: null,
    longitude: null,
    notes: '',
    createdAt: '',
    updatedAt: '',
  });

  it('offers only addresses with a location name, as {label, value, contactName, phone, region}, and the default', async () => {
    mockFetch({
      'GET /account': ok(account([])),
      'GET /partner/preferences': ok({ ...PREFERENCES, defaultPickupDetails: { locationId: 'loc_2', location: null } }),
      'GET /partner/accounts/acc_1/addresses': ok([location('loc_1', null), location('loc_2', 'Main warehouse')]),
    });
    const { result } = renderHook(() => useSavedPickups(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.savedPickups).toHaveLength(1));
    const pickup = {
      label: 'Main warehouse',
      value: 'loc_2',
      contactName: 'Omar Haddad',
      phone: '+971501112233',
      region: 'Al Quoz',
    };
    expect(result.current.savedPickups).toEqual([pickup]);
    await waitFor(() => expect(result.current.defaultSavedPickup).toEqual(pickup));
    expect(window.dataLayer).toContainEqual({ event: 'userStore', topic: 'saved addresses', outcome: 'success' });
  });
});
