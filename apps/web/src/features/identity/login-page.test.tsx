import { MESSAGES, SESSION_STORAGE_KEY, USER_VERSION_HEADER } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SignedOutOnly } from '../../app/route-guards';
import { openCourierApp } from '../../shared/courier-app';
import { activateLocale } from '../../shared/i18n';
import LoginPage from './login-page';

vi.mock('../../shared/courier-app', () => ({ openCourierApp: vi.fn() }));

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
  TEST_CONFIG,
} from './test/identity-test-kit';

const ROUTES: RouteObject[] = [
  { element: <SignedOutOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
  { path: '/', element: <Landed name="Orders" /> },
  { path: '/reports', element: <Landed name="Reports" /> },
  { path: '/password-recovery', element: <Landed name="Password recovery" /> },
  { path: '/account/pricing', element: <Landed name="Pricing" /> },
  { path: '/create-account', element: <Landed name="Create account" /> },
];

const emailNotFound = apiError(404, 'not_found', MESSAGES.emailNotFound, { status: 'NOTFOUND' });

function renderLogin(
  url = '/login',
  routes: Parameters<typeof mockApi>[0] = {},
  options: Parameters<typeof renderRoutes>[2] = {},
) {
  const api = mockApi({
    'POST /identity/identifier': ok(),
    'POST /identity/sign-in': ok(accessToken()),
    'GET /partner/user': ok(partnerUser()),
    'POST /identity/reset-code': ok(),
    'POST /identity/reset-code/confirm': ok(),
    ...routes,
  });
  return { api, ...renderRoutes(ROUTES, url, options) };
}

async function toPasswordStep(view: ReturnType<typeof renderLogin>, email = 'Demo@Sameday.ae') {
  await view.user.type(await screen.findByLabelText('Email'), email);
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByLabelText('Password');
}

async function toResetCodeStep(view: ReturnType<typeof renderLogin>) {
  await toPasswordStep(view);
  await view.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  await view.user.click(await screen.findByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('Code');
}

describe('login, step "email"', () => {
  it('opens on the email step with the email field focused and a way to create an account', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Sameday' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/create-account');
  });

  it('requires the email, and says so on the field', async () => {
    const view = renderLogin();
    const email = await screen.findByLabelText('Email');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(describedErrorOf(email)).toBe(MESSAGES.required);
    expect(email).toHaveFocus();
    expect(view.api.callsTo('POST', '/identity/identifier')).toHaveLength(0);
  });

  it('switching the language from the empty, focused email says nothing about the email', async () => {
    const view = renderLogin();
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    try {
      await view.user.click(screen.getByRole('button', { name: 'العربية' }));
      await screen.findByRole('button', { name: 'English' });
      const field = screen.getByRole('textbox');
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
      expect(screen.queryByText('هذا الحقل مطلوب')).not.toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });

  it('checks the address on blur', async () => {
    const view = renderLogin();
    const email = await screen.findByLabelText('Email');
    await view.user.type(email, 'demo@sameday');
    await view.user.tab();
    await waitFor(() => expect(describedErrorOf(email)).toBe(MESSAGES.invalidEmail));
    await view.user.type(email, '.ae');
    await view.user.tab();
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it("shows 'Email not found' on the field for an unknown email", async () => {
    const view = renderLogin('/login', { 'POST /identity/identifier': emailNotFound });
    await view.user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(describedErrorOf(email)).toBe(MESSAGES.emailNotFound));
    expect(email).toHaveFocus();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows a server message that belongs to no field above the button', async () => {
    const view = renderLogin('/login', {
      'POST /identity/identifier': apiError(429, 'resource_exhausted', MESSAGES.tooManyRequests),
    });
    await view.user.type(await screen.findByLabelText('Email'), 'demo@sameday.ae');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findCardAlert()).toHaveTextContent(MESSAGES.tooManyRequests);
  });
});

describe('login, step "password"', () => {
  it('moves on with the email as the server accepted it, focused on the password, the returnUrl kept', async () => {
    const view = renderLogin('/login?returnUrl=%2Faccount%2Fpricing');
    const password = await toPasswordStep(view);
    expect(view.api.callsTo('POST', '/identity/identifier')[0]?.body).toEqual({ email: 'demo@sameday.ae' });
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your password' })).toBeInTheDocument();
    expect(screen.getByText('demo@sameday.ae')).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(currentUrl(view.router)).toBe('/login?returnUrl=%2Faccount%2Fpricing');
  });

  it('goes back to the email step with the email kept', async () => {
    const view = renderLogin('/login?returnUrl=%2Freports');
    await toPasswordStep(view);
    await view.user.click(screen.getByRole('button', { name: 'Back to email' }));
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('demo@sameday.ae');
    await waitFor(() => expect(email).toHaveFocus());
    expect(currentUrl(view.router)).toBe('/login?returnUrl=%2Freports');
  });

  it('shows and hides the password', async () => {
    const view = renderLogin();
    const password = await toPasswordStep(view);
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await view.user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('requires the password', async () => {
    const view = renderLogin();
    const password = await toPasswordStep(view);
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(describedErrorOf(password)).toBe(MESSAGES.required));
    expect(view.api.callsTo('POST', '/identity/sign-in')).toHaveLength(0);
  });

  it("puts the server's 'Invalid password' on the field", async () => {
    const view = renderLogin('/login', {
      'POST /identity/sign-in': apiError(401, 'unauthenticated', MESSAGES.invalidPassword, {
        fields: [{ field: 'password', message: MESSAGES.invalidPassword }],
      }),
    });
    const password = await toPasswordStep(view);
    await view.user.type(password, 'wrong-password');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(describedErrorOf(password)).toBe(MESSAGES.invalidPassword));
    expect(password).toHaveFocus();
    expect(view.api.callsTo('POST', '/identity/sign-in')[0]?.body).toEqual({
      email: 'demo@sameday.ae',
      password: 'wrong-password',
    });
  });

  it('shows the lock message of a 429 answer', async () => {
    const view = renderLogin('/login', {
      'POST /identity/sign-in': apiError(429, 'resource_exhausted', MESSAGES.signInLocked),
    });
    await view.user.type(await toPasswordStep(view), 'any-password');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await findCardAlert()).toHaveTextContent(MESSAGES.signInLocked);
  });

  it("falls back to 'Sign-in failed' when the answer is not in the error shape", async () => {
    const view = renderLogin('/login', { 'POST /identity/sign-in': { status: 502, body: '<html>Bad gateway</html>' } });
    await view.user.type(await toPasswordStep(view), 'any-password');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await findCardAlert()).toHaveTextContent(MESSAGES.signInFailed);
  });
});

