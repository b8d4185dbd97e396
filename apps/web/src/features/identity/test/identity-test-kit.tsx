import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { TokenResponse } from '@sameday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { connectTokenSource } from '../../../shared/api';
import { setRuntimeConfig } from '../../../shared/runtime-config';
import { fetchSessionToken, revokeSession, SessionManager, SessionProvider } from '../../../shared/session';
import { userFixture } from '../../../test/fixtures';
import {
  type ApiCall,
  apiError,
  mockApi as mockFetch,
  ok,
  type Reply,
  type Route,
  TEST_CONFIG,
} from '../../../test/mock-api';

/** Shared set-up of the identity screens' tests: the real providers, and fetch as the only fake. */

// Toasts live in a store outside React: one test's toast must not show in the next.
afterEach(() => notifications.clean());

export { TEST_CONFIG };

export const STRONG_PASSWORD = 'Marina-Palm-2024!';

export function accessToken(token = 'access-token'): TokenResponse {
  return { token, expiresAt: new Date(Date.now() + 600_000).toISOString(), template: 'dispatch' };
}

/** The partner user of GET/PUT /partner/user: the shared fixture. */
export const partnerUser = userFixture;

export { type ApiCall, apiError, ok, type Reply };

export const signedOutToken = apiError(401, 'unauthenticated', 'Sign in to continue.');

/** The shared fetch fake, signed out unless a test says otherwise. */
export const mockApi = (routes: Record<string, Route>) =>
  mockFetch({ 'POST /identity/token': signedOutToken, ...routes });

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
