import { notifications } from '@mantine/notifications';
import { type Account, DEFAULT_PRICING_MODEL, type Permission } from '@sameday/contract';
import { type RouteObject, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { accessToken, accountFixture, preferencesFixture, userFixture } from '../../../test/fixtures';
import { type ApiCall, apiError, mockApi, ok, type Reply, type Route, TEST_CONFIG } from '../../../test/mock-api';
import { renderWithSession } from '../../../test/render-screen';

/** The shell's tests: the real providers and hooks, with fetch (the network) as the only fake. */

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  window.dataLayer = [];
});

export { accessToken, TEST_CONFIG };

/** The user and account of the shell's tests: the shared fixtures. */
export const testUser = userFixture;

export function testAccount(overrides: Partial<Account> = {}): Account {
  return accountFixture(overrides);
}

/** GET /partner/preferences of the shell's tests: nothing customised. */
export const TEST_PREFERENCES = preferencesFixture();

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
export const renderWithProviders = (routes: RouteObject[], url = '/') => renderWithSession(routes, url);