describe('login, sign-in completion', () => {
  async function signIn(view: ReturnType<typeof renderLogin>) {
    await view.user.type(await toPasswordStep(view), STRONG_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it("stores the token, says 'Successfully signed in!' and goes to the orders page", async () => {
    const view = renderLogin();
    await signIn(view);
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.signedIn)).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual({
      token: { auth: 'access-token', expiry: null, refresh: null },
    });
    expect(view.api.callsTo('GET', '/partner/user')[0]?.authorization).toBe('Bearer access-token');
  });

  it('honours the returnUrl', async () => {
    const view = renderLogin('/login?returnUrl=%2Faccount%2Fpricing');
    await signIn(view);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/account/pricing'));
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  });

  it('does not follow a returnUrl to another site', async () => {
    const view = renderLogin('/login?returnUrl=%2F%2Fevil.example');
    await signIn(view);
    await waitFor(() => expect(view.api.callsTo('GET', '/partner/user')).toHaveLength(1));
    await waitFor(() => expect(currentUrl(view.router)).toBe('/'));
  });

  it('completes the sign-in when telling other tabs fails after the token is stored', async () => {
    const closedChannel = {
      postMessage: () => {
        throw new DOMException('Channel is closed', 'InvalidStateError');
      },
      addEventListener: () => {},
      close: () => {},
    };
    const view = renderLogin('/login?returnUrl=%2Faccount%2Fpricing', {}, { channel: closedChannel });
    await signIn(view);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/account/pricing'));
    expect(screen.queryByText(MESSAGES.tokenSaveFailed)).not.toBeInTheDocument();
  });

  it('sends a reports_beta user to /reports', async () => {
    const view = renderLogin('/login', { 'GET /partner/user': ok(partnerUser({ roles: ['reports_beta'] })) });
    await signIn(view);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/reports'));
  });

  it('sends a courier to the courier app', async () => {
    const view = renderLogin('/login', { 'GET /partner/user': ok(partnerUser({ courier: true, roles: ['courier'] })) });
    await signIn(view);
    await waitFor(() => expect(openCourierApp).toHaveBeenCalledTimes(1));
    expect(currentUrl(view.router)).toBe('/login');
  });

  it('sends a user with a temporary password to /password-recovery, whatever the returnUrl', async () => {
    const view = renderLogin('/login?returnUrl=%2Faccount%2Fpricing', {
      'GET /partner/user': ok(partnerUser({ temporaryPassword: true })),
    });
    await signIn(view);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/password-recovery'));
  });
});

