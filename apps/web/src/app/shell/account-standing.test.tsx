import { DEFAULT_PRICING_MODEL, MESSAGES, ROLE_PERMISSIONS } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notificationFixture } from '../../test/fixtures';
import SignedInShell from './app-shell';
import { apiError, Location, mockApi, ok, renderWithProviders, shellRoutes } from './test/shell-test-kit';

vi.mock('../../features/teams', () => ({
  OrganisationSwitcher: () => (
    <button type="button" aria-label="Create Team">
      Create Team
    </button>
  ),
}));

const ROUTES: RouteObject[] = [
  { path: '/login', element: <Location /> },
  { element: <SignedInShell />, children: [{ path: '*', element: <Location /> }] },
];

const standing = (overrides: {
  hasOverdueInvoices?: boolean;
  isOrderSubmissionBlocked?: boolean;
  orderSubmissionBlockedReason?: string | null;
}) => ok({ hasOverdueInvoices: false, isOrderSubmissionBlocked: false, pricing: DEFAULT_PRICING_MODEL, ...overrides });

const NOTIFICATION = notificationFixture();

describe('the account banner fed by the invoicer user-config', () => {
  it("shows 'Account Blocked' with the suspension sentence and the finance contact, over everything else", async () => {
    mockApi({
      ...shellRoutes({ permissions: ROLE_PERMISSIONS.owner }),
      'GET /quiqdash/notifications': ok([NOTIFICATION]),
      'GET /api/invoicer/user-config': standing({ isOrderSubmissionBlocked: true, hasOverdueInvoices: true }),
    });
    renderWithProviders(ROUTES, '/');
    const banner = await screen.findByRole('region', { name: 'Account messages' });
    expect(await within(banner).findByText('Account Blocked')).toBeInTheDocument();
    expect(within(banner).getByText(`${MESSAGES.accountBlocked} Contact finance@sameday.ae.`)).toBeInTheDocument();
    expect(within(banner).queryByText('Invoice Overdue')).not.toBeInTheDocument();
    expect(within(banner).queryByText('Eid holiday')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
  });

  it("shows 'Account Blocked' with the reason operations gave, and no word of overdue payments when none are", async () => {
    mockApi({
      ...shellRoutes({ permissions: ROLE_PERMISSIONS.owner }),
      'GET /api/invoicer/user-config': standing({
        isOrderSubmissionBlocked: true,
        orderSubmissionBlockedReason: 'Unpaid deposit',
      }),
    });
    renderWithProviders(ROUTES, '/');
    const banner = await screen.findByRole('region', { name: 'Account messages' });
    expect(await within(banner).findByText('Account Blocked')).toBeInTheDocument();
    expect(
      within(banner).getByText(
        'Sameday has paused order placement on your account. Reason given by Sameday: Unpaid deposit. Contact finance@sameday.ae.',
      ),
    ).toBeInTheDocument();
    expect(banner).not.toHaveTextContent(/overdue/i);
  });

  it("shows 'Invoice Overdue' with a link to the outstanding invoices that leads there", async () => {
    mockApi({
      ...shellRoutes({ permissions: ROLE_PERMISSIONS.owner }),
      'GET /api/invoicer/user-config': standing({ hasOverdueInvoices: true }),
    });
    const view = renderWithProviders(ROUTES, '/');
    const banner = await screen.findByRole('region', { name: 'Account messages' });
    expect(await within(banner).findByText('Invoice Overdue')).toBeInTheDocument();
    expect(
      within(banner).getByText(new RegExp(`${MESSAGES.invoiceOverdue} Contact finance@sameday\\.ae\\.`)),
    ).toBeInTheDocument();
    await view.user.click(within(banner).getByRole('link', { name: 'See outstanding invoices' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/account/invoices');
  });

  it('shows the notifications when the account is in good standing', async () => {
    mockApi({
      ...shellRoutes({ permissions: ROLE_PERMISSIONS.owner }),
      'GET /quiqdash/notifications': ok([NOTIFICATION]),
    });
    renderWithProviders(ROUTES, '/');
    const banner = await screen.findByRole('region', { name: 'Account messages' });
    expect(await within(banner).findByText('Eid holiday')).toBeInTheDocument();
  });

  it('signs the user out to /login when the user-config fetch fails', async () => {
    const api = mockApi({
      ...shellRoutes({ permissions: ROLE_PERMISSIONS.owner }),
      'GET /api/invoicer/user-config': apiError(500, 'internal', 'boom'),
      'POST /identity/sign-out': ok(),
    });
    renderWithProviders(ROUTES, '/');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    await waitFor(() => expect(api.callsTo('POST', '/identity/sign-out')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/invoicer/user-config').length).toBeGreaterThan(0);
  });
});
