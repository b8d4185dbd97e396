import type { Shipment } from '@sameday/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render-screen';
import { ShipmentIssues } from './shipment-issues';

const shipment = (overrides: Partial<Shipment> = {}): Shipment => ({
  id: 'shp_1',
  kind: 'domestic',
  carrier: 'aramex',
  carrierName: 'Aramex',
  service: 'domestic_overnight',
  state: 'exception',
  trackingNumber: 'DF123456789',
  clientOrderId: '7001',
  reference: null,
  sender: null,
  recipient: {
    name: 'Khalid Saeed',
    company: null,
    phone: '+971501112233',
    email: null,
    line1: 'Villa 12, Street 4',
    line2: null,
    city: 'Al Ain',
    region: 'Abu Dhabi',
    postcode: null,
    countryCode: 'AE',
  },
  parcels: [{ weightKg: 12, lengthCm: null, widthCm: null, heightCm: null }],
  customs: null,
  documents: [],
  labelFormat: 'pdf',
  priceFils: 4_000,
  codAmountFils: 0,
  source: 'dashboard',
  addressIssue: { description: 'No such villa on Street 4', reportedAt: '2026-11-24T10:00:00.000Z' },
  trackingEvents: [],
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const renderIssues = () => renderScreen([{ path: '*', element: <ShipmentIssues orderId="7001" /> }], '/');

describe('the order drawer’s shipment problems', () => {
  it('shows the carrier’s address problem and corrects the address from the drawer', async () => {
    let current = shipment();
    const api = mockApi({
      'GET /shipments': (call) => ok({ shipments: call.search.get('client_order_id') === '7001' ? [current] : [] }),
      'PATCH /shipments/address/shp_1': (call) => {
        current = { ...current, addressIssue: null, recipient: { ...current.recipient, ...(call.body as object) } };
        return ok(current);
      },
    });
    const { user } = renderIssues();
    expect(await screen.findByText('The carrier cannot deliver: No such villa on Street 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Correct the address of DF123456789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the address' });
    expect(dialog).toHaveTextContent('Shipment DF123456789 with Aramex, to United Arab Emirates.');
    const line1 = within(dialog).getByRole('textbox', { name: 'Address line 1' });
    await user.clear(line1);
    await user.type(line1, 'Villa 14, Street 9');
    await user.click(within(dialog).getByRole('button', { name: 'Send the new address' }));
    await waitFor(() => expect(screen.queryByText(/The carrier cannot deliver/)).toBeNull());
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      line1: 'Villa 14, Street 9',
      countryCode: 'AE',
    });
  });

  it('shows nothing when the order’s shipments have no problem', async () => {
    const api = mockApi({
      'GET /shipments': ok({ shipments: [shipment({ addressIssue: null, state: 'in_transit' })] }),
    });
    renderIssues();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/shipments')).toBe(true));
    expect(screen.queryByRole('button', { name: /Correct the address/ })).toBeNull();
  });
});
