import { notifications } from '@mantine/notifications';
import type { FeatureFlag } from '@sameday/contract';
import { afterEach, vi } from 'vitest';
import { writeStoredToken } from '../../../shared/session';
import { accountFixture } from '../../../test/fixtures';
import { ok, type Reply } from '../../../test/mock-api';
import { Landed, renderScreen, testSessionManager } from '../../../test/render-screen';
import AdminPage from '../admin-page';

/** The console's tests: the real providers, the console's own route tree, and fetch (the network boundary) as the only fake. */

afterEach(() => notifications.clean());

/** GET /account of a member of operations staff (or of a merchant, with no staff role). */
export const staffAccount = (roles: string[] = ['admin']): Reply =>
  ok(
    accountFixture({
      id: 'acc_ops',
      name: 'Sameday Operations',
      user: { id: 1, email: 'ops@sameday.ae', fullname: 'Noura Ops', salesforceId: 'SF-OPS', roles },
    }),
  );

/** The console at `url` (below /admin), with a stored token the session never syncs. */
export function renderAdmin(url: string) {
  writeStoredToken('test-token');
  const onLogout = vi.fn();
  const view = renderScreen(
    [
      { path: '/admin/*', element: <AdminPage onLogout={onLogout} /> },
      { path: '*', element: <Landed /> },
    ],
    url,
    { session: (router) => testSessionManager(router, { fetchToken: async () => undefined, revoke: async () => {} }) },
  );
  return { ...view, onLogout };
}

export function flagFixture(overrides: Partial<FeatureFlag> = {}): FeatureFlag {
  return {
    name: 'bridge-quiqdash',
    description: 'Send Create Product to the newer dashboard',
    enabled: false,
    rolloutPercentage: 10,
    overrides: [{ subjectType: 'account', subjectId: 'acc_souk', enabled: true }],
    ...overrides,
  };
}
