import { MESSAGES } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  describedErrorOf,
  mockApi,
  ok,
  organisation,
  personalAccount,
  renderRoutes,
  SESSION_TOKEN,
} from '../test/teams-test-kit';
import { OrganisationSwitcher } from './organisation-switcher';

function renderSwitcher(routes: Parameters<typeof mockApi>[0], isCollapsed = false) {
  const api = mockApi(routes);
  const view = renderRoutes([{ path: '/', element: <OrganisationSwitcher isCollapsed={isCollapsed} /> }], '/');
  return { api, ...view };
}

const MANSOORI = organisation();
const HADDAD_TEAM = organisation({
  orgId: 'org_haddad',
  accountId: 'acc_haddad',
  name: 'Haddad Trading',
  role: 'viewer',
  isActive: false,
});

describe('OrganisationSwitcher without a team', () => {
  it("offers 'Create Team' to a user whose only account is personal", async () => {
    renderSwitcher({ 'GET /account/organisations': ok([personalAccount()]) });
    expect(await screen.findByRole('button', { name: 'Create Team' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Organisation/ })).not.toBeInTheDocument();
  });

  it('creates the team, makes it active with the answered token and says so', async () => {
    const view = renderSwitcher({
      'GET /account/organisations': ok([personalAccount()]),
      'POST /account/team': ok({ orgId: 'org_new', name: 'Haddad Ops', token: 'team-token' }),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    const name = within(dialog).getByLabelText('Team name');
    await waitFor(() => expect(name).toHaveFocus());

    view.api.set({
      'GET /account/organisations': ok([
        personalAccount({ isActive: false }),
        organisation({ orgId: 'org_new', name: 'Haddad Ops' }),
      ]),
    });
    await view.user.type(name, '  Haddad Ops ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create team' }));

    expect(await screen.findByText(MESSAGES.teamCreated)).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/account/team')[0]?.body).toEqual({ name: 'Haddad Ops' });
    expect(view.manager.getSnapshot().token).toBe('team-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Every query refetches for the new account, with its token.
    expect(await screen.findByRole('button', { name: 'Organisation Haddad Ops' })).toBeVisible();
    expect(view.api.callsTo('GET', '/account/organisations').at(-1)?.authorization).toBe('Bearer team-token');
  });

  it('requires a team name before calling the server', async () => {
    const view = renderSwitcher({ 'GET /account/organisations': ok([personalAccount()]) });
    await view.user.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    await view.user.type(within(dialog).getByLabelText('Team name'), '   ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    const name = within(dialog).getByLabelText('Team name');
    await waitFor(() => expect(describedErrorOf(name)).toBe(MESSAGES.required));
    expect(view.api.callsTo('POST', '/account/team')).toHaveLength(0);
  });

  it("says 'Failed to create team, please try again!' and puts the server's field error on the field", async () => {
    const view = renderSwitcher({
      'GET /account/organisations': ok([personalAccount()]),
      'POST /account/team': apiError(400, 'invalid_argument', 'Some fields are not valid.', [
        { field: 'name', message: 'Must be at most 80 characters.' },
      ]),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    await view.user.type(within(dialog).getByLabelText('Team name'), 'Haddad');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create team' }));

    expect(await screen.findByText(MESSAGES.teamFailed)).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Team name');
    await waitFor(() => expect(describedErrorOf(name)).toBe('Must be at most 80 characters.'));
    expect(view.manager.getSnapshot().token).toBe(SESSION_TOKEN);
  });

  it('keeps the dialog open with the reason when the server refuses for another reason', async () => {
    const view = renderSwitcher({
      'GET /account/organisations': ok([personalAccount()]),
      'POST /account/team': apiError(412, 'failed_precondition', 'This account already has a team.'),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    await view.user.type(within(dialog).getByLabelText('Team name'), 'Haddad');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText(MESSAGES.teamFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This account already has a team.');
  });

  it('is an icon button with a name and a tooltip in the collapsed sidebar', async () => {
    const view = renderSwitcher({ 'GET /account/organisations': ok([personalAccount()]) }, true);
    const button = await screen.findByRole('button', { name: 'Create Team' });
    expect(button).not.toHaveTextContent('Create Team');
    await view.user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Create Team');
    await view.user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Create a team' })).toBeInTheDocument();
  });
});

describe('OrganisationSwitcher with teams', () => {
  it('lists the organisations with the personal one hidden and the active one checked', async () => {
    const view = renderSwitcher({
      'GET /account/organisations': ok([MANSOORI, HADDAD_TEAM, personalAccount({ isActive: false })]),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Organisation Mansoori Perfumes' }));
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Mansoori Perfumes', 'Haddad Trading']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Mansoori Perfumes' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Haddad Trading' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(menu).queryByText('Haddad Home')).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Manage team' })).toHaveAttribute('href', '/settings/team');
    expect(within(menu).queryByRole('menuitem', { name: 'Create Team' })).not.toBeInTheDocument();
  });

  it('switches: the new token becomes the session’s and every query refetches with it', async () => {
    const view = renderSwitcher({
      'GET /account/organisations': ok([MANSOORI, HADDAD_TEAM]),
      'POST /account/organisations/active': ok({ orgId: 'org_haddad', accountId: 'acc_haddad', token: 'haddad-token' }),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Organisation Mansoori Perfumes' }));
    view.api.set({
      'GET /account/organisations': ok([
        { ...MANSOORI, isActive: false },
        { ...HADDAD_TEAM, isActive: true },
      ]),
    });
    await view.user.click(await screen.findByRole('menuitemradio', { name: 'Haddad Trading' }));

    expect(await screen.findByRole('button', { name: 'Organisation Haddad Trading' })).toBeVisible();
    expect(view.api.callsTo('POST', '/account/organisations/active')[0]?.body).toEqual({ orgId: 'org_haddad' });
    expect(view.manager.getSnapshot().token).toBe('haddad-token');
    expect(view.api.callsTo('GET', '/account/organisations').at(-1)?.authorization).toBe('Bearer haddad-token');
  });

  it("says 'Failed to set active organization, please try again!' and stays on the active one", async () => {
    const view = renderSwitcher({
      'GET /account/organisations': ok([MANSOORI, HADDAD_TEAM]),
      'POST /account/organisations/active': apiError(404, 'not_found', MESSAGES.activeOrgFailed),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Organisation Mansoori Perfumes' }));
    await view.user.click(await screen.findByRole('menuitemradio', { name: 'Haddad Trading' }));
    expect(await screen.findByText(MESSAGES.activeOrgFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Organisation Mansoori Perfumes' })).toBeVisible();
    expect(view.manager.getSnapshot().token).toBe(SESSION_TOKEN);
  });

  it('names the own account while it is the active one, and offers to make it a team', async () => {
    const view = renderSwitcher({
      'GET /account/organisations': ok([{ ...MANSOORI, isActive: false }, personalAccount()]),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Organisation Haddad Home' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitemradio', { name: 'Mansoori Perfumes' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await view.user.click(within(menu).getByRole('menuitem', { name: 'Create Team' }));
    expect(await screen.findByRole('dialog', { name: 'Create a team' })).toBeInTheDocument();
  });

  it('opens from the keyboard and is an icon button with a tooltip when collapsed', async () => {
    const view = renderSwitcher({ 'GET /account/organisations': ok([MANSOORI, HADDAD_TEAM]) }, true);
    const button = await screen.findByRole('button', { name: 'Organisation: Mansoori Perfumes' });
    await view.user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Organisation: Mansoori Perfumes');
    await view.user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
