import { DEFAULT_PRICING_MODEL, FIRST_SCREEN_FLAGS, ROLE_PERMISSIONS } from '@sameday/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { order } from '../features/orders/test/orders-test-kit';
import { connectTokenSource } from '../shared/api';
import { setRuntimeConfig } from '../shared/runtime-config';
import { SessionProvider } from '../shared/session';
import { mockApi, ok, TEST_CONFIG } from '../test/mock-api';
import { TestProviders, testSessionManager } from '../test/render-screen';
import LaterRoutes from './later-routes';
import { appQueryClient } from './query-host';
import { preloadScreenFor } from './router';
import { shellRoutes, TEST_PREFERENCES, testAccount } from './shell/test/shell-test-kit';

/** The parts of the first screen that have calls of their own: none of them is asked for at / any more. */
const OWN_CALLS = [
  '/account',
  '/permissions',
  '/partner/preferences',
  '/featureflags/decide',
  '/quiqdash/orders',
  '/quiqdash/orders/group_counts',
  '/quiqdash/notifications',
  '/api/invoicer/user-config',
];

const ACCOUNT = testAccount();
const PENDING = order({ id: 'SDPEND000001', dropoff: { ...order().dropoff, name: 'Aisha Rahman' } });
const ANSWER = {
  account: ACCOUNT,
  permissions: { version: 20261122, accountId: ACCOUNT.id, role: 'owner', permissions: [...ROLE_PERMISSIONS.owner] },
  preferences: TEST_PREFERENCES,
  flags: Object.fromEntries(FIRST_SCREEN_FLAGS.map((flag) => [flag, false])),
  counts: { total: 1, statuses: { pending: 1 }, groups: { pending: 1 } },
  orders: { orders: [PENDING], nextCursor: null },
  userConfig: {
    hasOverdueInvoices: false,
    isOrderSubmissionBlocked: false,
    orderSubmissionBlockedReason: null,
    pricing: DEFAULT_PRICING_MODEL,
  },
  notifications: [
    {
      id: 'ntf_1',
      title: 'Eid collection hours',
      message: 'Couriers collect until 14:00 on the first day of Eid.',
      severity: 'info',
      link: null,
      createdAt: '2026-11-29T08:00:00.000Z',
    },
  ],
};

afterEach(() => appQueryClient().clear());

/**
 * Opens `/` as main.tsx does: the screen's data asked for beside the session check, then the routes.
 * The first screen's data module is in the shell's own file in the build (vite.config.ts): it has
 * run before the shell can mount, as here.
 */
async function openHome() {
  await import('./first-screen-data');
  setRuntimeConfig(TEST_CONFIG);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Suspense fallback={null}>
            <LaterRoutes />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  const manager = testSessionManager(router);
  connectTokenSource({
    currentToken: manager.currentToken,
    refreshAfterUnauthenticated: () => manager.refreshAfterUnauthenticated(),
  });
  preloadScreenFor({ pathname: '/', search: '' }, manager);
  void manager.start();
  render(
    <TestProviders queryClient={appQueryClient()}>
      <SessionProvider manager={manager}>
        <RouterProvider router={router} />
      </SessionProvider>
    </TestProviders>,
  );
}

describe('the first screen at /', () => {
  it("renders the shell and the orders list from one answer: none of its parts' own calls is made", async () => {
    const api = mockApi({
      ...shellRoutes({ permissions: ROLE_PERMISSIONS.owner, account: ACCOUNT }),
      'GET /quiqdash/first-screen': ok(ANSWER),
    });
    await openHome();
    expect(await screen.findByText('Aisha Rahman', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', {}, { timeout: 5_000 })).toBeInTheDocument();
    // The account banner from the same answer, drawn with the list.
    expect(screen.getByText('Eid collection hours')).toBeInTheDocument();
    const paths = api.calls.map((call) => call.path);
    expect(paths.filter((path) => path === '/quiqdash/first-screen')).toHaveLength(1);
    expect(paths.filter((path) => OWN_CALLS.includes(path))).toEqual([]);
    expect(api.callsTo('GET', '/quiqdash/first-screen')[0]?.search.get('group')).toBe('pending');
  });

  it('still renders when the one answer fails: each part asks for itself', async () => {
    const api = mockApi({
      ...shellRoutes({ permissions: ROLE_PERMISSIONS.owner, account: ACCOUNT }),
      'GET /quiqdash/orders': ok(ANSWER.orders),
      'GET /quiqdash/orders/group_counts': ok(ANSWER.counts),
    });
    await openHome();
    expect(await screen.findByText('Aisha Rahman', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/account')).toHaveLength(1));
    expect(api.callsTo('GET', '/quiqdash/orders')).toHaveLength(1);
  });
});
