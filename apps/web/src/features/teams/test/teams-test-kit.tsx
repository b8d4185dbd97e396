import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { Organisation, Team, TokenResponse } from '@sameday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { connectTokenSource } from '../../../shared/api';
import { setRuntimeConfig } from '../../../shared/runtime-config';
import { fetchSessionToken, revokeSession, SessionManager, SessionProvider } from '../../../shared/session';
import {
  type ApiCall,
  apiError,
  mockApi as mockFetch,
  ok,
  type Reply,
  type Route,
  TEST_CONFIG,
} from '../../../test/mock-api';

/** The teams screens' tests: the real providers and session, and fetch (the network boundary) as the only fake. */

// Toasts live in a store outside React: one test's toast must not show in the next.
afterEach(() => notifications.clean());

export const SESSION_TOKEN = 'session-token';

export function accessToken(token = SESSION_TOKEN): TokenResponse {
  return { token, expiresAt: new Date(Date.now() + 600_000).toISOString(), template: 'dispatch' };
}

export { type ApiCall, apiError, ok, type Reply };

/** The shared fetch fake, signed in unless a test says otherwise. */
export const mockApi = (routes: Record<string, Route>) =>
  mockFetch({ 'POST /identity/token': ok(accessToken()), 'POST /identity/sign-out': ok(), ...routes });

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

/** Renders the routes at `url` inside the app's providers, with a session that syncs through fetch. */
export function renderRoutes(routes: RouteObject[], url: string) {
  setRuntimeConfig(TEST_CONFIG);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const manager = new SessionManager({
    fetchToken: fetchSessionToken,
    revoke: revokeSession,
    onInfo: () => {},
    onError: () => {},
    onTokenReplaced: () => {},
    pathname: () => router.state.location.pathname,
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
    // env "test": no transitions, and no hiding of a dropdown whose target jsdom cannot measure.
    <MantineProvider env="test">
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

export function organisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    orgId: 'org_mansoori',
    accountId: 'acc_mansoori',
    name: 'Mansoori Perfumes',
    role: 'owner',
    isActive: true,
    isPersonal: false,
    ...overrides,
  };
}

/** The own account of someone who has no team: the API marks it personal. */
export const personalAccount = (overrides: Partial<Organisation> = {}) =>
  organisation({ orgId: 'acc_own', accountId: 'acc_own', name: 'Haddad Home', isPersonal: true, ...overrides });

export const OWNER = {
  userId: 1,
  fullName: 'Nadia Mansoori',
  email: 'nadia@mansoori.ae',
  role: 'owner',
  joinedAt: '2026-03-01T08:00:00.000Z',
  isYou: true,
};
export const OMAR = {
  userId: 12,
  fullName: 'Omar Haddad',
  email: 'omar@haddad.ae',
  role: 'operations',
  joinedAt: '2026-03-05T08:00:00.000Z',
  isYou: false,
};
export const INVITATION = {
  id: 'inv_1',
  email: 'layla@example.ae',
  role: 'finance',
  invitedBy: 'Nadia Mansoori',
  createdAt: '2026-03-10T08:00:00.000Z',
  expiresAt: '2026-03-17T08:00:00.000Z',
};

export function team(overrides: Partial<Team> = {}): Team {
  return {
    orgId: 'org_mansoori',
    name: 'Mansoori Perfumes',
    members: [OWNER, OMAR],
    invitations: [INVITATION],
    ...overrides,
  };
}

export const permissionsOf = (role: string, permissions: string[]) => ({
  version: 20261122,
  accountId: 'acc_mansoori',
  role,
  permissions,
});

export { screen };
