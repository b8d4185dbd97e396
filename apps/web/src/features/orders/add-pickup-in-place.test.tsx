import { type Location, ROLE_PERMISSIONS } from '@sameday/contract';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  ACCOUNT_ID,
  currentUrl,
  location,
  mockApi,
  ok,
  preferences,
  rates,
  renderOrders,
  screen,
} from './test/orders-test-kit';

describe('adding a pickup address from the new shipment form', () => {
  it('adds it in a dialog, keeps what was typed, and chooses the new address', async () => {
    const saved: Location[] = [];
    const added = location({ id: 'loc_new', locationName: 'Jebel Ali Store', area: 'Jebel Ali' });
    const api = mockApi({
      'GET /account': ok(ACCOUNT),
      'GET /permissions': ok({
        version: 1,
        accountId: ACCOUNT_ID,
        role: 'owner',
        permissions: ROLE_PERMISSIONS.owner,
      }),
      [`GET /partner/accounts/${ACCOUNT_ID}/addresses`]: () => ok([...saved]),
      'GET /partner/preferences': ok(preferences()),
      'POST /shipments/rates': ok(rates()),
      'POST /partner/addresses': () => {
        saved.push(added);
        return ok(added);
      },
    });
    const { user, router } = renderOrders('/single-shipment');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, 'Aisha Rahman');
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), 'Oud perfume');

    await user.click(screen.getByRole('button', { name: 'Add a pickup address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pickup address' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Location name' }), 'Jebel Ali Store');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact name' }), 'Omar Haddad');
    const phone = within(dialog).getByRole('textbox', { name: 'Contact phone' });
    await user.clear(phone);
    await user.type(phone, '+971501112233');
    await user.type(within(dialog).getByRole('textbox', { name: 'Building name or Area' }), 'Warehouse 9');
    await user.type(within(dialog).getByRole('combobox', { name: 'Area' }), 'Jebel Ali');
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add pickup address' })).toBeNull());
    expect(api.callsTo('POST', '/partner/addresses')).toHaveLength(1);
    // Still the same page, with what was typed, and the new address chosen as the pickup.
    expect(currentUrl(router)).toBe('/single-shipment');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Aisha Rahman');
    expect(screen.getByRole('textbox', { name: 'Item name' })).toHaveValue('Oud perfume');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pickup address' })).toHaveValue('loc_new'));
  });
});
