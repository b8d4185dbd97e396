import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { RuntimeConfig, TokenResponse, User } from '@sameday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { afterEach, type Mock, vi } from 'vitest';
import { connectTokenSource } from '../../../shared/api';
import { setRuntimeConfig } from '../../../shared/runtime-config';
import { fetchSessionToken, revokeSession, SessionManager, SessionProvider } from '../../../shared/session';

/** Shared set-up of the identity screens' tests: the real providers, and fetch as the only fake. */

// Toasts live in a store outside React: one test's toast must not show in the next.
afterEach(() => notifications.clean());

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
  helpDeskUrl: '',
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

export const STRONG_PASSWORD = 'Marina-Palm-2024!';

export function accessToken(token = 'access-token'): TokenResponse {
  return { token, expiresAt: new Date(Date.now() + 600_000).toISOString(), template: 'dispatch' };
}

export function partnerUser(overrides: Partial<User> = {}): User {
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

export type Reply = { status: number; body?: unknown } | 'network-error';
export type ApiCall = { method: string; path: string; body: unknown; authorization: string | null };
type Route = Reply | ((call: ApiCall) => Reply);

export const ok = (body: unknown = { status: 'OK' }): Reply => ({ status: 200, body });

/** An answer in the contract's error shape. */
export function apiError(
  status: number,
  code: string,
  message: string,
  extras: { fields?: { field: string; message: string }[]; status?: string; errorDetail?: string } = {},
): Reply {
  const { fields, ...rest } = extras;
  return { status, body: { code, message, details: fields ? { fields } : {}, ...rest } };
}

export const signedOutToken = apiError(401, 'unauthenticated', 'Sign in to continue.');

/**
 * Replaces fetch, the network boundary. Routes are "METHOD /path" below the
 * platform base; a route may answer from the call. Unknown routes answer 404.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const table: Record<string, Route> = { 'POST /identity/token': signedOutToken, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method,
      path: url.pathname.replace(TEST_CONFIG.platformApiUrl, ''),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const route = table[`${method} ${call.path}`];
    const reply = typeof route === 'function' ? route(call) : route;
    if (!reply)
      return new Response(JSON.stringify({ code: 'not_found', message: 'no mock', details: {} }), { status: 404 });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status });
  });
  globalThis.fetch = fetchMock as Mock as typeof fetch;
  return {
    calls,
    /** Replaces or adds routes mid-test. */
    set(more: Record<string, Route>) {
      Object.assign(table, more);
    },
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

/** A stand-in for a screen the test only routes to: its heading says where we are. */
export function Landed({ name }: { name: string }) {
  const location = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
    </main>
  );
}

/** Renders the routes at `url` inside the app's providers, with a session manager that syncs through fetch. */
export function renderRoutes(
  routes: RouteObject[],
  url: string,
  options: { channel?: ConstructorParameters<typeof SessionManager>[0]['channel'] } = {},
) {
  setRuntimeConfig(TEST_CONFIG);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const manager = new SessionManager({
    fetchToken: fetchSessionToken,
    revoke: revokeSession,
    onInfo: () => {},
    onError: () => {},
    onTokenReplaced: () => {},
    pathname: () => router.state.location.pathname,
    ...(options.channel ? { channel: options.channel } : {}),
    // No background refresh during a test.
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
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <SessionProvider manager={manager}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, manager, queryClient, user };
}

/** The path and query the router is at. */
export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The error text an input is described by (Mantine links it with aria-describedby). */
export function describedErrorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => !!element && element.id.endsWith('-error'))
    .map((element) => element.textContent ?? '')
    .join(' ');
}

/** The message shown in the form card (toasts are alerts too, outside it). */
export const findCardAlert = () => within(screen.getByRole('main')).findByRole('alert');

export { screen };
