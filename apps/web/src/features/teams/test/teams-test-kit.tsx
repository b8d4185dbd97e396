import { notifications } from '@mantine/notifications';
import type { Organisation, Team, TokenResponse } from '@sameday/contract';
import { screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { accessToken as sharedAccessToken } from '../../../test/fixtures';
import { type ApiCall, apiError, mockApi as mockFetch, ok, type Reply, type Route } from '../../../test/mock-api';
import { describedErrorOf } from '../../../test/queries';
import { currentUrl, Landed, renderWithSession } from '../../../test/render-screen';

/** The teams screens' tests: the real providers and session, and fetch (the network boundary) as the only fake. */

// Toasts live in a store outside React: one test's toast must not show in the next.
afterEach(() => notifications.clean());

export const SESSION_TOKEN = 'session-token';

export const accessToken = (token = SESSION_TOKEN): TokenResponse => sharedAccessToken(token);

export { type ApiCall, apiError, currentUrl, describedErrorOf, Landed, ok, type Reply };

/** The shared fetch fake, signed in unless a test says otherwise. */
export const mockApi = (routes: Record<string, Route>) =>
  mockFetch({ 'POST /identity/token': ok(accessToken()), 'POST /identity/sign-out': ok(), ...routes });

/** Renders the routes at `url` inside the app's providers, with a session that syncs through fetch. */
export const renderRoutes = (routes: Parameters<typeof renderWithSession>[0], url: string) =>
  renderWithSession(routes, url);

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
