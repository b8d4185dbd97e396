import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { renderAdmin, staffAccount } from './test/admin-test-kit';

const heldOrder = (overrides: Record<string, unknown> = {}) => ({
  id: 'SD-1001',
  accountId: 'acc_souk',
  accountName: 'Souk Sweets',
  serviceKind: 'same_day',
  emirate: 'Dubai',
  area: 'Al Barsha',
  codAmountFils: 150_000,
  placedAt: '2026-11-24T06:00:00.000Z',
  heldAt: '2026-11-24T06:00:01.000Z',
  reason: 'Held for review by the dispatcher rule “Big cash”: Call the customer first',
  ...overrides,
});
const list = (orders: ReturnType<typeof heldOrder>[]) => ok({ orders, total: orders.length, page: 1, limit: 25 });

describe('orders held for review', () => {
  it('names each order’s merchant and rule, and releases one only once confirmed, with the note', async () => {
    const api = mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/orders/held': list([heldOrder(), heldOrder({ id: 'SD-1002', codAmountFils: 0 })]),
      'POST /admin/orders/SD-1001/release': ok({ id: 'SD-1001', status: 'pending' }),
    });
    const { user } = renderAdmin('/admin/held-orders');
    const table = await screen.findByRole('table', { name: 'Held orders' });
    expect(within(table).getAllByRole('link', { name: 'Souk Sweets' })[0]).toHaveAttribute(
      'href',
      '/admin/accounts/acc_souk',
    );
    const first = within(table).getByRole('row', { name: /SD-1001/ });
    expect(first).toHaveTextContent('Big cash');
    expect(first).toHaveTextContent('AED 1,500.00');
    expect(within(table).getByRole('row', { name: /SD-1002/ })).toHaveTextContent('Prepaid');

    await user.click(within(table).getByRole('button', { name: 'Release SD-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release SD-1001 for collection?' });
    expect(dialog).toHaveTextContent('The order of Souk Sweets goes back to Pending');
    expect(api.callsTo('POST', '/admin/orders/SD-1001/release')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Note for the merchant/ }), 'Customer confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/admin/orders/SD-1001/release')[0]?.body).toEqual({ note: 'Customer confirmed' });
    expect(await screen.findByText('SD-1001 released: it is pending again.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when the order was released meanwhile', async () => {
    mockApi({
      'GET /account': staffAccount(['operations']),
      'GET /admin/orders/held': list([heldOrder()]),
      'POST /admin/orders/SD-1001/release': apiError(
        412,
        'failed_precondition',
        'This order is not held for review any more: it was released or changed meanwhile.',
      ),
    });
    const { user } = renderAdmin('/admin/held-orders');
    await user.click(await screen.findByRole('button', { name: 'Release SD-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release SD-1001 for collection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByText(/not held for review any more/)).toBeInTheDocument();
  });

  it('keeps to one merchant when asked, and says when nothing waits', async () => {
    const api = mockApi({ 'GET /account': staffAccount(['operations']), 'GET /admin/orders/held': list([]) });
    renderAdmin('/admin/held-orders?account=acc_souk');
    expect(await screen.findByText('No order is waiting for review')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/orders/held')[0]?.search.get('accountId')).toBe('acc_souk');
    expect(screen.getByRole('link', { name: 'Show every merchant' })).toHaveAttribute('href', '/admin/held-orders');
  });

  it('is not in the sidebar of finance staff, whose role cannot release', async () => {
    mockApi({ 'GET /account': staffAccount(['finance']) });
    renderAdmin('/admin/held-orders');
    expect(
      await screen.findByText('Your staff role does not open this screen. Ask an admin if you need it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Held for review' })).toBeNull();
  });
});
