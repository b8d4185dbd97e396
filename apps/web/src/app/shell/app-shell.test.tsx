import {
  MESSAGES,
  PERMISSIONS,
  type Permission,
  ROLE_PERMISSIONS,
  SIDEBAR_COLLAPSED_STORAGE_KEY,
} from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notificationsQueryKey } from '../../features/notifications';
import { notificationFixture } from '../../test/fixtures';
import SignedInShell from './app-shell';
import { ComingSoon } from './coming-soon';
import {
  apiError,
  Location,
  mockApi,
  ok,
  renderWithProviders,
  shellRoutes,
  testAccount,
  testUser,
} from './test/shell-test-kit';

// The teams feature is built beside this one: its switcher is represented by its two names.
vi.mock('../../features/teams', () => ({
  OrganisationSwitcher: ({ isCollapsed }: { isCollapsed: boolean }) => (
    <button type="button" aria-label="Create Team">
      {isCollapsed ? null : 'Create Team'}
    </button>
  ),
}));

function Boom(): never {
  throw new Error('a screen failed');
}

const ROUTES: RouteObject[] = [
  { path: '/login', element: <Location /> },
  {
    element: <SignedInShell />,
    children: [
      { index: true, element: <h1>Orders</h1> },
      { path: '/broken', element: <Boom /> },
      { path: '*', element: <ComingSoon title="Somewhere" /> },
    ],
  },
];

function renderShell(options: Parameters<typeof shellRoutes>[0], url = '/') {
  const api = mockApi(shellRoutes(options));
  return { api, ...renderWithProviders(ROUTES, url) };
}

const sidebar = () => screen.findByRole('navigation', { name: 'Main' });

