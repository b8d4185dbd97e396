import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fulfilmentOrderFixture, productFixture } from '../../test/fixtures';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { capability, orderList, productList, renderFulfilment } from './test/fulfilment-test-kit';

const base = {
  'GET /api/fulfilment/capability': capability(),
  'GET /api/fulfilment/products': productList([
    productFixture(),
    productFixture({
      sku: 'GIFT-SET',
      name: 'Gift set',
      isBundle: true,
      stock: { onHand: 0, reserved: 0, available: 4, lowStock: false },
    }),
  ]),
};

describe('fulfilment orders', () => {
  it('lists orders with a count by state, and asks the server for one state', async () => {
    const api = mockApi({
      ...base,
      'GET /api/fulfilment/orders': orderList([fulfilmentOrderFixture()], { reserved: 1, awaiting_stock: 2 }),
    });
    const { user } = renderFulfilment('/fulfillment/orders');
    const table = await screen.findByRole('table', { name: 'Fulfilment orders' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'SHOP-1001' })).toHaveAttribute('href', '/fulfillment/orders/ffo_1');
    expect(row).toHaveTextContent('2 × عطر عود ٥٠ مل');
    expect(within(row).getByText('Reserved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All (3)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Awaiting stock (2)' }));
    await waitFor(() => expect(api.calls.at(-1)?.search.get('state')).toBe('awaiting_stock'));
  });

  it('says how to start on a brand-new account', async () => {
    mockApi({ ...base, 'GET /api/fulfilment/orders': orderList([]) });
    renderFulfilment('/fulfillment/orders');
    expect(await screen.findByText('No fulfilment orders yet')).toBeInTheDocument();
  });

  it('places an order of SKUs picked with their live availability', async () => {
    const api = mockApi({
      ...base,
      'POST /api/fulfilment/orders': ok(fulfilmentOrderFixture({ id: 'ffo_9' })),
      'GET /api/fulfilment/orders/ffo_9': ok(fulfilmentOrderFixture({ id: 'ffo_9' })),
    });
    const { user, router } = renderFulfilment('/fulfillment/orders/new');
    await user.click(await screen.findByRole('combobox', { name: 'Product 1' }));
    await user.click(await screen.findByRole('option', { name: 'GIFT-SET · Gift set · 4 available' }));
    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'عمر خليل');
    await user.type(screen.getByRole('textbox', { name: 'Recipient phone' }), '501234567');
    await user.type(screen.getByRole('textbox', { name: 'Building name or Area' }), 'Marina Gate 1');
    await user.type(screen.getByRole('textbox', { name: 'Area' }), 'Dubai Marina');
    await user.click(screen.getByRole('button', { name: 'Place fulfilment order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fulfillment/orders/ffo_9'));
    expect(api.callsTo('POST', '/api/fulfilment/orders')[0]?.body).toMatchObject({
      lines: [{ sku: 'GIFT-SET', quantity: 1 }],
      recipient: { name: 'عمر خليل', phone: '+971501234567', emirate: 'Dubai' },
      payment: { mode: 'prepaid' },
      location: 'dubai',
      serviceKind: 'same_day',
    });
  });

  it('edits the lines of an order until picking, and says why not afterwards', async () => {
    const api = mockApi({
      ...base,
      'GET /api/fulfilment/orders/ffo_1': ok(fulfilmentOrderFixture()),
      'PATCH /api/fulfilment/orders/ffo_1': ok(fulfilmentOrderFixture()),
    });
    const { user, router } = renderFulfilment('/fulfillment/orders/ffo_1/edit');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fulfillment/orders/ffo_1'));
    expect(api.callsTo('PATCH', '/api/fulfilment/orders/ffo_1')[0]?.body).toMatchObject({
      lines: [{ sku: 'OUD-50', quantity: 3 }],
    });
    api.set({ 'GET /api/fulfilment/orders/ffo_2': ok(fulfilmentOrderFixture({ id: 'ffo_2', state: 'picking' })) });
    renderFulfilment('/fulfillment/orders/ffo_2/edit');
    expect(await screen.findByText('This order can no longer be changed')).toBeInTheDocument();
  });

  it('cancels an order, and shows the refusal when it can no longer be', async () => {
    const api = mockApi({
      ...base,
      'GET /api/fulfilment/orders/ffo_1': ok(fulfilmentOrderFixture()),
      'POST /api/fulfilment/orders/ffo_1/cancel': apiError(
        409,
        'failed_precondition',
        'The order can no longer be cancelled',
      ),
    });
    const { user } = renderFulfilment('/fulfillment/orders/ffo_1');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this fulfilment order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('The order can no longer be cancelled')).toBeInTheDocument();
    api.set({ 'POST /api/fulfilment/orders/ffo_1/cancel': ok(fulfilmentOrderFixture({ state: 'cancelled' })) });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/fulfilment/orders/ffo_1/cancel')).toHaveLength(2);
  });

  it('links a handed-over order to its delivery order, with no edit or cancel', async () => {
    mockApi({
      ...base,
      'GET /api/fulfilment/orders/ffo_1': ok(
        fulfilmentOrderFixture({ state: 'handed_over', deliveryOrderId: 'SD0000000042' }),
      ),
    });
    renderFulfilment('/fulfillment/orders/ffo_1');
    expect(await screen.findByRole('link', { name: 'Open delivery order SD0000000042' })).toHaveAttribute(
      'href',
      '/?order=SD0000000042',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
