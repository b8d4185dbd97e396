import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../test/mock-api';
import {
  accountsPage,
  adminAccountFixture,
  auditEntryFixture,
  overviewFixture,
  renderAdmin,
  staffAccount,
} from './test/admin-test-kit';

describe('accounts search', () => {
  it('searches with the spec’s filters and sort, keeping them in the address', async () => {
    const api = mockApi({ 'GET /account': staffAccount(), 'GET /accounts': accountsPage([adminAccountFixture()]) });
    const { user, router } = renderAdmin('/admin/accounts');
    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(within(table).getByRole('link', { name: 'Souk Sweets' })).toHaveAttribute(
      'href',
      '/admin/accounts/acc_souk',
    );
    const form = screen.getByRole('search', { name: 'Accounts' });
    await user.type(within(form).getByRole('searchbox', { name: 'Email contains' }), 'souksweets');
    await user.type(within(form).getByRole('textbox', { name: 'Warehouse code' }), 'DXB1');
    await user.type(within(form).getByLabelText('Updated after'), '2026-11-01');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('email_match=souksweets'));
    const last = api.callsTo('GET', '/accounts').at(-1);
    expect(Object.fromEntries(last?.search ?? [])).toEqual({
      email_match: 'souksweets',
      warehouse_code: 'DXB1',
      updated_after: '2026-11-01T00:00:00+04:00',
      sort: 'created_at',
      sort_desc: 'true',
      page: '1',
      limit: '25',
    });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    await waitFor(() => expect(api.callsTo('GET', '/accounts').at(-1)?.search.get('sort')).toBe('name'));
  });

  it('finds an account by company name, order number or tracking code in one field', async () => {
    const api = mockApi({ 'GET /account': staffAccount(), 'GET /accounts': accountsPage([adminAccountFixture()]) });
    const { user, router } = renderAdmin('/admin/accounts');
    const form = await screen.findByRole('search', { name: 'Accounts' });
    await user.type(
      within(form).getByRole('searchbox', { name: 'Company name, order number or tracking code' }),
      'SD7K2M9Q4XPA',
    );
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('q=SD7K2M9Q4XPA'));
    await waitFor(() => expect(api.callsTo('GET', '/accounts').at(-1)?.search.get('q')).toBe('SD7K2M9Q4XPA'));
  });

  it('says when nothing matches, and when the search fails', async () => {
    const api = mockApi({ 'GET /account': staffAccount(), 'GET /accounts': accountsPage([]) });
    const { unmount } = renderAdmin('/admin/accounts?email_match=nobody');
    expect(await screen.findByText('No account matches')).toBeInTheDocument();
    unmount();
    api.set({ 'GET /accounts': apiError(400, 'invalid_argument', 'updated_after is an ISO date and time') });
    renderAdmin('/admin/accounts');
    expect(await screen.findByText('updated_after is an ISO date and time')).toBeInTheDocument();
  });
});

