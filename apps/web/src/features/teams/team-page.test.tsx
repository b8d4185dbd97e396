import { MESSAGES, PERMISSIONS, ROLE_PERMISSIONS } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TeamPage from './team-page';
import {
  apiError,
  describedErrorOf,
  INVITATION,
  mockApi,
  OMAR,
  OWNER,
  ok,
  permissionsOf,
  renderRoutes,
  team,
} from './test/teams-test-kit';

const OWNER_PERMISSIONS = ok(permissionsOf('owner', [...PERMISSIONS]));
const VIEWER_PERMISSIONS = ok(permissionsOf('viewer', [...ROLE_PERMISSIONS.viewer]));

function renderTeamPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /account/team': ok(team()), 'GET /permissions': OWNER_PERMISSIONS, ...routes });
  return { api, ...renderRoutes([{ path: '/settings/team', element: <TeamPage /> }], '/settings/team') };
}

const membersList = () => screen.findByRole('list', { name: 'Members' });
const rowOf = async (name: string) => {
  const row = within(await membersList())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('/settings/team as the owner', () => {
  it('shows the team, its members with their roles and join dates, and the pending invitations', async () => {
    renderTeamPage();
    expect(screen.getByRole('status', { name: 'Loading the team' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mansoori Perfumes' })).toBeInTheDocument();
    expect(screen.getByText('2 members · Your role: Owner')).toBeInTheDocument();

    const owner = await rowOf(OWNER.fullName);
    expect(within(owner).getByText('You')).toBeInTheDocument();
    expect(owner).toHaveTextContent(OWNER.email);
    expect(owner).toHaveTextContent('RoleOwner');
    expect(owner).toHaveTextContent('Joined01/03/2026');
    // Neither the owner's membership nor one's own can be changed.
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();

    const omar = await rowOf(OMAR.fullName);
    expect(omar).toHaveTextContent('RoleOperations');
    expect(within(omar).getByRole('button', { name: 'Change role of Omar Haddad' })).toBeVisible();
    expect(within(omar).getByRole('button', { name: 'Remove Omar Haddad' })).toBeVisible();

    const invitations = screen.getByRole('list', { name: 'Pending invitations' });
    const invitation = within(invitations).getByRole('listitem');
    expect(invitation).toHaveTextContent(INVITATION.email);
    expect(invitation).toHaveTextContent('Invited by Nadia Mansoori');
    expect(invitation).toHaveTextContent('RoleFinance');
    expect(invitation).toHaveTextContent('Expires17/03/2026');
  });

  it('checks the invitation form before sending: email and role are required, the email must be valid', async () => {
    const view = renderTeamPage({ 'POST /account/team/invitations': ok(INVITATION) });
    const form = within(await screen.findByRole('region', { name: 'Invite member' }));
    await view.user.click(form.getByRole('button', { name: 'Send invitation' }));
    const email = form.getByLabelText('Email');
    await waitFor(() => expect(describedErrorOf(email)).toBe(MESSAGES.required));
    expect(email).toHaveFocus();
    expect(describedErrorOf(form.getByRole('combobox', { name: 'Role' }))).toBe('Choose a role.');

    await view.user.type(email, 'layla@example');
    await view.user.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(describedErrorOf(email)).toBe(MESSAGES.invalidEmail));
    expect(view.api.callsTo('POST', '/account/team/invitations')).toHaveLength(0);
  });

  it('sends the invitation with the chosen role, says so and lists it', async () => {
    const view = renderTeamPage({ 'POST /account/team/invitations': ok(INVITATION) });
    const form = within(await screen.findByRole('region', { name: 'Invite member' }));
    await view.user.type(form.getByLabelText('Email'), 'Layla@Example.ae');
    await view.user.click(form.getByRole('combobox', { name: 'Role' }));
    await view.user.click(await screen.findByRole('option', { name: /^Finance/ }));
    expect(form.getByText(/^Finance: Invoices, cash on delivery/)).toBeInTheDocument();

    view.api.set({
      'GET /account/team': ok(
        team({ invitations: [INVITATION, { ...INVITATION, id: 'inv_2', email: 'sara@example.ae' }] }),
      ),
    });
    await view.user.click(form.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to layla@example.ae.')).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/account/team/invitations')[0]?.body).toEqual({
      email: 'layla@example.ae',
      role: 'finance',
    });
    expect(await screen.findByText('sara@example.ae')).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveValue('');
  });

  it('invites with the keyboard alone: type, Tab, arrows, Enter', async () => {
    const view = renderTeamPage({ 'POST /account/team/invitations': ok(INVITATION) });
    const form = within(await screen.findByRole('region', { name: 'Invite member' }));
    form.getByLabelText('Email').focus();
    await view.user.keyboard('layla@example.ae');
    await view.user.tab();
    expect(form.getByRole('combobox', { name: 'Role' })).toHaveFocus();
    await view.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('Operations');
    await view.user.tab();
    expect(form.getByRole('button', { name: 'Send invitation' })).toHaveFocus();
    await view.user.keyboard('{Enter}');
    expect(await screen.findByText('Invitation sent to layla@example.ae.')).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/account/team/invitations')[0]?.body).toEqual({
      email: 'layla@example.ae',
      role: 'operations',
    });
  });

  it("puts the server's answer on the email field: an existing member is not invited again", async () => {
    const view = renderTeamPage({
      'POST /account/team/invitations': apiError(
        409,
        'already_exists',
        'This person is already a member of the team.',
        [{ field: 'email', message: 'This person is already a member of the team.' }],
      ),
    });
    const form = within(await screen.findByRole('region', { name: 'Invite member' }));
    await view.user.type(form.getByLabelText('Email'), OMAR.email);
    await view.user.click(form.getByRole('combobox', { name: 'Role' }));
    await view.user.click(await screen.findByRole('option', { name: /^Viewer/ }));
    await view.user.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(describedErrorOf(form.getByLabelText('Email'))).toBe('This person is already a member of the team.'),
    );
  });

  it("changes a member's role in a dialog that says what each role allows", async () => {
    const view = renderTeamPage({
      'PUT /account/team/members/12': ok(team({ members: [OWNER, { ...OMAR, role: 'finance' }] })),
    });
    await view.user.click(
      within(await rowOf(OMAR.fullName)).getByRole('button', { name: 'Change role of Omar Haddad' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Omar Haddad' });
    expect(within(dialog).getByRole('radio', { name: 'Operations' })).toBeChecked();
    expect(within(dialog).getByText('Reads orders and analytics.')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('radio', { name: 'Finance' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save role' }));

    expect(await screen.findByText('Omar Haddad is now Finance.')).toBeInTheDocument();
    expect(view.api.callsTo('PUT', '/account/team/members/12')[0]?.body).toEqual({ role: 'finance' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf(OMAR.fullName)).toHaveTextContent('RoleFinance');
  });

  it('shows why a role change was refused, in the dialog', async () => {
    const view = renderTeamPage({
      'PUT /account/team/members/12': apiError(404, 'not_found', 'Member not found'),
    });
    await view.user.click(
      within(await rowOf(OMAR.fullName)).getByRole('button', { name: 'Change role of Omar Haddad' }),
    );
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('radio', { name: 'Viewer' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Member not found');
  });

  it('removes a member only after the confirmation', async () => {
    const view = renderTeamPage({ 'DELETE /account/team/members/12': ok(team({ members: [OWNER] })) });
    await view.user.click(within(await rowOf(OMAR.fullName)).getByRole('button', { name: 'Remove Omar Haddad' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Omar Haddad?' });
    expect(dialog).toHaveTextContent('will no longer see the orders and data of Mansoori Perfumes');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.api.callsTo('DELETE', '/account/team/members/12')).toHaveLength(0);

    await view.user.click(within(await rowOf(OMAR.fullName)).getByRole('button', { name: 'Remove Omar Haddad' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Omar Haddad?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove member' }));

    expect(await screen.findByText('Omar Haddad was removed from the team.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByText('1 member · Your role: Owner')).toBeInTheDocument();
  });

  it('revokes a pending invitation', async () => {
    const view = renderTeamPage({ 'DELETE /account/team/invitations/inv_1': ok() });
    const invitations = within(await screen.findByRole('list', { name: 'Pending invitations' }));
    view.api.set({ 'GET /account/team': ok(team({ invitations: [] })) });
    await view.user.click(invitations.getByRole('button', { name: 'Revoke the invitation to layla@example.ae' }));
    expect(await screen.findByText('The invitation to layla@example.ae was revoked.')).toBeInTheDocument();
    expect(await screen.findByText(/No pending invitations/)).toBeInTheDocument();
  });
});

describe('/settings/team for others', () => {
  it('shows a viewer the team read-only: no invitation form, no pending invitations, no actions', async () => {
    renderTeamPage({
      'GET /account/team': ok(
        team({
          members: [
            { ...OWNER, isYou: false },
            { ...OMAR, role: 'viewer', isYou: true },
          ],
          invitations: [],
        }),
      ),
      'GET /permissions': VIEWER_PERMISSIONS,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mansoori Perfumes' })).toBeInTheDocument();
    expect(screen.getByText('2 members · Your role: Viewer')).toBeInTheDocument();
    expect(screen.getByText(/The owner and admins invite members/)).toBeInTheDocument();
    expect(within(await rowOf(OMAR.fullName)).getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
  });

  it('explains teams to an account without one and creates it from there', async () => {
    const view = renderTeamPage({
      'GET /account/team': ok(team({ orgId: null, name: '', members: [OWNER], invitations: [] })),
      'POST /account/team': ok({ orgId: 'org_new', name: 'Haddad Ops', token: 'team-token' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText(/This account has no team yet/)).toBeInTheDocument();

    view.api.set({
      'GET /account/team': ok(team({ orgId: 'org_new', name: 'Haddad Ops', members: [OWNER], invitations: [] })),
    });
    await view.user.click(screen.getByRole('button', { name: 'Create Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a team' });
    await view.user.type(within(dialog).getByLabelText('Team name'), 'Haddad Ops');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create team' }));

    expect(await screen.findByText(MESSAGES.teamCreated)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Haddad Ops' })).toBeInTheDocument();
    expect(view.api.callsTo('GET', '/account/team').at(-1)?.authorization).toBe('Bearer team-token');
  });

  it('says when the team cannot be loaded, and tries again', async () => {
    const view = renderTeamPage({ 'GET /account/team': 'network-error' });
    expect(await screen.findByText('Could not load the team')).toBeInTheDocument();
    expect(screen.getByText('Could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    view.api.set({ 'GET /account/team': ok(team()) });
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mansoori Perfumes' })).toBeInTheDocument();
  });
});
