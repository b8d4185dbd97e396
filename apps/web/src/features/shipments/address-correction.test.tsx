import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { renderShipments, shipmentFixture } from './test/shipments-test-kit';

const undeliverable = shipmentFixture({
  state: 'exception',
  addressIssue: { description: 'No such house on Baker Street', reportedAt: '2026-11-24T10:00:00.000Z' },
});

describe('an address the carrier cannot deliver to', () => {
  it('is shown on the shipment and corrected in a form the carrier receives', async () => {
    let shipment = undeliverable;
    const api = mockApi({
      'GET /shipments': () => ok({ shipments: [shipment] }),
      'PATCH /shipments/address/shp_1': (call) => {
        shipment = { ...shipment, addressIssue: null, recipient: { ...shipment.recipient, ...(call.body as object) } };
        return ok(shipment);
      },
    });
    const { user } = renderShipments('/shipments');
    const table = await screen.findByRole('table', { name: 'Shipments' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('The carrier cannot deliver: No such house on Baker Street');
    await user.click(within(row).getByRole('button', { name: 'Correct the address of FX123456789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the address' });
    expect(dialog).toHaveTextContent('Shipment FX123456789 with Aramex, to United Kingdom.');
    const line1 = within(dialog).getByRole('textbox', { name: 'Address line 1' });
    expect(line1).toHaveValue('221B Baker Street');
    await user.clear(line1);
    await user.type(line1, '10 Downing Street');
    await user.click(within(dialog).getByRole('button', { name: 'Send the new address' }));
    expect(await screen.findByText('Address corrected. The carrier tries again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct the address' })).toBeNull());
    const sent = api.calls.find((call) => call.method === 'PATCH');
    expect(sent?.body).toMatchObject({ line1: '10 Downing Street', countryCode: 'GB', name: 'Amelia Clarke' });
    await waitFor(() => expect(screen.queryByText(/The carrier cannot deliver/)).toBeNull());
  });

  it('keeps the form open with the carrier’s refusal, and checks the fields before sending', async () => {
    const api = mockApi({
      'GET /shipments': ok({ shipments: [undeliverable] }),
      'PATCH /shipments/address/shp_1': apiError(
        412,
        'failed_precondition',
        'Aramex no longer accepts address changes for this shipment.',
      ),
    });
    const { user } = renderShipments('/shipments');
    await user.click(await screen.findByRole('button', { name: 'Correct the address of FX123456789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the address' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'City' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the new address' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'London');
    await user.click(within(dialog).getByRole('button', { name: 'Send the new address' }));
    expect(
      await within(dialog).findByText('Aramex no longer accepts address changes for this shipment.'),
    ).toBeInTheDocument();
  });

  it('is not offered for a shipment without an address issue', async () => {
    mockApi({ 'GET /shipments': ok({ shipments: [shipmentFixture({ state: 'exception' })] }) });
    renderShipments('/shipments');
    await screen.findByRole('table', { name: 'Shipments' });
    expect(screen.queryByRole('button', { name: /Correct the address/ })).toBeNull();
  });
});
