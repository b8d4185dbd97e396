// Mounts screens as the app does: Mantine, a query client that never retries, a memory router, and the session when asked.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { RuntimeConfig } from '@sameday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { connectTokenSource } from '../shared/api';
import { I18nRoot } from '../shared/i18n';
import { setRuntimeConfig } from '../shared/runtime-config';
import { fetchSessionToken, revokeSession, SessionManager, SessionProvider } from '../shared/session';
import { TEST_CONFIG } from './mock-api';

type UserOptions = Parameters<typeof userEvent.setup>[0];
type TestRouter = ReturnType<typeof createMemoryRouter>;
type SessionManagerDeps = ConstructorParameters<typeof SessionManager>[0];

/** A query client that never retries: a failed answer shows at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The app's providers around a screen. */
export function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    // env "test": no transitions, and no hiding of a dropdown whose target jsdom cannot measure.
    <I18nRoot>
      <MantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nRoot>
  );
}

/**
 * A session manager as the app makes it, reading the router's path, with the real
 * token calls (through the mocked fetch) unless `deps` replace them, and no background refresh.
 */
export function testSessionManager(router: TestRouter, deps: Partial<SessionManagerDeps> = {}) {
  return new SessionManager({
    fetchToken: fetchSessionToken,
    revoke: revokeSession,
    onInfo: () => {},
    onError: () => {},
    onTokenReplaced: () => {},
    pathname: () => router.state.location.pathname,
    // No background refresh during a test.
    setTimer: () => undefined,
    clearTimer: () => {},
    ...deps,
  });
}

/** The session of the app: the manager syncs through the mocked fetch and gives the API client its token. */
export function syncedSession(router: TestRouter, deps: Partial<SessionManagerDeps> = {}) {
  const manager = testSessionManager(router, deps);
  connectTokenSource({
    currentToken: manager.currentToken,
    refreshAfterUnauthenticated: () => manager.refreshAfterUnauthenticated(),
    accountAccessEnded: () => manager.accountAccessEnded(),
  });
  void manager.start();
  return manager;
}

type ScreenOptions<M extends SessionManager | undefined> = {
  /** The runtime configuration (TEST_CONFIG unless given). */
  config?: RuntimeConfig;
  /** Given to userEvent.setup (fake timers need `advanceTimers`). */
  user?: UserOptions;
  /** Makes the session the screens run in (none when absent). */
  session?: (router: TestRouter) => M;
  /** The router state of the first entry, as a `navigate(to, { state })` from another screen gives it. */
  state?: unknown;
};

/** Renders the routes at `url` inside the app's providers; with `session`, inside that session too. */
export function renderScreen<M extends SessionManager | undefined = undefined>(
  routes: RouteObject[],
  url: string,
  options: ScreenOptions<M> = {},
) {
  setRuntimeConfig(options.config ?? TEST_CONFIG);
  const { pathname, search } = new URL(url, 'http://localhost');
  const entry = options.state === undefined ? url : { pathname, search, state: options.state };
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const manager = options.session?.(router) as M;
  const queryClient = testQueryClient();
  const user = userEvent.setup(options.user);
  const screen = <RouterProvider router={router} />;
  const view = render(
    <TestProviders queryClient={queryClient}>
      {manager ? <SessionProvider manager={manager}>{screen}</SessionProvider> : screen}
    </TestProviders>,
  );
  return { ...view, router, queryClient, user, manager };
}

/**
 * Renders the routes at `url` inside the app's providers and its session, which syncs through
 * the mocked fetch: signed in or out as POST /identity/token answers.
 */
export function renderWithSession(
  routes: RouteObject[],
  url: string,
  options: { channel?: SessionManagerDeps['channel']; user?: UserOptions; config?: RuntimeConfig } = {},
) {
  const deps = options.channel ? { channel: options.channel } : {};
  return renderScreen(routes, url, {
    user: options.user,
    config: options.config,
    session: (router) => syncedSession(router, deps),
  });
}

/** A stand-in for a screen the test only routes to: its heading (when named) says where we are. */
export function Landed({ name }: { name?: string }) {
  const location = useLocation();
  const where = <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
  if (name === undefined) return where;
  return (
    <main>
      <h1>{name}</h1>
      {where}
    </main>
  );
}

/** The path and query the router is at. */
export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
