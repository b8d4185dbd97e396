import { MESSAGES, SESSION_STORAGE_KEY } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import PasswordRecoveryPage from './password-recovery-page';
import {
  accessToken,
  apiError,
  currentUrl,
  describedErrorOf,
  findCardAlert,
  Landed,
  mockApi,
  ok,
  partnerUser,
  renderRoutes,
  STRONG_PASSWORD,
} from './test/identity-test-kit';

const ROUTES: RouteObject[] = [
  { path: '/password-recovery', element: <PasswordRecoveryPage /> },
  { path: '/login', element: <Landed name="Login" /> },
  { path: '/reset-password', element: <Landed name="Reset password" /> },
  { path: '/', element: <Landed name="Orders" /> },
];

const signedIn = ok(accessToken('session-token'));

function renderRecovery(url: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /partner/user': ok(partnerUser({ temporaryPassword: true })),
    'PUT /partner/user': ok(partnerUser()),
    ...routes,
  });
  return { api, ...renderRoutes(ROUTES, url) };
}

async function fillAndSubmit(view: ReturnType<typeof renderRecovery>, password: string, confirmation: string) {
  const passwordField = await screen.findByLabelText('New password');
  if (password) await view.user.type(passwordField, password);
  if (confirmation) await view.user.type(screen.getByLabelText('Confirm password'), confirmation);
  await view.user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('password recovery, entry', () => {
  it('sends a visitor with neither link nor session to /login', async () => {
    const view = renderRecovery('/password-recovery');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/login');
  });

  it('opens a session from the mailed link, then takes the token out of the address', async () => {
    const view = renderRecovery('/password-recovery?token=link-secret', {
      'POST /identity/recovery-session': ok(accessToken('recovery-token')),
    });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/identity/recovery-session')).toHaveLength(1);
    expect(view.api.callsTo('POST', '/identity/recovery-session')[0]?.body).toEqual({ token: 'link-secret' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token.auth).toBe('recovery-token');
    await waitFor(() => expect(currentUrl(view.router)).toBe('/password-recovery'));
    expect(view.manager.getSnapshot().status).toBe('signed_in');
    // The first session sync answers before the link is traded, so it cannot end the new session.
    const paths = view.api.calls.map((call) => call.path);
    expect(paths.indexOf('/identity/token')).toBeLessThan(paths.indexOf('/identity/recovery-session'));
  });

  it("shows the server's message for a used link, with a way to ask for a new one", async () => {
    const view = renderRecovery('/password-recovery?token=used', {
      'POST /identity/recovery-session': apiError(412, 'failed_precondition', MESSAGES.resetLinkInvalid),
    });
    expect(await findCardAlert()).toHaveTextContent(MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
    await waitFor(() => expect(currentUrl(view.router)).toBe('/password-recovery'));
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says the server failed, not that the link is bad, when the server fails', async () => {
    renderRecovery('/password-recovery?token=fine', {
      'POST /identity/recovery-session': apiError(500, 'internal', MESSAGES.appError),
    });
    expect(await findCardAlert()).toHaveTextContent(MESSAGES.appError);
    expect(screen.getByRole('alert')).not.toHaveTextContent(MESSAGES.resetLinkInvalid);
  });

  it('sends a signed-in user without a temporary password home', async () => {
    const view = renderRecovery('/password-recovery', {
      'POST /identity/token': signedIn,
      'GET /partner/user': ok(partnerUser({ temporaryPassword: false })),
    });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/');
  });

  it('shows the form to a signed-in user with a temporary password, naming the account', async () => {
    renderRecovery('/password-recovery', { 'POST /identity/token': signedIn });
    const password = await screen.findByLabelText('New password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(await screen.findByText('demo@sameday.ae')).toBeInTheDocument();
  });
});

describe('password recovery, the form', () => {
  it('requires both fields', async () => {
    const view = renderRecovery('/password-recovery', { 'POST /identity/token': signedIn });
    await fillAndSubmit(view, '', '');
    await waitFor(() => expect(describedErrorOf(screen.getByLabelText('New password'))).toBe(MESSAGES.required));
    expect(describedErrorOf(screen.getByLabelText('Confirm password'))).toBe(MESSAGES.required);
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(view.api.callsTo('PUT', '/partner/user')).toHaveLength(0);
  });

  it("says 'Passwords do not match' on both fields, and clears both once they match", async () => {
    const view = renderRecovery('/password-recovery', { 'POST /identity/token': signedIn });
    await fillAndSubmit(view, STRONG_PASSWORD, `${STRONG_PASSWORD}x`);
    const password = screen.getByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(describedErrorOf(password)).toBe(MESSAGES.passwordsDoNotMatch));
    expect(describedErrorOf(confirmation)).toBe(MESSAGES.passwordsDoNotMatch);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.callsTo('PUT', '/partner/user')).toHaveLength(0);

    await view.user.type(confirmation, '{Backspace}');
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'));
    expect(confirmation).not.toHaveAttribute('aria-invalid');
  });

  it("still says 'Passwords do not match' on a password that also misses a rule", async () => {
    const view = renderRecovery('/password-recovery', { 'POST /identity/token': signedIn });
    await fillAndSubmit(view, 'short', 'shorter');
    await waitFor(() =>
      expect(describedErrorOf(screen.getByLabelText('New password'))).toBe(MESSAGES.passwordsDoNotMatch),
    );
    expect(describedErrorOf(screen.getByLabelText('Confirm password'))).toBe(MESSAGES.passwordsDoNotMatch);
  });

  it('marks a password that misses a rule, with the checklist saying which', async () => {
    const view = renderRecovery('/password-recovery', { 'POST /identity/token': signedIn });
    await fillAndSubmit(view, 'short', 'short');
    const password = screen.getByLabelText('New password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(describedErrorOf(password)).toBe('');
    const lengthRule = within(screen.getByRole('list')).getByText(MESSAGES.passwordRules.length);
    expect(lengthRule.closest('li')).not.toHaveAttribute('data-met');
    expect(lengthRule).toHaveTextContent('Not yet.');
  });

  it("shows the API error's errorDetail", async () => {
    const detail = 'Password does not meet the rules.';
    const view = renderRecovery('/password-recovery', {
      'POST /identity/token': signedIn,
      'PUT /partner/user': apiError(400, 'invalid_argument', 'Some fields are not valid.', {
        fields: [{ field: 'password', message: detail }],
        errorDetail: detail,
      }),
    });
    await fillAndSubmit(view, STRONG_PASSWORD, STRONG_PASSWORD);
    expect(await findCardAlert()).toHaveTextContent(detail);
  });

  it("changes the password, then 'Go Homepage' in the dialog goes to /", async () => {
    const view = renderRecovery('/password-recovery', { 'POST /identity/token': signedIn });
    await fillAndSubmit(view, STRONG_PASSWORD, STRONG_PASSWORD);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.passwordChanged });
    expect(view.api.callsTo('PUT', '/partner/user')[0]?.body).toEqual({
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    });
    expect(view.api.callsTo('PUT', '/partner/user')[0]?.authorization).toBe('Bearer session-token');
    await view.user.click(within(dialog).getByRole('button', { name: MESSAGES.goHomepage }));
    await waitFor(() => expect(currentUrl(view.router)).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });
});