describe('login, step "forgot-password"', () => {
  it('explains the code, focuses "Send code", and goes back to the password step', async () => {
    const view = renderLogin();
    await toPasswordStep(view);
    await view.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send code' });
    await waitFor(() => expect(send).toHaveFocus());
    expect(send).toHaveAccessibleDescription(/6-digit code to demo@sameday\.ae/);
    await view.user.click(screen.getByRole('button', { name: 'Back to password' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it("falls back to 'Failed to send reset code'", async () => {
    const view = renderLogin('/login', { 'POST /identity/reset-code': { status: 500, body: 'oops' } });
    await toPasswordStep(view);
    await view.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await view.user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await findCardAlert()).toHaveTextContent(MESSAGES.resetCodeFailed);
  });

  it('shows the server message, such as the rate limit', async () => {
    const view = renderLogin('/login', {
      'POST /identity/reset-code': apiError(429, 'resource_exhausted', MESSAGES.tooManyRequests),
    });
    await toPasswordStep(view);
    await view.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await view.user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await findCardAlert()).toHaveTextContent(MESSAGES.tooManyRequests);
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('sends the code to the accepted email and moves to the reset-code step', async () => {
    const view = renderLogin();
    const code = await toResetCodeStep(view);
    expect(view.api.callsTo('POST', '/identity/reset-code')[0]?.body).toEqual({ email: 'demo@sameday.ae' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });
});

describe('login, step "reset-code"', () => {
  it('goes back to the password step', async () => {
    const view = renderLogin();
    await toResetCodeStep(view);
    await view.user.click(screen.getByRole('button', { name: 'Back to password' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('requires the code and the new password', async () => {
    const view = renderLogin();
    const code = await toResetCodeStep(view);
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(describedErrorOf(code)).toBe(MESSAGES.required));
    expect(describedErrorOf(screen.getByLabelText('New password'))).toBe(MESSAGES.required);
    expect(code).toHaveFocus();
    expect(view.api.callsTo('POST', '/identity/reset-code/confirm')).toHaveLength(0);
  });

  it('keeps digits only in the code', async () => {
    const view = renderLogin();
    const code = await toResetCodeStep(view);
    await view.user.click(code);
    await view.user.paste('Code: 123 456 7');
    expect(code).toHaveValue('123456');
  });

  it('ticks the password rules as they are met', async () => {
    const view = renderLogin();
    await toResetCodeStep(view);
    const rules = within(screen.getByRole('list'));
    const isMet = (label: string) => rules.getByText(label).closest('li')?.hasAttribute('data-met');
    expect(isMet(MESSAGES.passwordRules.uppercase)).toBe(false);
    await view.user.type(screen.getByLabelText('New password'), 'abcD');
    expect(isMet(MESSAGES.passwordRules.uppercase)).toBe(true);
    expect(isMet(MESSAGES.passwordRules.lowercase)).toBe(true);
    expect(isMet(MESSAGES.passwordRules.number)).toBe(false);
    expect(isMet(MESSAGES.passwordRules.length)).toBe(false);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      new RegExp(MESSAGES.passwordRules.length.replace('.', '\\.')),
    );
  });

  it("puts the server's code error on the Code field", async () => {
    const view = renderLogin('/login', {
      'POST /identity/reset-code/confirm': apiError(400, 'invalid_argument', MESSAGES.resetCodeInvalid, {
        fields: [{ field: 'code', message: MESSAGES.resetCodeInvalid }],
      }),
    });
    const code = await toResetCodeStep(view);
    await view.user.type(code, '000000');
    await view.user.type(screen.getByLabelText('New password'), STRONG_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(describedErrorOf(code)).toBe(MESSAGES.resetCodeInvalid));
    expect(code).toHaveFocus();
  });

  it("falls back to 'Password reset failed'", async () => {
    const view = renderLogin('/login', { 'POST /identity/reset-code/confirm': { status: 503 } });
    const code = await toResetCodeStep(view);
    await view.user.type(code, '123456');
    await view.user.type(screen.getByLabelText('New password'), STRONG_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await findCardAlert()).toHaveTextContent(MESSAGES.passwordResetFailed);
  });

  it('sends a new code on request', async () => {
    const view = renderLogin();
    await toResetCodeStep(view);
    await view.user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/A new code is on its way/)).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/identity/reset-code')).toHaveLength(2);
  });

  it('resets the password and goes back to the email step with a confirmation', async () => {
    const view = renderLogin('/login?returnUrl=%2Freports');
    const code = await toResetCodeStep(view);
    await view.user.type(code, '123456');
    await view.user.type(screen.getByLabelText('New password'), STRONG_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(view.api.callsTo('POST', '/identity/reset-code/confirm')[0]?.body).toEqual({
      email: 'demo@sameday.ae',
      code: '123456',
      password: STRONG_PASSWORD,
    });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('demo@sameday.ae');
    await waitFor(() => expect(email).toHaveFocus());
    expect(currentUrl(view.router)).toBe('/login?returnUrl=%2Freports');
  });
});

describe("login: 'Invalid login or password' (platform spec §4)", () => {
  it('ends the session just opened when the user cannot be fetched, and starts again from the email with the message', async () => {
    const view = renderLogin('/login', {
      'GET /partner/user': apiError(500, 'internal', 'Something went wrong.'),
      'POST /identity/sign-out': ok(),
    });
    const password = await toPasswordStep(view);
    await view.user.type(password, STRONG_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await findCardAlert()).toHaveTextContent(MESSAGES.invalidLogin);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Sameday' })).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/identity/sign-out')).toHaveLength(1);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(currentUrl(view.router)).toBe('/login');
    // The next attempt clears it.
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Password');
    expect(screen.queryByText(MESSAGES.invalidLogin)).not.toBeInTheDocument();
  });

  it("keeps the provider's own messages on their steps: 'Invalid password' on the password", async () => {
    const view = renderLogin('/login', {
      'POST /identity/sign-in': apiError(401, 'unauthenticated', MESSAGES.invalidPassword, [
        { field: 'password', message: MESSAGES.invalidPassword },
      ]),
    });
    const password = await toPasswordStep(view);
    await view.user.type(password, STRONG_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(describedErrorOf(password)).toBe(MESSAGES.invalidPassword));
    expect(screen.queryByText(MESSAGES.invalidLogin)).not.toBeInTheDocument();
  });

  it('asks for the user with the version header of /env.json', async () => {
    const view = renderLogin();
    const password = await toPasswordStep(view);
    await view.user.type(password, STRONG_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Orders');
    const [call] = view.api.callsTo('GET', '/partner/user');
    expect(call?.headers.get(USER_VERSION_HEADER)).toBe(TEST_CONFIG.platformApiVersion);
  });
});
