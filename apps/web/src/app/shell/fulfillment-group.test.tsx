import { ROLE_PERMISSIONS } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../test/render-screen';
import SignedInShell from './app-shell';
import { ComingSoon } from './coming-soon';
import { BridgeRedirect } from './fulfillment-group';
import { mockApi, shellRoutes, TEST_CONFIG } from './test/shell-test-kit';

vi.mock('../../features/teams', () => ({
  OrganisationSwitcher: () => (
    <button type="button" aria-label="Create Team">
      Create Team
    </button>
  ),
}));

const NEWER = 'https://next.sameday.ae';
const ROUTES: RouteObject[] = [
  {
    element: <SignedInShell />,
    children: [
      { index: true, element: <h1>Orders</h1> },
      {
        path: '/fulfillment/products/new',
        element: (
          <BridgeRedirect>
            <ComingSoon title="Create Product" />
          </BridgeRedirect>
        ),
      },
    ],
  },
];

function render(url: string, { bridge, newDashboardUrl }: { bridge: boolean; newDashboardUrl: string }) {
  mockApi(
    shellRoutes({
      permissions: ROLE_PERMISSIONS.owner,
      flags: { 'bridge-quiqdash': bridge, 'fulfillment-setup-completed': false },
    }),
  );
  return renderWithSession(ROUTES, url, { config: { ...TEST_CONFIG, newDashboardUrl } });
}

const replace = vi.fn();
afterEach(() => {
  replace.mockReset();
  vi.unstubAllGlobals();
});
function stubLocation() {
  vi.stubGlobal('location', { ...window.location, replace, pathname: '/' });
}

describe('the bridge-quiqdash flag with a newer dashboard configured', () => {
  it('sends Create Product and Create Bundle to the newer dashboard, in a new tab', async () => {
    render('/', { bridge: true, newDashboardUrl: NEWER });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const product = await within(nav).findByRole('link', {
      name: 'Create Product (opens the newer dashboard in a new tab)',
    });
    expect(product).toHaveAttribute('href', `${NEWER}/fulfillment/products/new`);
    expect(product).toHaveAttribute('target', '_blank');
    expect(
      within(nav).getByRole('link', { name: 'Create Bundle (opens the newer dashboard in a new tab)' }),
    ).toHaveAttribute('href', `${NEWER}/fulfillment/bundles/new`);
    // Inventory stays in this dashboard.
    expect(within(nav).getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/fulfillment/inventory');
  });

  it('keeps them in this dashboard when no newer one is configured', async () => {
    render('/', { bridge: true, newDashboardUrl: '' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Create Product' })).toHaveAttribute(
      'href',
      '/fulfillment/products/new',
    );
  });

  it("opens the newer dashboard's root from the bridge's screens", async () => {
    stubLocation();
    render('/fulfillment/products/new', { bridge: true, newDashboardUrl: NEWER });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`${NEWER}/`));
    expect(screen.getByRole('status', { name: 'Opening the newer dashboard' })).toBeInTheDocument();
  });

  it('shows the screen itself when the flag is off', async () => {
    stubLocation();
    render('/fulfillment/products/new', { bridge: false, newDashboardUrl: NEWER });
    expect(await screen.findByRole('heading', { name: 'Create Product' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
