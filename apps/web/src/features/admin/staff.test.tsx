import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { renderAdmin, staffAccount, staffUserFixture } from './test/admin-test-kit';

const staffList = ok({
  items: [
    staffUserFixture(),
    staffUserFixture({
      id: 2,
      email: 'sara@sameday.ae',
      fullName: 'Sara',
      roles: ['finance'],
      emailVerifiedAt: null,
      invitation: 'pending',
    }),
    // Signed up alone, then granted a role: nobody invited them.
    staffUserFixture({ id: 3, email: 'omar@sameday.ae', fullName: 'Omar', roles: ['support'], emailVerifiedAt: null }),
  ],
});

describe('staff and roles', () => {
  it('lists staff with their roles and whether they accepted the invitation', async () => {
    mockApi({ 'GET /account': staffAccount(), 'GET /admin/staff': staffList });
    renderAdmin('/admin/staff');
    const rows = within(await screen.findByRole('table', { name: 'Staff' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Noura Ops');
    expect(rows[1]).toHaveTextContent('Admin');
    expect(rows[2]).toHaveTextContent('Finance');
    expect(rows[2]).toHaveTextContent('Invitation pending');
    expect(rows[3]).toHaveTextContent('Not verified yet');
    expect(rows[3]).not.toHaveTextContent('Invitation');
  });

  it('invites an employee with roles, and says why the server refused', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/staff': staffList,
      'POST /employee/register': apiError(409, 'already_exists', 'A user with this email already exists'),
    });
    const { user } = renderAdmin('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an employee' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'omar@sameday.ae');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Full name' }), 'Omar Haddad');
    await user.click(within(dialog).getByRole('checkbox', { name: /Support/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('A user with this email already exists')).toBeInTheDocument();
    expect(api.callsTo('POST', '/employee/register')[0]?.body).toEqual({
      email: 'omar@sameday.ae',
      fullName: 'Omar Haddad',
      roles: ['operations', 'support'],
    });
  });

  it('gives and takes back roles, beta roles of any user included', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/staff': staffList,
      'GET /auth/user/2/roles': ok({ id: 2, roles: ['finance'] }),
      'DELETE /auth/user/2/roles': ok({ id: 2, roles: [] }),
      'GET /auth/user/7/roles': ok({ id: 7, roles: [] }),
      'POST /auth/user/7/roles': ok({ id: 7, roles: ['reports_beta'] }),
    });
    const { user } = renderAdmin('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Roles of Sara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Sara' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Finance/ }));
    await waitFor(() => expect(api.callsTo('DELETE', '/auth/user/2/roles')[0]?.search.get('role')).toBe('finance'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const lookup = screen.getByRole('region', { name: 'Any user’s roles' });
    await user.type(within(lookup).getByRole('textbox', { name: 'User id' }), '7');
    await user.click(within(lookup).getByRole('button', { name: 'Show roles' }));
    await user.click(await within(lookup).findByRole('checkbox', { name: 'Reports account' }));
    await waitFor(() => expect(api.callsTo('POST', '/auth/user/7/roles')[0]?.body).toEqual({ role: 'reports_beta' }));
  });

  it('shows the reserved beta roles as reserved, offers none to give, and lets one held be taken back', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/staff': staffList,
      'GET /auth/user/7/roles': ok({ id: 7, roles: ['map_beta'] }),
      'DELETE /auth/user/7/roles': ok({ id: 7, roles: [] }),
    });
    const { user } = renderAdmin('/admin/staff');
    const lookup = await screen.findByRole('region', { name: 'Any user’s roles' });
    await user.type(within(lookup).getByRole('textbox', { name: 'User id' }), '7');
    await user.click(within(lookup).getByRole('button', { name: 'Show roles' }));
    const held = await within(lookup).findByRole('checkbox', { name: 'Map beta' });
    for (const name of ['Bulk orders beta', 'Pagination beta']) {
      const reserved = within(lookup).getByRole('checkbox', { name });
      expect(reserved).toBeDisabled();
      expect(reserved).toHaveAccessibleDescription('Reserved — no effect');
    }
    expect(within(lookup).getByRole('checkbox', { name: 'Reports account' })).toBeEnabled();
    expect(within(lookup).getByRole('checkbox', { name: 'Reports account' })).toHaveAccessibleDescription(
      'Lands on Reports after signing in.',
    );
    expect(held).toBeChecked();
    expect(held).toBeEnabled();
    await user.click(held);
    await waitFor(() => expect(api.callsTo('DELETE', '/auth/user/7/roles')[0]?.search.get('role')).toBe('map_beta'));
  });
});
