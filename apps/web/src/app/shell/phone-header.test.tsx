import { PHONE_BREAKPOINT_PX, ROLE_PERMISSIONS } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endGuidedTour } from '../../features/orders';
import SignedInShell from './app-shell';
import { ComingSoon } from './coming-soon';
import { mockApi, renderWithProviders, shellRoutes, testAccount, testUser } from './test/shell-test-kit';

vi.mock('../../features/teams', () => ({ OrganisationSwitcher: () => null }));

const ROUTES: RouteObject[] = [
  {
    element: <SignedInShell />,
    children: [
      { index: true, element: <h1>Orders</h1> },
      { path: '*', element: <ComingSoon title="Somewhere" /> },
    ],
  },
];

/** A 375 px window: every max-width query at or above it matches. */
beforeEach(() => {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes(`max-width: ${PHONE_BREAKPOINT_PX}px`),
  }));
});
afterEach(() => {
  vi.restoreAllMocks();
  endGuidedTour('cancelled');
});

async function openMenu(permissions: Parameters<typeof shellRoutes>[0]['permissions'], url = '/settings') {
  mockApi(shellRoutes({ permissions }));
  const view = renderWithProviders(ROUTES, url);
  await view.user.click(await screen.findByRole('button', { name: 'Menu' }));
  const menu = await screen.findByRole('navigation', { name: 'Menu' });
  // The permissions arrive after the first paint.
  await within(menu).findByRole('link', { name: 'Settings' });
  return { ...view, menu };
}

const namesIn = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('a, button')?.textContent?.trim())
    .filter(Boolean);

describe('the phone header at 375 px', () => {
  it("holds the desktop sidebar's entries with the sidebar's names, Pricing and Profile included", async () => {
    const { menu } = await openMenu(ROLE_PERMISSIONS.owner);
    expect(await within(menu).findByRole('link', { name: 'Finance' })).toHaveAttribute('href', '/finance/invoices');
    expect(namesIn(menu)).toEqual([
      'Orders',
      'Shipments',
      'Fulfillment',
      'Inventory',
      'Analytics',
      'Finance',
      'Pricing',
      'Shipping rules',
      'Integrations',
      'Profile',
      'Settings',
      'Tutorial',
      'Help Desk',
      'Logout',
    ]);
    expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/account/pricing');
    expect(within(menu).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/reports');
    expect(within(menu).getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/fulfillment/inventory');
    expect(within(menu).getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByRole('link', { name: 'Staff console' })).not.toBeInTheDocument();
  });

  it('Profile opens the account pages and the language switch, as on the sidebar; choosing one closes the menu', async () => {
    const { user, menu } = await openMenu(ROLE_PERMISSIONS.owner);
    await user.click(within(menu).getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: /العربية/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Company details/ }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('hides what the role may not open, as the sidebar does', async () => {
    const { menu } = await openMenu(ROLE_PERMISSIONS.viewer);
    expect(namesIn(menu)).toEqual([
      'Orders',
      'Shipments',
      'Analytics',
      'Profile',
      'Settings',
      'Tutorial',
      'Help Desk',
      'Logout',
    ]);
  });

  it('links a staff user to the operations console, as the sidebar does', async () => {
    mockApi(
      shellRoutes({
        permissions: ROLE_PERMISSIONS.owner,
        account: testAccount({ user: testUser({ roles: ['support'] }) }),
      }),
    );
    const view = renderWithProviders(ROUTES, '/settings');
    await view.user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(await within(menu).findByRole('link', { name: 'Staff console' })).toHaveAttribute('href', '/admin');
  });

  it('Tutorial in the menu starts the guided tour on the orders page; its first target is the header button', async () => {
    const { user, menu, router } = await openMenu(ROLE_PERMISSIONS.owner);
    await user.click(within(menu).getByRole('button', { name: 'Tutorial' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.dataLayer).toContainEqual({ event: 'onboarding', action: 'tour started' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'New Shipment' })).toHaveAttribute(
      'data-tour',
      'single-shipment-button',
    );
    expect(within(header).getByRole('button', { name: 'Menu' })).toHaveAttribute('data-tour', 'phone-menu-button');
  });
});
