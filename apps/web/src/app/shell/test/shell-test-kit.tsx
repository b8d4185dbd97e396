import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import {
  type Account,
  DEFAULT_PRICING_MODEL,
  type Permission,
  type RuntimeConfig,
  type TokenResponse,
  type User,
} from '@sameday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { afterEach, type Mock, vi } from 'vitest';
import { connectTokenSource } from '../../../shared/api';
import { setRuntimeConfig } from '../../../shared/runtime-config';
import { fetchSessionToken, revokeSession, SessionManager, SessionProvider } from '../../../shared/session';

/** The shell's tests: the real providers and hooks, with fetch (the network) as the only fake. */

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  window.dataLayer = [];
});

export const TEST_CONFIG: RuntimeConfig = {
  apiUrl: '/api/platform',
  apiVersion: 'v1',
  platformApiUrl: '/api/platform',
  platformApiVersion: 'v1',
  invoicerApiUrl: '/api/invoicer',
  orderCoreApiUrl: '/api/platform',
  orderCoreSocketUrl: '',
  accountingApiUrl: '/api/invoicer',
  financeApiUrl: '/api/invoicer',
  mapsApiKey: '',
  geocodingApiKey: '',
  analyticsId: '',
  tagManagerId: '',
  supportWidgetUrl: '',
  reportingDashboardIds: [],
  isCardPaymentLoading: false,
  signInPublishableKey: '',
  newDashboardUrl: '',
  helpDeskUrl: 'https://help.example.ae',
  financeEmail: 'finance@sameday.ae',
  links: {
    termsOfService: '',
    feesScheduleV2: '',
    individualFeesSchedule: '',
    privacyPolicy: '',
    contactFulfilment: '',
    shopConnector: '',
    contentSiteConnector: '',
    onboardingCall: '',
    migrationCall: '',
    addPickupChat: '',
  },
};

export function accessToken(token = 'access-token'): TokenResponse {
  return { token, expiresAt: new Date(Date.now() + 600_000).toISOString(), template: 'dispatch' };
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    gid: 'usr_1',
    email: 'demo@sameday.ae',
    firstname: 'Demo',
    lastname: 'Merchant',
    fullname: 'Demo Merchant',
    displayName: 'Demo Merchant',
    mobile: '+971501234567',
    businessName: 'Demo Store LLC',
    businessPhone: '+971501234567',
    active: true,
    activated: true,
    status: 'active',
    courier: false,
    customerBalance: 0,
    hasPendingPayments: false,
    temporaryPassword: false,
    isNewUser: false,
    isContactUser: false,
    isParentAccount: true,
    isAlshayaaAccount: false,
    businessAccounts: [],
    roles: [],
    salesforceId: 'SF1',
    regionCode: 'uae.dubai',
    region: { code: 'uae.dubai', countryCode: 'AE', isUnitedArabEmirates: true },
    locale: 'en-AE',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function testAccount(overrides: Partial<Account> = {}): Account {
  const user = testUser(overrides.user);
  return {
    id: 'acc_1',
    name: 'Demo Store LLC',
    clientType: 'business',
    vertical: 'Fashion',
    ordersPerMonth: '101-500',
    businessAccounts: user.businessAccounts,
    ...overrides,
    user,
  };
}

export const TEST_PREFERENCES = {
  ecommerceDeliveryOptions: 'delivery_4_hours_sameday_nextday',
  partner4hrCutOffTime: '17:00',
  sameDayCutOffTime: '13:00',
  nextDayCutOffTime: '23:50',
  sameDayOtherEmiratesCutOffTime: '12:00',
  nextDayOtherEmiratesCutOffTime: '16:30',
  defaultPickupDetails: null,
  defaultDropoffDetails: null,
  customised: [],
};

export type Reply = { status: number; body?: unknown } | 'network-error';
export type ApiCall = { method: string; path: string; body: unknown };
type Route = Reply | ((call: ApiCall) => Reply);

export const ok = (body: unknown = { status: 'OK' }): Reply => ({ status: 200, body });
export const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { code, message, details: {} },
});

/** Replaces fetch. Routes are "METHOD /path" below the platform base; unknown routes answer 404. */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const table: Record<string, Route> = { ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(TEST_CONFIG.platformApiUrl, ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = table[`${call.method} ${call.path}`];
    const reply = typeof route === 'function' ? route(call) : route;
    if (!reply)
      return new Response(JSON.stringify({ code: 'not_found', message: 'no mock', details: {} }), { status: 404 });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status });
  });
  globalThis.fetch = fetchMock as Mock as typeof fetch;
  return {
    calls,
    set(more: Record<string, Route>) {
      Object.assign(table, more);
    },
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** The calls a signed-in shell makes, answered for an account whose role grants `permissions`. */
export function shellRoutes({
  permissions,
  account = testAccount(),
  flags = {},
}: {
  permissions: readonly Permission[];
  account?: Account;
  flags?: Record<string, boolean>;
}): Record<string, Route> {
  return {
    'POST /identity/token': ok(accessToken()),
    'GET /account': ok(account),
    'GET /permissions': ok({ version: 20261122, accountId: account.id, role: 'owner', permissions }),
    'POST /featureflags/decide': (call) => {
      const feature = (call.body as { Feature: string }).Feature;
      return feature in flags
        ? ok({ Enabled: flags[feature] })
        : apiError(404, 'not_found', `Unknown feature flag: ${feature}`);
    },
    'GET /partner/preferences': ok(TEST_PREFERENCES),
    'GET /quiqdash/notifications': ok([]),
    'GET /api/invoicer/user-config': ok({
      hasOverdueInvoices: false,
      isOrderSubmissionBlocked: false,
      pricing: DEFAULT_PRICING_MODEL,
    }),
    [`GET /partner/accounts/${account.id}/addresses`]: ok([]),
  };
}

/** Where the router is. */
export function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders routes inside the app's providers, with a session that syncs through the mocked fetch. */
export function renderWithProviders(routes: RouteObject[], url = '/') {
  setRuntimeConfig(TEST_CONFIG);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const manager = new SessionManager({
    fetchToken: fetchSessionToken,
    revoke: revokeSession,
    onInfo: () => {},
    onError: () => {},
    onTokenReplaced: () => {},
    pathname: () => router.state.location.pathname,
    setTimer: () => undefined,
    clearTimer: () => {},
  });
  connectTokenSource({
    currentToken: manager.currentToken,
    refreshAfterUnauthenticated: () => manager.refreshAfterUnauthenticated(),
  });
  void manager.start();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient}>
      <SessionProvider manager={manager}>
        <RouterProvider router={router} />
      </SessionProvider>
    </Providers>,
  );
  return { ...view, router, manager, queryClient, user };
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
