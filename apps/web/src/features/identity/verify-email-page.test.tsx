import { EMAIL_VERIFICATION_MESSAGES } from '@sameday/contract';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  accessToken,
  apiError,
  currentUrl,
  findCardAlert,
  Landed,
  mockApi,
  ok,
  renderRoutes,
} from './test/identity-test-kit';
import VerifyEmailPage from './verify-email-page';

const ROUTES: RouteObject[] = [
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/login', element: <Landed name="Login" /> },
  { path: '/', element: <Landed name="Orders" /> },
];

const signedIn = ok(accessToken('session-token'));
const CONFIRM = '/identity/email-verification/confirm';
const SEND = '/identity/email-verification';

describe('/verify-email', () => {
  it('sends a signed-out visitor to log in first, then back to the link', async () => {
    const api = mockApi({});
    const view = renderRoutes(ROUTES, '/verify-email?token=mailed-secret');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe(`/login?returnUrl=${encodeURIComponent('/verify-email?token=mailed-secret')}`);
    expect(api.callsTo('POST', CONFIRM)).toHaveLength(0);
  });

  it('proves the address once in the session, then takes the token out of the address', async () => {
    const api = mockApi({
      'POST /identity/token': signedIn,
      [`POST ${CONFIRM}`]: ok({ status: 'OK', email: 'ops@sameday.ae', emailVerifiedAt: '2026-11-24T10:00:00.000Z' }),
    });
    const view = renderRoutes(ROUTES, '/verify-email?token=mailed-secret');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByText(EMAIL_VERIFICATION_MESSAGES.verified, { exact: false })).toHaveTextContent(
      'ops@sameday.ae',
    );
    expect(api.callsTo('POST', CONFIRM)).toHaveLength(1);
    expect(api.callsTo('POST', CONFIRM)[0]?.body).toEqual({ token: 'mailed-secret' });
    expect(api.callsTo('POST', CONFIRM)[0]?.authorization).toBe('Bearer session-token');
    await waitFor(() => expect(currentUrl(view.router)).toBe('/verify-email'));
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message for a used link and mails a new one on request", async () => {
    const api = mockApi({
      'POST /identity/token': signedIn,
      [`POST ${CONFIRM}`]: apiError(412, 'failed_precondition', EMAIL_VERIFICATION_MESSAGES.linkInvalid),
      [`POST ${SEND}`]: ok({ status: 'OK', isSent: true }),
    });
    const view = renderRoutes(ROUTES, '/verify-email?token=used');
    expect(await findCardAlert()).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.linkSent)).toBeInTheDocument();
    expect(api.callsTo('POST', SEND)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user without a link ask for one, and says when the address is proven already', async () => {
    const api = mockApi({
      'POST /identity/token': signedIn,
      [`POST ${SEND}`]: ok({ status: 'OK', isSent: false }),
    });
    const view = renderRoutes(ROUTES, '/verify-email');
    expect(await screen.findByRole('heading', { name: 'Verify your email address' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Send me a verification link' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.alreadyVerified)).toBeInTheDocument();
    expect(api.callsTo('POST', CONFIRM)).toHaveLength(0);
  });
});
