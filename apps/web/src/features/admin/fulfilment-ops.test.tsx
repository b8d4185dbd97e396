import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fulfilmentOrderFixture, inventoryItemFixture } from '../../test/fixtures';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { inboundFixture, inboundList, renderAdmin, staffAccount } from './test/admin-test-kit';

const orderCounts = {
  new: 0,
  awaiting_stock: 0,
  reserved: 1,
  picking: 0,
  packed: 1,
  handed_over: 0,
  delivered: 0,
  cancelled: 0,
};
const orders = (list = [fulfilmentOrderFixture()]) =>
  ok({
    orders: list,
    total: list.length,
    page: 1,
    limit: 20,
    counts: orderCounts,
    accounts: [...new Set(list.map((order) => order.accountId))].map((id) => ({ id, name: `Account ${id}` })),
  });

describe('fulfilment operations', () => {
  it('receives an announced shipment, recording the difference from what was announced', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/fulfilment/inbound': inboundList([inboundFixture()]),
      'POST /api/fulfilment/inbound/inb_1/receive': ok(inboundFixture({ state: 'received', hasDifferences: true })),
    });
    const { user } = renderAdmin('/admin/fulfilment');
    const table = await screen.findByRole('table', { name: 'Inbound shipments' });
    expect(api.callsTo('GET', '/admin/fulfilment/inbound')[0]?.search.get('state')).toBe('announced');
    // The account is named, with its id beneath, and links to its page.
    expect(within(table).getByRole('link', { name: 'Souk Sweets' })).toHaveAttribute(
      'href',
      '/admin/accounts/acc_souk',
    );
    expect(within(table).getByText('acc_souk')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Receive PO-778' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive inbound shipment' });
    expect(dialog).toHaveTextContent('PO-778 · Souk Sweets (acc_souk) · Dubai warehouse');
    const oud = within(dialog).getByRole('textbox', { name: 'Received of OUD-50' });
    await user.clear(oud);
    await user.type(oud, '9');
    expect(within(dialog).getByRole('row', { name: /OUD-50/ })).toHaveTextContent('-1');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'One box crushed');
    await user.click(within(dialog).getByRole('button', { name: 'Record receipt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/fulfilment/inbound/inb_1/receive')[0]?.body).toEqual({
      lines: [
        { sku: 'OUD-50', receivedQuantity: 9 },
        { sku: 'MUSK-10', receivedQuantity: 5 },
      ],
      note: 'One box crushed',
    });
    expect(await screen.findByText('Shipment received, with differences recorded')).toBeInTheDocument();
  });

  it('lists one account’s work when asked, and says when there is nothing to receive', async () => {
    const api = mockApi({ 'GET /account': staffAccount(), 'GET /admin/fulfilment/inbound': inboundList([]) });
    renderAdmin('/admin/fulfilment?account=acc_souk');
    expect(await screen.findByText('Nothing to receive')).toBeInTheDocument();
    expect(api.callsTo('GET', '/admin/fulfilment/inbound')[0]?.search.get('accountId')).toBe('acc_souk');
  });

  it('moves an order to picking at once, and hands one over only once confirmed', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'GET /admin/fulfilment/orders': orders([
        fulfilmentOrderFixture(),
        fulfilmentOrderFixture({ id: 'ffo_2', reference: 'SHOP-1002', state: 'packed' }),
      ]),
      'POST /api/fulfilment/orders/ffo_1/state': ok(fulfilmentOrderFixture({ state: 'picking' })),
      'POST /api/fulfilment/orders/ffo_2/state': apiError(
        412,
        'failed_precondition',
        'The order cannot move to this state now',
      ),
    });
    const { user } = renderAdmin('/admin/fulfilment?tab=orders');
    const table = await screen.findByRole('table', { name: 'Fulfilment orders' });
    expect(screen.getByRole('radio', { name: 'Packed (1)' })).toBeInTheDocument();
    const accountId = fulfilmentOrderFixture().accountId;
    expect(within(table).getAllByRole('link', { name: `Account ${accountId}` })[0]).toHaveAttribute(
      'href',
      `/admin/accounts/${accountId}`,
    );
    await user.click(within(table).getByRole('button', { name: 'Start picking: SHOP-1001' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/fulfilment/orders/ffo_1/state')[0]?.body).toEqual({ state: 'picking' }),
    );
    await user.click(within(table).getByRole('button', { name: 'Hand over: SHOP-1002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over to the courier?' });
    expect(api.callsTo('POST', '/api/fulfilment/orders/ffo_2/state')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByText('The order cannot move to this state now')).toBeInTheDocument();
  });

  it('adjusts stock with a reason, and shows the stock after it', async () => {
    const api = mockApi({
      'GET /account': staffAccount(),
      'POST /api/fulfilment/inventory/OUD-50/adjustments': ok(
        inventoryItemFixture({ onHand: 10, reserved: 2, available: 8 }),
      ),
    });
    const { user } = renderAdmin('/admin/fulfilment?tab=stock&account=acc_souk');
    await user.type(await screen.findByRole('textbox', { name: 'SKU' }), 'OUD-50');
    await user.type(screen.getByRole('textbox', { name: /Change in units/ }), '-2');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText('Give the reason for the adjustment')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Damaged in the aisle');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByRole('status', { name: 'Stock after the adjustment' })).toHaveTextContent(
      'On hand 10 · reserved 2 · available 8',
    );
    expect(api.callsTo('POST', '/api/fulfilment/inventory/OUD-50/adjustments')[0]?.body).toEqual({
      accountId: 'acc_souk',
      location: 'dubai',
      delta: -2,
      reason: 'Damaged in the aisle',
      kind: 'adjustment',
    });
  });
});
