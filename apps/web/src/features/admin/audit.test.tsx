import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { auditEntryFixture, renderAdmin, staffAccount } from './test/admin-test-kit';

describe('audit log', () => {
  it('reads the filters from the address and pages back by cursor', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/audit-log': (call) =>
        call.search.get('cursor')
          ? ok({
              items: [auditEntryFixture({ id: 'aud_0', action: 'invoice.marked_paid', targetType: 'invoice' })],
              nextCursor: null,
            })
          : ok({ items: [auditEntryFixture()], nextCursor: 'c1' }),
    });
    const { user } = renderAdmin('/admin/audit-log?account_id=acc_souk');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(table).toHaveTextContent('Block state changed');
    expect(table).toHaveTextContent('Reason: – changed to Unpaid since October');
    expect(api.callsTo('GET', '/admin/audit-log')[0]?.search.get('account_id')).toBe('acc_souk');
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await within(table).findByText('Invoice marked paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('names who acted and on what, and reads each change as "field: old → new"', async () => {
    mockApi({
      'GET /account': staffAccount(),
      'GET /admin/audit-log': ok({
        items: [
          auditEntryFixture(),
          auditEntryFixture({
            id: 'aud_2',
            action: 'user.roles_changed',
            targetType: 'user',
            targetId: '42',
            targetName: 'Layla Nasser',
            accountId: null,
            accountName: null,
            before: { roles: ['support'] },
            after: { roles: ['support', 'finance'], note: null },
          }),
        ],
        nextCursor: null,
      }),
    });
    renderAdmin('/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [blocked, roles] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(blocked).toHaveTextContent('Omar Haddad');
    expect(blocked).toHaveTextContent('Account: Souk Perfumes');
    expect(blocked).not.toHaveTextContent('acc_souk');
    expect(
      within(blocked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Orders blocked: No changed to Yes', 'Reason: – changed to Unpaid since October']);
    expect(roles).toHaveTextContent('User: Layla Nasser');
    expect(within(roles).getAllByRole('listitem')).toHaveLength(1);
    expect(within(roles).getByRole('listitem')).toHaveTextContent('Roles: Support changed to Support, Finance');
    expect(table).not.toHaveTextContent('{');
    expect(table).not.toHaveTextContent('isBlocked');
  });

  it('filters by action and dates, Dubai days sent as times', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/audit-log': ok({ items: [], nextCursor: null }),
    });
    const { user } = renderAdmin('/admin/audit-log');
    expect(await screen.findByText('No staff action yet')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Roles changed' }));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/admin/audit-log').at(-1)?.search.get('action')).toBe('user.roles_changed'),
    );
    expect(api.callsTo('GET', '/admin/audit-log').at(-1)?.search.get('from')).toBe('2026-11-01T00:00:00+04:00');
    expect(await screen.findByText('No entry matches')).toBeInTheDocument();
  });

  it('offers another try when the log cannot be read', async () => {
    mockApi({ 'GET /account': staffAccount(), 'GET /admin/audit-log': apiError(500, 'internal', 'hidden') });
    renderAdmin('/admin/audit-log');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
