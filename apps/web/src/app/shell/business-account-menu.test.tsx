import { type Organisation, ROLE_PERMISSIONS } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignedInShell from './app-shell';
import {
  accessToken,
  apiError,
  mockApi,
  ok,
  renderWithProviders,
  shellRoutes,
  testAccount,
} from './test/shell-test-kit';

// The teams feature's own switcher is tested with the teams feature.
vi.mock('../../features/teams', () => ({ OrganisationSwitcher: () => null }));

const ROUTES: RouteObject[] = [{ element: <SignedInShell />, children: [{ index: true, element: <h1>Orders</h1> }] }];

const OWN: Organisation = {
  orgId: 'acc_own',
  accountId: 'acc_own',
  name: 'Haddad Home',
  role: 'owner',
  isActive: false,
  isPersonal: true,
};
const TEAM: Organisation = {
  orgId: 'org_mansoori',
  accountId: 'acc_mansoori',
  name: 'Mansoori Team',
  role: 'operations',
  isActive: true,
  isPersonal: false,
};
const OTHER: Organisation = {
  orgId: 'org_alpha',
  accountId: 'acc_alpha',
  name: 'Alpha Trading',
  role: 'viewer',
  isActive: false,
  isPersonal: false,
};

/** The shell of a member working in the Mansoori team, who also owns Haddad Home and belongs to Alpha Trading. */
function renderMember(organisations: Organisation[] = [TEAM, OTHER, OWN]) {
  const api = mockApi({
    ...shellRoutes({ permissions: ROLE_PERMISSIONS.operations, account: testAccount({ id: 'acc_mansoori' }) }),
    'POST /identity/token': ok(accessToken('team-token')),
    'GET /account/organisations': ok(organisations),
  });
  return { api, ...renderWithProviders(ROUTES, '/') };
}

const nav = () => screen.findByRole('navigation', { name: 'Main' });
const trigger = async (name: RegExp | string) =>
  within(await nav()).findByRole('button', { name: new RegExp(`Business account.*${name}`) });

afterEach(() => {
  window.matchMedia = WIDE;
});
const WIDE = window.matchMedia;

describe('the business-account menu', () => {
  it("names the account acted on and lists the user's own company first, then the others", async () => {
    const view = renderMember();
    await view.user.click(await trigger('Mansoori Team'));
    const items = await screen.findAllByRole('menuitemradio', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      'Haddad HomeYour company',
      'Alpha Trading',
      'Mansoori Team',
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'Mansoori Team', hidden: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('is not shown to a user with their own account only', async () => {
    renderMember([{ ...OWN, isActive: true }]);
    await within(await nav()).findByRole('button', { name: 'Tutorial' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Business account/ })).not.toBeInTheDocument());
  });

  it('switches the session to the chosen account: its token, every screen refetched, then the toast', async () => {
    const view = renderMember();
    await trigger('Mansoori Team');
    await waitFor(() => expect(view.api.callsTo('GET', '/permissions')).toHaveLength(1));
    view.api.set({
      'POST /account/organisations/active': ok({ orgId: 'acc_own', accountId: 'acc_own', token: 'own-token' }),
      'GET /account/organisations': ok([{ ...TEAM, isActive: false }, OTHER, { ...OWN, isActive: true }]),
      'GET /account': ok(testAccount({ id: 'acc_own', name: 'Haddad Home' })),
    });

    await view.user.click(await trigger('Mansoori Team'));
    await view.user.click(await screen.findByRole('menuitemradio', { name: /Haddad Home/, hidden: true }));

    expect(await screen.findByText('New orders are now placed for Haddad Home.')).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/account/organisations/active')[0]?.body).toEqual({ orgId: 'acc_own' });
    expect(view.manager.getSnapshot().token).toBe('own-token');
    expect(await trigger('Haddad Home')).toBeInTheDocument();
    // The account-scoped reads start over, with the new account's token.
    await waitFor(() => expect(view.api.callsTo('GET', '/permissions')).toHaveLength(2));
    expect(view.api.callsTo('GET', '/permissions')[1]?.authorization).toBe('Bearer own-token');
    expect(view.api.callsTo('GET', '/account').at(-1)?.authorization).toBe('Bearer own-token');
    expect(JSON.parse(localStorage.getItem('defaultBusinessAccount') ?? '{}')).toEqual({
      id: 'acc_own',
      name: 'Haddad Home',
    });
  });

  it('says why a switch failed and stays on the account acted on', async () => {
    const view = renderMember();
    view.api.set({
      'POST /account/organisations/active': apiError(403, 'permission_denied', 'You are not a member of this account.'),
    });
    await view.user.click(await trigger('Mansoori Team'));
    await view.user.click(await screen.findByRole('menuitemradio', { name: 'Alpha Trading', hidden: true }));
    expect(await screen.findByText('You are not a member of this account.')).toBeInTheDocument();
    expect(screen.queryByText(/New orders are now placed/)).not.toBeInTheDocument();
    expect(view.manager.getSnapshot().token).toBe('team-token');
    expect(await trigger('Mansoori Team')).toBeInTheDocument();
  });

  it("on a phone, opens the header's drawer with the account acted on and the switch", async () => {
    window.matchMedia = (query: string) => ({ ...WIDE(query), matches: query.includes('max-width') });
    const view = renderMember();
    await view.user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const chooser = await within(drawer).findByRole('button', { name: /Business account.*Mansoori Team/ });
    await view.user.click(chooser);
    expect(await screen.findByRole('menuitemradio', { name: /Haddad Home/, hidden: true })).toBeInTheDocument();
  });
});
