import { MESSAGES } from '@sameday/contract';
import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import LoginPage from '../features/identity/login-page';
import { writeStoredToken } from '../shared/session';
import { accessToken } from '../test/fixtures';
import { mockApi, ok, signedOutToken } from '../test/mock-api';
import { renderWithSession } from '../test/render-screen';
import { RequireSession } from './route-guards';

const ROUTES: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { element: <RequireSession />, children: [{ index: true, element: <h1>Orders</h1> }] },
];

describe('an ended session on /login', () => {
  it('says the session expired when it ended by itself', async () => {
    // A token kept from the last visit, whose session the server no longer knows.
    writeStoredToken('expired-token');
    mockApi({ 'POST /identity/token': signedOutToken });
    const { router } = renderWithSession(ROUTES, '/');
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnUrl=%2F');
  });

  it('says the same when a signed-in session ends on a call answered 401', async () => {
    const api = mockApi({ 'POST /identity/token': ok(accessToken()) });
    const { manager } = renderWithSession(ROUTES, '/');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    api.set({ 'POST /identity/token': signedOutToken });
    await act(() => manager.refreshAfterUnauthenticated());
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
  });

  it('says nothing of an expiry after a Logout', async () => {
    const api = mockApi({ 'POST /identity/token': ok(accessToken()), 'POST /identity/sign-out': ok() });
    const { manager } = renderWithSession(ROUTES, '/');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    api.set({ 'POST /identity/token': signedOutToken });
    await act(() => manager.signOut());
    expect(await screen.findByRole('heading', { name: 'Log in to Sameday' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();
  });

  it('says nothing to a first-time visitor', async () => {
    mockApi({ 'POST /identity/token': signedOutToken });
    renderWithSession(ROUTES, '/');
    expect(await screen.findByRole('heading', { name: 'Log in to Sameday' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();
  });
});
