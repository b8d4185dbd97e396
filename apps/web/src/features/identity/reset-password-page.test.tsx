import { MESSAGES } from '@sameday/contract';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import ResetPasswordPage from './reset-password-page';
import { apiError, describedErrorOf, findCardAlert, Landed, mockApi, ok, renderRoutes } from './test/identity-test-kit';

const ROUTES: RouteObject[] = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/login', element: <Landed name="Login" /> },
];

function renderResetPassword(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'POST /customer/forgot_password': ok(), ...routes });
  return { api, ...renderRoutes(ROUTES, '/reset-password') };
}

describe('reset password page', () => {
  it('asks for the email, focused, with a link back to Login', async () => {
    renderResetPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('requires a valid email', async () => {
    const view = renderResetPassword();
    const email = await screen.findByLabelText('Email');
    await view.user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    await waitFor(() => expect(describedErrorOf(email)).toBe(MESSAGES.required));
    await view.user.type(email, 'not-an-email');
    await view.user.tab();
    await waitFor(() => expect(describedErrorOf(email)).toBe(MESSAGES.invalidEmail));
    expect(view.api.callsTo('POST', '/customer/forgot_password')).toHaveLength(0);
  });

  it("shows 'Email not found' on the field when the answer's status is NOTFOUND", async () => {
    const view = renderResetPassword({
      'POST /customer/forgot_password': apiError(404, 'not_found', 'No such customer', { status: 'NOTFOUND' }),
    });
    const email = await screen.findByLabelText('Email');
    await view.user.type(email, 'nobody@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    await waitFor(() => expect(describedErrorOf(email)).toBe(MESSAGES.emailNotFound));
    expect(email).toHaveFocus();
  });

  it('shows a server message that belongs to no field', async () => {
    const view = renderResetPassword({
      'POST /customer/forgot_password': apiError(429, 'resource_exhausted', MESSAGES.tooManyRequests),
    });
    await view.user.type(await screen.findByLabelText('Email'), 'demo@sameday.ae');
    await view.user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await findCardAlert()).toHaveTextContent(MESSAGES.tooManyRequests);
  });

  it('confirms with the exact sentence and offers the way back to Login', async () => {
    const view = renderResetPassword();
    await view.user.type(await screen.findByLabelText('Email'), ' Demo@Sameday.ae ');
    await view.user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^A link to reset your password has been emailed to you\.$/,
    );
    expect(screen.getByText(MESSAGES.resetLinkSent)).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/customer/forgot_password')[0]?.body).toEqual({ email: 'demo@sameday.ae' });
    // The confirmation takes the focus in an effect after it is painted.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus());
    await view.user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('can send another link to the same email', async () => {
    const view = renderResetPassword();
    await view.user.type(await screen.findByLabelText('Email'), 'demo@sameday.ae');
    await view.user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    await view.user.click(await screen.findByRole('button', { name: 'Send another link' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('demo@sameday.ae');
  });
});
