import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inventoryItemFixture, productFixture } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { capability, inventoryList, noInbound, productList, renderFulfilment } from './test/fulfilment-test-kit';

const INVENTORY = 'GET /api/fulfilment/inventory';
const base = {
  'GET /api/fulfilment/capability': capability(),
  'GET /api/fulfilment/inbound': noInbound,
  'GET /api/fulfilment/products': productList([productFixture()]),
};

describe('inventory', () => {
  it('shows stock by SKU and warehouse, and filters low and out of stock on the server', async () => {
    const api = mockApi({
      ...base,
      [INVENTORY]: inventoryList([
        inventoryItemFixture(),
        inventoryItemFixture({ sku: 'MUSK-10', productName: 'Musk oil', onHand: 0, reserved: 0, available: 0 }),
      ]),
    });
    const { user } = renderFulfilment('/fulfillment/inventory');
    const table = await screen.findByRole('table', { name: 'Inventory' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('OUD-50');
    expect(within(rows[1] as HTMLElement).getByText('10 / 12')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Out of stock')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Low stock' }));
    await waitFor(() => expect(api.calls.at(-1)?.search.get('stock')).toBe('low'));
    await user.click(screen.getByRole('radio', { name: 'Out of stock' }));
    await waitFor(() => expect(api.calls.at(-1)?.search.get('stock')).toBe('out'));
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'OUD');
    await waitFor(() => expect(api.calls.at(-1)?.search.get('sku')).toBe('OUD'));
  });

  it('shows a filtered search whose count stopped at its cap as "1,000+ items"', async () => {
    const api = mockApi({
      ...base,
      [INVENTORY]: (call) =>
        call.search.get('product_name')
          ? inventoryList([inventoryItemFixture()], 1000, true)
          : inventoryList([inventoryItemFixture()], 1),
    });
    const { user } = renderFulfilment('/fulfillment/inventory');
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Product name' }), 'Oud');
    expect(await screen.findByText('1,000+ items')).toBeInTheDocument();
    expect(screen.getByText(/1–25 of 1,000\+/)).toBeInTheDocument();
    expect(api.calls.at(-1)?.search.get('product_name')).toBe('Oud');
  });

  it('says what comes first on a brand-new account', async () => {
    mockApi({ ...base, [INVENTORY]: inventoryList([]) });
    renderFulfilment('/fulfillment/inventory');
    expect(await screen.findByText('No stock yet')).toBeInTheDocument();
  });

  it("opens a product's movement history", async () => {
    mockApi({
      ...base,
      [INVENTORY]: inventoryList([inventoryItemFixture()]),
      'GET /api/fulfilment/inventory/OUD-50/movements': ok({
        movements: [
          {
            id: 'mv_2',
            sku: 'OUD-50',
            location: 'dubai',
            kind: 'reservation',
            onHandDelta: 0,
            reservedDelta: 2,
            reason: null,
            fulfilmentOrderId: 'ffo_1',
            inboundShipmentId: null,
            actor: { id: 'usr_1', name: 'Layla Haddad' },
            createdAt: '2026-11-22T06:30:00.000Z',
          },
          {
            id: 'mv_1',
            sku: 'OUD-50',
            location: 'dubai',
            kind: 'inbound_receipt',
            onHandDelta: 12,
            reservedDelta: 0,
            reason: null,
            fulfilmentOrderId: null,
            inboundShipmentId: 'inb_1',
            actor: { id: 'usr_ops', name: 'Warehouse team' },
            createdAt: '2026-11-21T06:30:00.000Z',
          },
        ],
        total: 2,
        page: 1,
        limit: 50,
      }),
    });
    const { user } = renderFulfilment('/fulfillment/inventory');
    await user.click(await screen.findByRole('button', { name: 'History of OUD-50' }));
    const drawer = await screen.findByRole('dialog', { name: 'Movement history · OUD-50' });
    const rows = within(await within(drawer).findByRole('table', { name: 'Movements' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Reservation.*Dubai.*0.*\+2.*Layla Haddad/);
    expect(rows[2]).toHaveTextContent(/Inbound receipt.*Dubai.*\+12.*Warehouse team/);
  });

  it('announces an inbound shipment of SKUs and quantities', async () => {
    const api = mockApi({
      ...base,
      [INVENTORY]: inventoryList([]),
      'POST /api/fulfilment/inbound': (call) => {
        const body = call.body as { expectedDate: string; lines: { sku: string; quantity: number }[] };
        return ok({
          id: 'inb_1',
          accountId: 'acc_1',
          location: 'dubai',
          reference: null,
          expectedDate: body.expectedDate,
          state: 'announced',
          lines: body.lines.map((line) => ({
            sku: line.sku,
            productName: line.sku,
            expectedQuantity: line.quantity,
            receivedQuantity: null,
            difference: null,
          })),
          note: null,
          hasDifferences: false,
          createdBy: { id: 'usr_1', name: 'Layla Haddad' },
          receivedBy: null,
          receivedAt: null,
          createdAt: '2026-11-22T06:30:00.000Z',
        });
      },
    });
    const { user } = renderFulfilment('/fulfillment/inventory');
    await user.click(await screen.findByRole('button', { name: 'Announce an inbound shipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announce an inbound shipment' });
    await user.click(within(dialog).getByRole('button', { name: 'Announce shipment' }));
    expect(await within(dialog).findByText('Use a date like 2026-11-23')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Expected date/), '2026-11-30');
    await user.click(within(dialog).getByRole('combobox', { name: 'Product 1' }));
    await user.click(await screen.findByRole('option', { name: /^OUD-50/ }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Announce shipment' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/fulfilment/inbound')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/fulfilment/inbound')[0]?.body).toEqual({
      location: 'dubai',
      reference: null,
      expectedDate: '2026-11-30',
      lines: [{ sku: 'OUD-50', quantity: 40 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
