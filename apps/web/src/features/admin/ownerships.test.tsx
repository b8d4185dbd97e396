import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { ownershipFixture, ownershipsPage, renderAdmin, staffAccount, staffUserFixture } from './test/admin-test-kit';

const staff = ok({
  items: [
    staffUserFixture(),
    staffUserFixture({ id: 2, email: 'sara@sameday.ae', fullName: 'Sara Finance', roles: ['finance'] }),
  ],
});
const move = {
  ownershipId: 'own_1',
  accountId: 'acc_souk',
  accountName: 'Souk Sweets',
  before: { ownerId: 1, billingIdentifier: 'BILL-SOUK' },
  after: { ownerId: 2, billingIdentifier: 'BILL-SOUK' },
};

describe('ownerships', () => {
  it('lists ownerships, filters them and sorts by a column', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/accounts/account-ownerships': ownershipsPage([ownershipFixture()]),
    });
    const { user } = renderAdmin('/admin/ownerships');
    const table = await screen.findByRole('table', { name: 'Ownerships' });
    expect(within(table).getByRole('link', { name: 'Souk Sweets' })).toHaveAttribute(
      'href',
      '/admin/accounts/acc_souk',
    );
    await user.type(screen.getByRole('textbox', { name: 'Billing identifier' }), 'BILL-SOUK');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(api.calls.at(-1)?.search.get('billing_identifier')).toBe('BILL-SOUK'));
    await user.click(within(table).getByRole('button', { name: 'Billing identifier' }));
    await waitFor(() => expect(api.calls.at(-1)?.search.get('sort')).toBe('billing_identifier'));
    expect(api.calls.at(-1)?.search.get('sort_desc')).toBe('false');
  });

  it('creates an ownership with a manager chosen among staff, showing the server’s refusal', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/accounts/account-ownerships': ownershipsPage([]),
      'GET /admin/staff': staff,
      'POST /admin/accounts/account-ownerships': apiError(
        409,
        'already_exists',
        'This account already has an ownership',
      ),
    });
    const { user } = renderAdmin('/admin/ownerships');
    expect(await screen.findByText('No ownerships yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New ownership' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ownership' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Account id' }), 'acc_souk');
    await user.click(await within(dialog).findByRole('combobox', { name: 'Account manager' }));
    await user.click(await screen.findByRole('option', { name: 'Sara Finance (sara@sameday.ae)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Billing identifier/ }), 'BILL-SOUK');
    await user.click(within(dialog).getByRole('button', { name: 'Create ownership' }));
    expect(await within(dialog).findByText('This account already has an ownership')).toBeInTheDocument();
    expect(api.callsTo('POST', '/admin/accounts/account-ownerships')[0]?.body).toEqual({
      accountId: 'acc_souk',
      ownerId: 2,
      billingIdentifier: 'BILL-SOUK',
      note: '',
    });
  });

  it('migrates after a dry-run preview, applying exactly what was previewed', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/accounts/account-ownerships': ownershipsPage([ownershipFixture()]),
      'GET /admin/staff': staff,
      'POST /admin/accounts/account-ownerships/migrate': (call) =>
        ok({ dryRun: (call.body as { dryRun: boolean }).dryRun, count: 1, moves: [move] }),
    });
    const { user } = renderAdmin('/admin/ownerships');
    await user.click(await screen.findByRole('button', { name: 'Migrate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Migrate ownerships' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByText('Name the owner or the billing identifier to move from'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'From: billing identifier' }), 'BILL-SOUK');
    await user.click(await within(dialog).findByRole('combobox', { name: 'To: manager' }));
    await user.click(await screen.findByRole('option', { name: 'Sara Finance (sara@sameday.ae)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('table', { name: 'Moves of the preview' })).toHaveTextContent('Souk Sweets');
    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/admin/accounts/account-ownerships/migrate').map((call) => call.body)).toEqual([
      { from: { billingIdentifier: 'BILL-SOUK' }, to: { ownerId: 2 }, dryRun: true },
      { from: { billingIdentifier: 'BILL-SOUK' }, to: { ownerId: 2 }, dryRun: false },
    ]);
  });

  it('deletes an ownership once confirmed; a support role only reads', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/accounts/account-ownerships': ownershipsPage([ownershipFixture()]),
      'DELETE /admin/accounts/account-ownerships/own_1': ok({ status: 'OK' }),
    });
    const { user, unmount } = renderAdmin('/admin/ownerships');
    await user.click(await screen.findByRole('button', { name: 'Delete the ownership of Souk Sweets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the ownership of Souk Sweets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete ownership' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/admin/accounts/account-ownerships/own_1')).toHaveLength(1));
    unmount();
    api.set({ 'GET /account': staffAccount(['support']) });
    renderAdmin('/admin/ownerships');
    expect(await screen.findByRole('table', { name: 'Ownerships' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New ownership' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
