import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { type Account, DEFAULT_PRICING_MODEL, type Permission, type TokenResponse } from '@sameday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { connectTokenSource } from '../../../shared/api';
import { setRuntimeConfig } from '../../../shared/runtime-config';
import { fetchSessionToken, revokeSession, SessionManager, SessionProvider } from '../../../shared/session';
import { accountFixture, userFixture } from '../../../test/fixtures';
import { type ApiCall, apiError, mockApi, ok, type Reply, type Route, TEST_CONFIG } from '../../../test/mock-api';

/** The shell's tests: the real providers and hooks, with fetch (the network) as the only fake. */

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  window.dataLayer = [];
});

export { TEST_CONFIG };

export function accessToken(token = 'access-token'): TokenResponse {
  return { token, expiresAt: new Date(Date.now() + 600_000).toISOString(), template: 'dispatch' };
}

/** The user and account of the shell's tests: the shared fixtures. */
export const testUser = userFixture;

export function testAccount(overrides: Partial<Account> = {}): Account {
  return accountFixture(overrides);
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

export { type ApiCall, apiError, mockApi, ok, type Reply };

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
