// The operations console as the app composes it: the dispatcher's editor mounted at
// /admin/dispatcher-rules/{merchantId}, reached from the console's sidebar (operations staff and admins).
import type { AdminAccount } from '@sameday/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminPage from '../features/admin/admin-page';
import OperationsRulesPage from '../features/dispatcher/operations-rules-page';
import { writeStoredToken } from '../shared/session';
import { accountFixture } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { Landed, renderScreen, testSessionManager } from '../test/render-screen';

const staffAccount = (roles: string[]) =>
  ok(accountFixture({ id: 'acc_ops', user: { id: 1, email: 'ops@sameday.ae', fullname: 'Noura Ops', roles } }));

const merchant: AdminAccount = {
  id: 'acc_souk',
  name: 'Souk Sweets',
  clientType: 'business',
  kind: 'merchant',
  phone: '+971501234567',
  regionCode: 'AE',
  customerCode: null,
  externalId: null,
  warehouseCode: null,
  isOrderSubmissionBlocked: false,
  ownerEmail: 'owner@souk.ae',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

function renderConsole(url: string) {
  writeStoredToken('test-token');
  return renderScreen(
    [
      { path: '/admin/*', element: <AdminPage onLogout={vi.fn()} operationsRules={OperationsRulesPage} /> },
      { path: '*', element: <Landed /> },
    ],
    url,
    { session: (router) => testSessionManager(router, { fetchToken: async () => undefined, revoke: async () => {} }) },
  );
}

describe('the console’s dispatcher rules', () => {
  it('takes operations staff from the sidebar to a merchant’s operations rules, in the dispatcher’s editor', async () => {
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /accounts': ok({ items: [merchant], page: 1, limit: 25, total: 1 }),
      'GET /admin/dispatcher/rule-sets': ok({ ruleSets: [], nextToken: null }),
    });
    const { user, router } = renderConsole('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Operations console' });
    await user.click(within(nav).getByRole('link', { name: 'Dispatcher rules' }));
    expect(await screen.findByRole('heading', { name: 'Dispatcher rules' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Owner’s email contains'), 'souk');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('link', { name: 'Souk Sweets' }));
    expect(router.state.location.pathname).toBe('/admin/dispatcher-rules/acc_souk');
    expect(await screen.findByRole('heading', { name: 'Operations dispatcher rules' })).toBeInTheDocument();
    expect(await screen.findByText('No operations rules for this merchant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first rule' })).toBeInTheDocument();
    // The way back to the merchants, beside the sidebar's link.
    const back = screen.getAllByRole('link', { name: 'Dispatcher rules' }).filter((link) => !nav.contains(link));
    expect(back.map((link) => link.getAttribute('href'))).toEqual(['/admin/dispatcher-rules']);
    const searched = api.calls.filter((call) => call.path === '/accounts').at(-1);
    expect(searched?.search.get('email_match')).toBe('souk');
    const listed = api.calls.find((call) => call.path === '/admin/dispatcher/rule-sets');
    expect(listed?.search.get('merchant_id')).toBe('acc_souk');
  });

  it('is not offered to support staff, whom the API refuses', async () => {
    const api = mockApi({ 'GET /account': staffAccount(['support']) });
    renderConsole('/admin/dispatcher-rules/acc_souk');
    const nav = await screen.findByRole('navigation', { name: 'Operations console' });
    expect(within(nav).queryByRole('link', { name: 'Dispatcher rules' })).toBeNull();
    expect(
      await screen.findByText('Your staff role does not open this screen. Ask an admin if you need it.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/admin/dispatcher'))).toBe(false);
  });
});
