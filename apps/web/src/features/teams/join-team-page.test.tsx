import { MESSAGES } from '@sameday/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountFixture } from '../../test/fixtures';
import JoinTeamPage from './join-team-page';
import { apiError, currentUrl, Landed, mockApi, ok, renderRoutes, SESSION_TOKEN } from './test/teams-test-kit';

const TOKEN = 'tok_abc123';
const PREVIEW = {
  orgName: 'Mansoori Perfumes',
  invitedBy: 'Nadia Mansoori',
  email: 'omar@haddad.ae',
  role: 'operations',
};
const INVALID = 'This invitation is invalid, expired or already used. Ask for a new one.';
const signedInAs = (email: string) => ok(accountFixture({ id: 'acc_own', name: 'Haddad Home', user: { email } }));

function renderJoin(url: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET /account/team/invitations/preview/${TOKEN}`]: ok(PREVIEW),
    'GET /account': signedInAs('omar@haddad.ae'),
    'POST /account/team/invitations/accept': ok({
      orgId: 'org_mansoori',
      name: 'Mansoori Perfumes',
      token: 'team-token',
    }),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/join', element: <JoinTeamPage /> },
      { path: '/', element: <Landed name="Orders" /> },
      { path: '/login', element: <Landed name="Log in" /> },
    ],
    url,
  );
  return { api, ...view };
}

describe('/join?invitation=…', () => {
  it('says who invites the user to which team and role, joins, switches to the team and goes home', async () => {
    const view = renderJoin(`/join?invitation=${TOKEN}`);
    expect(screen.getByRole('status', { name: 'Loading the invitation' })).toBeInTheDocument();
    expect(await screen.findByText(/invited you to join/)).toHaveTextContent(
      'Nadia Mansoori invited you to join Mansoori Perfumes as Operations.',
    );
    expect(screen.getByText('Operations: Places, edits and prints orders; inventory; analytics.')).toBeInTheDocument();
    // The preview needs no session; it is the same link a signed-out invitee holds.
    expect(view.api.callsTo('GET', `/account/team/invitations/preview/${TOKEN}`)[0]?.authorization).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Join team' }));

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('You joined Mansoori Perfumes.')).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/account/team/invitations/accept')[0]).toMatchObject({
      body: { token: TOKEN },
      authorization: `Bearer ${SESSION_TOKEN}`,
    });
    expect(view.manager.getSnapshot().token).toBe('team-token');
    expect(currentUrl(view.router)).toBe('/');
  });

  it('explains an invalid, expired or used link and how to get a new one', async () => {
    renderJoin(`/join?invitation=${TOKEN}`, {
      [`GET /account/team/invitations/preview/${TOKEN}`]: apiError(412, 'failed_precondition', INVALID),
    });
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByText(/Invitation links work once and for 7 days/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join team' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Orders' })).toHaveAttribute('href', '/');
  });

  it('says so when the link has no invitation in it', async () => {
    const view = renderJoin('/join');
    expect(await screen.findByText('This invitation link is incomplete.')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.path.includes('/invitations/'))).toHaveLength(0);
  });

  it('warns before joining when the invitation is for another email, and offers to switch account', async () => {
    const view = renderJoin(`/join?invitation=${TOKEN}`, { 'GET /account': signedInAs('someone@else.ae') });
    expect(
      await screen.findByText(/This invitation is for omar@haddad.ae, and you are signed in as someone@else.ae/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join team' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Log out and switch account' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe(`/login?returnUrl=${encodeURIComponent(`/join?invitation=${TOKEN}`)}`);
    expect(view.api.callsTo('POST', '/identity/sign-out')).toHaveLength(1);
    expect(view.manager.getSnapshot().status).toBe('signed_out');
  });

  it("shows the server's refusal of another email, with the way to fix it", async () => {
    const refusal = 'This invitation is for omar@haddad.ae. Sign in with that email to join.';
    const view = renderJoin(`/join?invitation=${TOKEN}`, {
      // The signed-in address is not known here (the account call failed): the server decides.
      'GET /account': apiError(500, 'internal', 'boom'),
      'POST /account/team/invitations/accept': apiError(403, 'permission_denied', refusal),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Join team' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out and switch account' })).toBeVisible();
    expect(view.manager.getSnapshot().token).toBe(SESSION_TOKEN);
  });

  it('shows a link used up meanwhile, and stays', async () => {
    const view = renderJoin(`/join?invitation=${TOKEN}`, {
      'POST /account/team/invitations/accept': apiError(412, 'failed_precondition', INVALID),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Join team' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(view.router)).toBe(`/join?invitation=${TOKEN}`));
  });

  it('offers to try again when the server cannot be reached', async () => {
    const view = renderJoin(`/join?invitation=${TOKEN}`, {
      [`GET /account/team/invitations/preview/${TOKEN}`]: 'network-error',
    });
    expect(
      await screen.findByText('Could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    view.api.set({ [`GET /account/team/invitations/preview/${TOKEN}`]: ok(PREVIEW) });
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join team' })).toBeVisible();
    expect(screen.queryByText(MESSAGES.appError)).not.toBeInTheDocument();
  });
});