describe('account page', () => {
  it('shows profile, capabilities, members, orders, invoices and the audit trail', async () => {
    mockApi({
      'GET /account': staffAccount(),
      'GET /admin/accounts/acc_souk/overview': ok(overviewFixture({ recentAudit: [auditEntryFixture()] })),
    });
    renderAdmin('/admin/accounts/acc_souk');
    expect(await screen.findByRole('heading', { name: 'Souk Sweets' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('layla@souksweets.ae');
    const capabilities = screen.getByRole('list', { name: 'What the account may do now' });
    expect(capabilities).toHaveTextContent('4-hour service: not allowed');
    expect(capabilities).toHaveTextContent('The 4-hour flag is off for this account');
    expect(screen.getByRole('table', { name: 'Members' })).toHaveTextContent('ليلى حداد');
    expect(screen.getByRole('list', { name: 'Orders by state' })).toHaveTextContent('Delivered: 40');
    expect(screen.getByRole('table', { name: 'Audit trail' })).toHaveTextContent('Block state changed');
  });

  it("gives operations a labelled switch for the fulfilment capability, sent to the API's capability route", async () => {
    const off = overviewFixture({
      capabilities: { ...overviewFixture().capabilities, fulfilment: { isAllowed: false, reason: 'Not yet' } },
    });
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/accounts/acc_souk/overview': ok(off),
      'PUT /api/fulfilment/accounts/acc_souk/capability': ok({ enabled: true }),
    });
    const { user } = renderAdmin('/admin/accounts/acc_souk');
    const toggle = await screen.findByRole('switch', { name: /^Fulfilment account/ });
    expect(toggle).not.toBeChecked();
    api.set({ 'GET /admin/accounts/acc_souk/overview': ok(overviewFixture()) });
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT', '/api/fulfilment/accounts/acc_souk/capability')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/fulfilment/accounts/acc_souk/capability')[0]?.body).toEqual({ enabled: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Fulfilment account/ })).toBeChecked());
  });

  it('opens each order count as the list of those orders', async () => {
    const api = mockApi({
      'GET /account': staffAccount(['support']),
      'GET /admin/accounts/acc_souk/overview': ok(overviewFixture()),
      'GET /admin/accounts/acc_souk/orders': ok({
        items: [
          {
            id: 'SD7K2M9Q4XPA',
            status: 'delivery_complete',
            recipientName: 'Mariam Saleh',
            emirate: 'dubai',
            serviceDate: '2026-11-20',
            codAmountFils: 12_500,
            priceFils: 2_500,
            createdAt: '2026-11-20T05:00:00.000Z',
          },
        ],
        page: 1,
        limit: 25,
        total: 1,
      }),
    });
    const { user, router } = renderAdmin('/admin/accounts/acc_souk');
    const counts = await screen.findByRole('list', { name: 'Orders by state' });
    const delivered = within(counts).getByRole('link', { name: 'Delivered: 40' });
    expect(delivered).toHaveAttribute('href', '/admin/accounts/acc_souk/orders?state=delivery_complete');
    await user.click(delivered);
    expect(router.state.location.pathname).toBe('/admin/accounts/acc_souk/orders');
    const table = await screen.findByRole('table', { name: 'Delivered orders' });
    expect(table).toHaveTextContent('SD7K2M9Q4XPA');
    expect(table).toHaveTextContent('Mariam Saleh');
    expect(api.callsTo('GET', '/admin/accounts/acc_souk/orders').at(-1)?.search.get('state')).toBe('delivery_complete');
  });

  it('shows support the capability without the switch', async () => {
    mockApi({
      'GET /account': staffAccount(['support']),
      'GET /admin/accounts/acc_souk/overview': ok(overviewFixture()),
    });
    renderAdmin('/admin/accounts/acc_souk');
    expect(await screen.findByRole('list', { name: 'What the account may do now' })).toHaveTextContent(
      'Fulfilment: allowed',
    );
    expect(screen.queryByRole('switch', { name: /^Fulfilment account/ })).toBeNull();
  });

  it('blocks an account only with a reason, then offers to unblock it', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/accounts/acc_souk/overview': ok(overviewFixture()),
      'POST /accounts/acc_souk/set-block-state': ok({ accountId: 'acc_souk', isOrderSubmissionBlocked: true }),
    });
    const { user } = renderAdmin('/admin/accounts/acc_souk');
    await user.click(await screen.findByRole('button', { name: 'Block account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Souk Sweets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block account' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    expect(api.callsTo('POST', '/accounts/acc_souk/set-block-state')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Unpaid since October');
    api.set({
      'GET /admin/accounts/acc_souk/overview': ok(
        overviewFixture({ account: adminAccountFixture({ isOrderSubmissionBlocked: true }) }),
      ),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Block account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/accounts/acc_souk/set-block-state')[0]?.body).toEqual({
      isBlocked: true,
      reason: 'Unpaid since October',
    });
    expect(await screen.findByRole('button', { name: 'Unblock account' })).toBeInTheDocument();
    expect(screen.getByText('Orders blocked')).toBeInTheDocument();
  });

  it('marks an invoice paid once confirmed, and hides staff actions a role cannot take', async () => {
    const api = mockApi({
      'GET /account': staffAccount(['finance']),
      'GET /admin/accounts/acc_souk/overview': ok(overviewFixture()),
      'POST /admin/invoices/inv_1/mark-paid': ok({
        ...overviewFixture().invoices.recent[0],
        status: 'paid',
        paidAt: '2026-11-24T08:00:00.000Z',
      }),
    });
    const { user, unmount } = renderAdmin('/admin/accounts/acc_souk');
    await user.click(await screen.findByRole('button', { name: 'Mark paid: INV-2026-0042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark INV-2026-0042 paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/invoices/inv_1/mark-paid')).toHaveLength(1));
    unmount();
    api.set({ 'GET /account': staffAccount(['support']) });
    renderAdmin('/admin/accounts/acc_souk');
    expect(await screen.findByRole('heading', { name: 'Souk Sweets' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mark paid/ })).toBeNull();
  });

  it('says when the account does not exist', async () => {
    mockApi({
      'GET /account': staffAccount(),
      'GET /admin/accounts/acc_gone/overview': apiError(404, 'not_found', 'Account not found'),
    });
    renderAdmin('/admin/accounts/acc_gone');
    expect(await screen.findByText('No such account')).toBeInTheDocument();
  });

  it('edits the account’s codes, and an admin edits a member’s beta roles', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/accounts/acc_souk/overview': ok(overviewFixture()),
      'PUT /accounts': ok(adminAccountFixture({ externalId: 'CRM-88' })),
      'GET /auth/user/7/roles': ok({ id: 7, roles: [] }),
      'POST /auth/user/7/roles': ok({ id: 7, roles: ['reports_beta'] }),
    });
    const { user } = renderAdmin('/admin/accounts/acc_souk');
    expect(await screen.findByRole('link', { name: 'Fulfilment work' })).toHaveAttribute(
      'href',
      '/admin/fulfilment?account=acc_souk',
    );
    await user.click(screen.getByRole('button', { name: 'Edit codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit account codes' });
    await user.type(within(dialog).getByRole('textbox', { name: 'External id' }), 'CRM 88');
    await user.click(within(dialog).getByRole('button', { name: 'Save codes' }));
    expect(
      await within(dialog).findByText('An external id uses letters, digits, dot, dash and underscore'),
    ).toBeInTheDocument();
    const externalId = within(dialog).getByRole('textbox', { name: 'External id' });
    await user.clear(externalId);
    await user.type(externalId, 'CRM-88');
    await user.click(within(dialog).getByRole('button', { name: 'Save codes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/accounts')[0]?.body).toEqual({
      id: 'acc_souk',
      customerCode: 'C-1042',
      externalId: 'CRM-88',
      warehouseCode: 'DXB1',
    });
    await user.click(screen.getByRole('button', { name: 'Roles of ليلى حداد' }));
    const roles = await screen.findByRole('dialog', { name: 'Roles of ليلى حداد' });
    await user.click(await within(roles).findByRole('checkbox', { name: 'Reports account' }));
    await waitFor(() => expect(api.callsTo('POST', '/auth/user/7/roles')[0]?.body).toEqual({ role: 'reports_beta' }));
  });
});
