import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { flagFixture, renderAdmin, staffAccount } from './test/admin-test-kit';

describe('operations console', () => {
  it('tells a merchant it is for operations staff only, with the way back', async () => {
    const api = mockApi({ 'GET /account': staffAccount([]) });
    renderAdmin('/admin/accounts');
    expect(await screen.findByText('This is for Sameday operations staff only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Operations console' })).toBeNull();
    // Nothing of the console is asked for.
    expect(api.calls.map((call) => call.path)).toEqual(['/account']);
  });

  it('gives an admin the console sidebar and opens the first screen at /admin', async () => {
    mockApi({ 'GET /account': staffAccount(['admin']), 'GET /admin/featureflags': ok([]) });
    const { router, user, onLogout } = renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Operations console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual([
      'sameday: operations console home',
      'Accounts',
      'Ownerships',
      'Fulfilment',
      'Dispatcher rules',
      'Held for review',
      'Dispatch board',
      'Reports',
      'Staff and roles',
      'Feature flags',
      'Audit log',
      'Merchant dashboard',
    ]);
    expect(router.state.location.pathname).toBe('/admin/accounts');
    await user.click(within(nav).getByRole('link', { name: 'Feature flags' }));
    expect(await screen.findByRole('heading', { name: 'Feature flags' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Feature flags' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows a staff member only the screens of their role', async () => {
    mockApi({ 'GET /account': staffAccount(['operations']) });
    renderAdmin('/admin/feature-flags');
    const nav = await screen.findByRole('navigation', { name: 'Operations console' });
    expect(within(nav).queryByRole('link', { name: 'Feature flags' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Fulfilment' })).toBeInTheDocument();
    expect(
      await screen.findByText('Your staff role does not open this screen. Ask an admin if you need it.'),
    ).toBeInTheDocument();
  });

  it('offers another try when the account cannot be read', async () => {
    mockApi({ 'GET /account': apiError(503, 'unavailable', 'The service is busy. Try again shortly.') });
    renderAdmin('/admin');
    expect(await screen.findByText('The service is busy. Try again shortly.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    const desktop = window.matchMedia;
    afterEach(() => {
      window.matchMedia = desktop;
    });

    it('keeps the screens in a menu drawer and shows a list as cards with their buttons', async () => {
      window.matchMedia = ((query: string) => ({
        ...desktop(query),
        matches: query.includes('max-width'),
      })) as typeof window.matchMedia;
      mockApi({ 'GET /account': staffAccount(), 'GET /admin/featureflags': ok([flagFixture()]) });
      const { user } = renderAdmin('/admin/feature-flags');
      const cards = await screen.findByRole('list', { name: 'Feature flags' });
      const card = within(cards).getAllByRole('listitem')[0] as HTMLElement;
      expect(card).toHaveTextContent('Rollout10%');
      expect(within(card).getByRole('button', { name: 'Edit bridge-quiqdash' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Operations console' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const menu = await screen.findByRole('navigation', { name: 'Operations console' });
      await user.click(within(menu).getByRole('link', { name: 'Audit log' }));
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Operations console' })).toBeNull());
    });
  });
});