/** The sidebar's entries by role and accessible name, checked to stand in this order. */
async function expectSidebarOrder(entries: [role: 'link' | 'button', name: string | RegExp][]) {
  const nav = await sidebar();
  const elements = await Promise.all(entries.map(([role, name]) => within(nav).findByRole(role, { name })));
  for (let i = 1; i < elements.length; i += 1) {
    const previous = elements[i - 1] as HTMLElement;
    expect(previous.compareDocumentPosition(elements[i] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  }
}

describe('the sidebar', () => {
  it("shows an owner every entry in the spec's order", async () => {
    renderShell({ permissions: ROLE_PERMISSIONS.owner });
    await expectSidebarOrder([
      ['link', 'Sameday home'],
      ['link', 'Orders'],
      ['link', 'Shipments'],
      ['button', 'Fulfillment'],
      ['link', 'Inventory'],
      ['link', 'Analytics'],
      ['link', 'Finance'],
      ['link', 'Pricing'],
      ['link', 'Integrations'],
      ['button', 'Create Team'],
      ['button', 'Profile'],
      ['link', 'Settings'],
      ['button', 'Tutorial'],
      ['link', /^Help Desk/],
      ['button', 'Logout'],
    ]);
    const nav = await sidebar();
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/reports');
    expect(within(nav).getByRole('link', { name: 'Finance' })).toHaveAttribute('href', '/finance/invoices');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/account/pricing');
    expect(within(nav).getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
    const helpDesk = within(nav).getByRole('link', { name: 'Help Desk (opens in a new tab)' });
    expect(helpDesk).toHaveAttribute('href', 'https://help.example.ae');
    expect(helpDesk).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a viewer only what orders:read, analytics:read and helpdesk:read allow', async () => {
    renderShell({ permissions: ROLE_PERMISSIONS.viewer });
    await expectSidebarOrder([
      ['link', 'Orders'],
      ['link', 'Analytics'],
      ['button', 'Create Team'],
      ['link', 'Settings'],
      ['link', /^Help Desk/],
    ]);
    const nav = await sidebar();
    for (const name of ['Fulfillment', 'Inventory', 'Finance', 'Pricing', 'Integrations'])
      expect(within(nav).queryByRole('link', { name }) ?? within(nav).queryByRole('button', { name })).toBeNull();
  });

  it('links a staff user to the operations console, and nobody else', async () => {
    const view = renderShell({ permissions: ROLE_PERMISSIONS.owner });
    const nav = await sidebar();
    await within(nav).findByRole('link', { name: 'Integrations' });
    expect(within(nav).queryByRole('link', { name: 'Staff console' })).toBeNull();
    view.unmount();
    renderShell({
      permissions: ROLE_PERMISSIONS.owner,
      account: testAccount({ user: testUser({ roles: ['operations'] }) }),
    });
    await expectSidebarOrder([
      ['link', 'Integrations'],
      ['link', 'Staff console'],
      ['button', 'Profile'],
    ]);
    expect(within(await sidebar()).getByRole('link', { name: 'Staff console' })).toHaveAttribute('href', '/admin');
  });

  it('gates each entry by its own permission string', async () => {
    const gates: [Permission, string][] = [
      ['orders:read', 'Orders'],
      ['analytics:read', 'Analytics'],
      ['finance:read', 'Finance'],
      ['settings:read', 'Pricing'],
      ['integrations:manage', 'Integrations'],
      ['helpdesk:read', 'Help Desk (opens in a new tab)'],
    ];
    for (const [permission, name] of gates) {
      const view = renderShell({ permissions: PERMISSIONS.filter((p) => p !== permission) });
      const nav = await sidebar();
      await within(nav).findByRole('link', { name: 'Settings' });
      expect(within(nav).queryByRole('link', { name })).toBeNull();
      view.unmount();
    }
  });

  it('hides the Fulfillment parent when none of its sub-items may show, even with the bridge flag on', async () => {
    renderShell({
      permissions: PERMISSIONS.filter((p) => p !== 'inventory:read'),
      flags: { 'bridge-quiqdash': true, 'fulfillment-setup-completed': true },
    });
    const nav = await sidebar();
    await within(nav).findByRole('link', { name: 'Orders' });
    expect(within(nav).queryByRole('button', { name: 'Fulfillment' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Create Product' })).toBeNull();
  });

  it('adds Products once fulfilment setup is completed, and Create Product and Create Bundle with bridge-quiqdash', async () => {
    const view = renderShell({ permissions: ROLE_PERMISSIONS.owner });
    let nav = await sidebar();
    await within(nav).findByRole('link', { name: 'Inventory' });
    expect(within(nav).queryByRole('link', { name: 'Products' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Create Product' })).toBeNull();
    expect(view.api.callsTo('POST', '/featureflags/decide').map((call) => call.body)).toContainEqual({
      Feature: 'bridge-quiqdash',
      Identifier: 'SF1',
    });
    view.unmount();

    renderShell({
      permissions: ROLE_PERMISSIONS.owner,
      flags: { 'bridge-quiqdash': true, 'fulfillment-setup-completed': true },
    });
    nav = await sidebar();
    await expectSidebarOrder([
      ['button', 'Fulfillment'],
      ['link', 'Inventory'],
      ['link', 'Products'],
      ['link', 'Create Product'],
      ['link', 'Create Bundle'],
      ['link', 'Analytics'],
    ]);
  });

  it('opens and closes the Fulfillment sub-items with its disclosure button', async () => {
    const view = renderShell({ permissions: ROLE_PERMISSIONS.owner });
    const nav = await sidebar();
    const parent = await within(nav).findByRole('button', { name: 'Fulfillment' });
    expect(parent).toHaveAttribute('aria-expanded', 'true');
    await view.user.click(parent);
    expect(parent).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Inventory' })).toBeNull();
  });

  it('collapses to icons with their names and tooltips, and stays collapsed after a reload', async () => {
    const view = renderShell({ permissions: ROLE_PERMISSIONS.owner });
    const nav = await sidebar();
    await view.user.click(within(nav).getByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBe('true');
    expect(nav).toHaveAttribute('data-collapsed');
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    view.unmount();

    const again = renderShell({ permissions: ROLE_PERMISSIONS.owner });
    const collapsed = await sidebar();
    const expand = await within(collapsed).findByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    const orders = await within(collapsed).findByRole('link', { name: 'Orders' });
    orders.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Orders');

    await again.user.click(expand);
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBe('false');
    expect(within(collapsed).getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('opens the Fulfillment sub-items as a menu when collapsed', async () => {
    localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, 'true');
    const view = renderShell({ permissions: ROLE_PERMISSIONS.owner });
    const nav = await sidebar();
    const parent = await within(nav).findByRole('button', { name: 'Fulfillment' });
    await view.user.click(parent);
    expect(parent).toHaveAttribute('aria-expanded', 'true');
    // jsdom lays nothing out, so the menu may count its target as scrolled away and hide; the browser tests see it.
    expect(await screen.findByRole('menuitem', { name: 'Inventory', hidden: true })).toHaveAttribute(
      'href',
      '/fulfillment/inventory',
    );
  });

  it('Tutorial starts the guided tour on the orders page', async () => {
    const view = renderShell({ permissions: ROLE_PERMISSIONS.owner }, '/finance/cod');
    await view.user.click(await within(await sidebar()).findByRole('button', { name: 'Tutorial' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'onboarding', action: 'tour started' });
    expect(within(await sidebar()).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'data-tour',
      'sidebar-orders-link',
    );
  });

  it('shows no business-account list to a user without business accounts', async () => {
    renderShell({ permissions: ROLE_PERMISSIONS.owner });
    const nav = await sidebar();
    await within(nav).findByRole('button', { name: 'Logout' });
    expect(within(nav).queryByRole('button', { name: /Business account/ })).toBeNull();
  });

  it('logs out from the sidebar: the session ends and /login opens', async () => {
    const view = renderShell({ permissions: ROLE_PERMISSIONS.owner });
    view.api.set({ 'POST /identity/sign-out': ok() });
    await view.user.click(await within(await sidebar()).findByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(view.api.callsTo('POST', '/identity/sign-out')).toHaveLength(1);
  });
});

describe('the shell around the screens', () => {
  it('keeps the sidebar and shows the spec fallback when a screen fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell({ permissions: ROLE_PERMISSIONS.owner }, '/broken');
    expect(await screen.findByRole('heading', { name: MESSAGES.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.errorSubtitle)).toBeInTheDocument();
    expect(await sidebar()).toBeInTheDocument();
  });

  it('shows a screen not built yet as a coming-soon page inside the shell', async () => {
    renderShell({ permissions: ROLE_PERMISSIONS.owner }, '/finance/cod');
    expect(await screen.findByRole('heading', { name: 'Somewhere' })).toBeInTheDocument();
    expect(await sidebar()).toBeInTheDocument();
  });

  it('shows the notifications as the banner, title and message', async () => {
    const view = renderShell({ permissions: ROLE_PERMISSIONS.owner });
    view.api.set({
      'GET /quiqdash/notifications': ok([notificationFixture()]),
    });
    await view.queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    const banner = await screen.findByRole('region', { name: 'Account messages' });
    expect(within(banner).getByText('Eid holiday')).toBeInTheDocument();
    expect(within(banner).getByText('Collections pause on Friday.')).toBeInTheDocument();
  });

  it("signs out with the spec's sentence when the app cannot be set up (preferences fail)", async () => {
    const api = mockApi({
      ...shellRoutes({ permissions: ROLE_PERMISSIONS.owner }),
      'GET /partner/preferences': apiError(500, 'internal', 'boom'),
      'POST /identity/sign-out': ok(),
    });
    renderWithProviders(ROUTES, '/');
    expect(await screen.findByText(MESSAGES.initFailed)).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(api.callsTo('POST', '/identity/sign-out')).toHaveLength(1));
    expect(window.dataLayer).toContainEqual({ event: 'appInit', status: 'failed' });
  });

  it('signs out when the notifications cannot be fetched', async () => {
    mockApi({
      ...shellRoutes({ permissions: ROLE_PERMISSIONS.owner }),
      'GET /quiqdash/notifications': apiError(500, 'internal', 'boom'),
      'POST /identity/sign-out': ok(),
    });
    renderWithProviders(ROUTES, '/');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it('pushes the clientType, a screen view per route and the business-accounts topic to the data layer', async () => {
    renderShell({ permissions: ROLE_PERMISSIONS.owner }, '/account/pricing');
    await sidebar();
    await waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'appInit', status: 'success' }));
    expect(window.dataLayer).toContainEqual({ event: 'clientType', clientType: 'business' });
    expect(window.dataLayer).toContainEqual({
      event: 'screenView',
      path: '/account/pricing',
      category: 'rates',
      product: 'same day',
    });
    expect(window.dataLayer).toContainEqual({ event: 'userStore', topic: 'business accounts', outcome: 'started' });
    expect(window.dataLayer).toContainEqual({ event: 'userStore', topic: 'business accounts', outcome: 'success' });
  });

  it('sends a user with a temporary password to /password-recovery', async () => {
    mockApi({
      ...shellRoutes({ permissions: ROLE_PERMISSIONS.owner }),
      'GET /account': ok(testAccount({ user: testUser({ temporaryPassword: true }) })),
    });
    const view = renderWithProviders(
      [...ROUTES, { path: '/password-recovery', element: <h1>Password recovery</h1> }],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Password recovery' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/password-recovery');
  });
});
