import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import {
  type CompanyAccount,
  DEFAULT_OPENING_HOURS,
  DEFAULT_PRICING_MODEL,
  type Location,
  type Preferences,
  ROLE_PERMISSIONS,
  type RuntimeConfig,
} from '@sameday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, type Mock, vi } from 'vitest';
import { setRuntimeConfig } from '../../../shared/runtime-config';
import { locationFixture, preferencesFixture } from '../../../test/fixtures';
import AccountHubPage from '../account-hub-page';
import CompanyPage from '../company-page';
import CutOffPage from '../cut-off-page';
import PickupAddressesPage from '../pickup-addresses-page';
import PricingPage from '../pricing-page';
import SettingsPage from '../settings-page';
import ShippingProfilePage from '../shipping-profile-page';
import TermsPage from '../terms-page';

/** The account screens' tests: real providers and router; fetch (the network boundary) is the only fake. */

afterEach(() => notifications.clean());

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

export type Reply = { status: number; body?: unknown };
export type ApiCall = { method: string; path: string; body: unknown };
type Route = Reply | ((call: ApiCall) => Reply);

export const ok = (body: unknown): Reply => ({ status: 200, body });
export function apiError(status: number, code: string, message: string, fields?: { field: string; message: string }[]) {
  return { status, body: { code, message, details: fields ? { fields } : {} } };
}

export const ACCOUNT_ID = 'acc_souk';

export const location = (overrides: Partial<Location> = {}): Location =>
  locationFixture({ accountId: ACCOUNT_ID, ...overrides });

export const preferences = preferencesFixture;

export function companyAccount(overrides: Partial<CompanyAccount> = {}): CompanyAccount {
  return {
    id: ACCOUNT_ID,
    name: 'Souk Sweets',
    clientType: 'business',
    regionCode: 'uae.dubai',
    signedTermsAt: '2026-11-01T06:30:00.000Z',
    createdAt: '2026-11-01T06:30:00.000Z',
    company: {
      legalName: '',
      tradeLicenseNumber: '',
      taxRegistrationNumber: '',
      billingAddress: '',
      website: '',
      contactEmail: '',
      contactPhone: '',
      updatedAt: null,
    },
    ...overrides,
  };
}

const ACCOUNT = {
  id: ACCOUNT_ID,
  name: 'Souk Sweets',
  clientType: 'business',
  user: { id: 7, salesforceId: 'SF7', regionCode: 'uae.dubai', businessAccounts: [] },
  businessAccounts: [],
};

/** What a signed-in owner with nothing saved yet sees. */
export function baseRoutes(role: 'owner' | 'viewer' | 'finance' = 'owner'): Record<string, Route> {
  return {
    'GET /account': ok(ACCOUNT),
    'GET /permissions': ok({ version: 1, accountId: ACCOUNT_ID, role, permissions: ROLE_PERMISSIONS[role] }),
    [`GET /accounts/${ACCOUNT_ID}`]: ok(companyAccount()),
    [`GET /partner/accounts/${ACCOUNT_ID}/addresses`]: ok([]),
    [`GET /accounts/${ACCOUNT_ID}/pricing-model`]: ok(DEFAULT_PRICING_MODEL),
    'GET /partner/preferences': ok(preferences()),
    'GET /account/settings': ok({
      openingHours: DEFAULT_OPENING_HOURS,
      contact: { name: '', phone: '', email: '' },
      updatedAt: null,
    }),
    'GET /account/shipping-profile': ok({ serviceKind: null, parcel: null, updatedAt: null }),
    'POST /featureflags/decide': ok({ Enabled: false }),
  };
}

/** Replaces fetch; unknown routes answer 404 in the error shape. */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const table: Record<string, Route> = { ...routes };
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: decodeURIComponent(url.pathname.replace('/api/platform', '')),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = table[`${call.method} ${call.path}`];
    const reply = typeof route === 'function' ? route(call) : route;
    if (!reply)
      return new Response(JSON.stringify({ code: 'not_found', message: 'no mock', details: {} }), { status: 404 });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status });
  }) as Mock as typeof fetch;
  return {
    calls,
    set(more: Record<string, Route>) {
      Object.assign(table, more);
    },
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

const ROUTES = [
  { path: '/account', element: <AccountHubPage /> },
  { path: '/account/pickup-addresses', element: <PickupAddressesPage /> },
  { path: '/account/company', element: <CompanyPage /> },
  { path: '/account/cut-off', element: <CutOffPage /> },
  { path: '/account/pricing', element: <PricingPage /> },
  { path: '/account/terms', element: <TermsPage /> },
  { path: '/account/shipping-profile', element: <ShippingProfilePage /> },
  { path: '/settings', element: <SettingsPage /> },
];

export function renderAccount(url: string) {
  setRuntimeConfig({
    platformApiUrl: '/api/platform',
    invoicerApiUrl: '/api/invoicer',
    links: {},
  } as unknown as RuntimeConfig);
  const router = createMemoryRouter(ROUTES, { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, user };
}

export { screen };
