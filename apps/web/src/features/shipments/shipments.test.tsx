import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../test/fixtures';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { capabilitiesFixture, ratesFixture, renderShipments, shipmentFixture } from './test/shipments-test-kit';

/** Files the screens saved: downloadFile clicks a link with the server's filename. */
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:shipment');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const pdf = (filename: string) => ({
  status: 200,
  raw: '%PDF-1.7',
  headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${filename}"` },
});

describe('the shipments list', () => {
  it('lists shipments with their carrier, state and files, and downloads them', async () => {
    mockApi({
      'GET /shipments': ok({ shipments: [shipmentFixture()] }),
      'GET /shipments/label/shp_1': pdf('label-FX123456789.pdf'),
      'GET /shipments/documents/shp_1/commercial_invoice': pdf('commercial-invoice-shp_1.pdf'),
    });
    const { user } = renderShipments('/shipments');
    const table = await screen.findByRole('table', { name: 'Shipments' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('FX123456789');
    expect(row).toHaveTextContent('Aramex');
    expect(row).toHaveTextContent('London, United Kingdom');
    expect(within(row).getByText('Booked')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Label of FX123456789' }));
    await user.click(within(row).getByRole('button', { name: 'Commercial invoice of FX123456789' }));
    await waitFor(() => expect(saved).toEqual(['label-FX123456789.pdf', 'commercial-invoice-shp_1.pdf']));
  });

  it('asks the server for a client order id, and says when none matches', async () => {
    const api = mockApi({
      'GET /shipments': (call) => ok({ shipments: call.search.get('client_order_id') ? [] : [shipmentFixture()] }),
    });
    const { user } = renderShipments('/shipments');
    await screen.findByRole('table', { name: 'Shipments' });
    await user.type(screen.getByRole('textbox', { name: 'Client order id' }), 'NOPE-1');
    expect(await screen.findByText('No shipment has this client order id')).toBeInTheDocument();
    expect(api.calls.at(-1)?.search.get('client_order_id')).toBe('NOPE-1');
  });

  it('says how to start, and offers a retry when the list cannot load', async () => {
    mockApi({ 'GET /shipments': ok({ shipments: [] }) });
    const first = renderShipments('/shipments');
    expect(await screen.findByText('No shipments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'International shipment' })).toHaveAttribute(
      'href',
      '/shipments/international/new',
    );
    first.unmount();
    mockApi({ 'GET /shipments': apiError(500, 'internal', 'Something went wrong') });
    renderShipments('/shipments');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

async function fillRecipient(user: ReturnType<typeof renderShipments>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Recipient name' }), 'Amelia Clarke');
  await user.type(screen.getByRole('textbox', { name: 'Phone with country code' }), '+44 20 7946 0958');
  await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '221B Baker Street');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'London');
  await user.click(screen.getByRole('combobox', { name: 'Country' }));
  await user.click(await screen.findByRole('option', { name: 'United Kingdom' }));
  await user.type(screen.getByRole('textbox', { name: 'Weight (kg)' }), '1.5');
}

describe('the international shipment form', () => {
  it('says up front, before any field, when no carrier for shipments abroad is connected', async () => {
    mockApi({ 'GET /shipments/carriers/capabilities': ok(capabilitiesFixture(false)) });
    renderShipments('/shipments/international/new');
    expect(await screen.findByText('No carrier for shipments abroad is connected')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Recipient name' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to shipments' })).toHaveAttribute('href', '/shipments');
  });

  it('fills a customs line from the product, prices, books, and downloads label and invoice', async () => {
    const api = mockApi({
      'GET /api/fulfilment/products/OUD-50': ok(productFixture({ name: 'Oud perfume 50 ml', hsCode: '330300' })),
      'GET /shipments/carriers/capabilities': ok(capabilitiesFixture()),
      'POST /shipments/carriers/rates': ok(ratesFixture()),
      'POST /shipments/book-international-shipment': ok(shipmentFixture()),
      'GET /shipments/label/shp_1': pdf('label-FX123456789.pdf'),
      'GET /shipments/documents/shp_1/commercial_invoice': pdf('commercial-invoice-shp_1.pdf'),
    });
    const { user } = renderShipments('/shipments/international/new');
    await fillRecipient(user);
    await user.type(screen.getByRole('textbox', { name: 'SKU, line 1' }), 'OUD-50');
    await user.tab();
    expect(await screen.findByText('Filled from your product OUD-50.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description, line 1' })).toHaveValue('Oud perfume 50 ml');
    expect(screen.getByRole('textbox', { name: 'HS code, line 1' })).toHaveValue('330300');
    expect(screen.getByRole('textbox', { name: 'Unit value, line 1' })).toHaveValue('250');

    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await user.click(
      await screen.findByRole('radio', { name: /Aramex\s*Priority Parcel Express\s*AED 240\.00\s*3 days in transit/ }),
    );
    expect(screen.getByRole('list', { name: 'Not offered:' })).toHaveTextContent(
      'Sameday fleet: Does not deliver to GB',
    );
    await user.click(screen.getByRole('button', { name: 'Book shipment' }));

    expect(await screen.findByText('Shipment booked')).toBeInTheDocument();
    expect(api.callsTo('POST', '/shipments/carriers/rates')[0]?.body).toMatchObject({
      recipient: { countryCode: 'GB' },
      parcels: [{ weightKg: 1.5 }],
    });
    expect(api.callsTo('POST', '/shipments/book-international-shipment')[0]?.body).toMatchObject({
      carrier: 'aramex',
      service: 'priority_parcel_express',
      recipient: { name: 'Amelia Clarke', countryCode: 'GB' },
      customs: {
        lines: [{ sku: 'OUD-50', hsCode: '330300', quantity: 1, unitValueMinor: 25_000, countryOfOrigin: 'AE' }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Download label' }));
    await user.click(screen.getByRole('button', { name: 'Download commercial invoice' }));
    await waitFor(() => expect(saved).toEqual(['label-FX123456789.pdf', 'commercial-invoice-shp_1.pdf']));
  });

  it('says what is missing before asking anyone, and shows the server’s refusal', async () => {
    const api = mockApi({
      'GET /api/fulfilment/products/NEW-1': apiError(404, 'not_found', 'Product not found'),
      'GET /shipments/carriers/capabilities': ok(capabilitiesFixture()),
      'POST /shipments/carriers/rates': ok(ratesFixture()),
      'POST /shipments/book-international-shipment': apiError(
        412,
        'failed_precondition',
        'We do not ship to this country.',
      ),
    });
    const { user } = renderShipments('/shipments/international/new');
    await user.click(await screen.findByRole('button', { name: 'Book shipment' }));
    expect(await screen.findByText(/^Choose a rate: Fill in the country/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Recipient name' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(api.callsTo('POST', '/shipments/book-international-shipment')).toHaveLength(0);

    await fillRecipient(user);
    await user.type(screen.getByRole('textbox', { name: 'SKU, line 1' }), 'NEW-1');
    await user.tab();
    expect(await screen.findByText('No product with this SKU: fill the line by hand.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Description, line 1' }), 'Candle');
    await user.type(screen.getByRole('textbox', { name: 'HS code, line 1' }), '340600');
    await user.type(screen.getByRole('textbox', { name: 'Unit value, line 1' }), '40');
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await user.click(await screen.findByRole('radio', { name: /Economy Parcel Express/ }));
    await user.click(screen.getByRole('button', { name: 'Book shipment' }));
    expect(await screen.findByText('We do not ship to this country.')).toBeInTheDocument();

    // Another destination makes the prices stale until asked again.
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    expect(await screen.findByText('The destination or the parcels changed: get rates again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book shipment' })).toBeDisabled();
  });
});
