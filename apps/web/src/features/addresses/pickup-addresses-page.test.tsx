import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ID,
  apiError,
  baseRoutes,
  location,
  mockApi,
  ok,
  pickupZones,
  preferences,
  screen,
} from '../../test/account-kit';
import { renderScreen } from '../../test/render-screen';
import PickupAddressesPage from './pickup-addresses-page';

const renderAccount = (url: string) =>
  renderScreen([{ path: '/account/pickup-addresses', element: <PickupAddressesPage /> }], url);

const ADDRESSES = `GET /partner/accounts/${ACCOUNT_ID}/addresses`;

describe('/account/pickup-addresses', () => {
  it('lists the addresses, marks the default and those never offered on orders', async () => {
    mockApi({
      ...baseRoutes(),
      [ADDRESSES]: ok([location(), location({ id: 'loc_unnamed', locationName: null, addressLine1: 'Back gate' })]),
      'GET /partner/preferences': ok(preferences({ defaultPickupDetails: { locationId: 'loc_quoz', location: null } })),
    });
    renderAccount('/account/pickup-addresses');
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const [quoz, unnamed] = within(list).getAllByRole('listitem');
    expect(quoz).toHaveTextContent('Default pickup');
    expect(unnamed).toHaveTextContent('Not offered on orders');
    // Only a named address can be the default.
    expect(
      within(unnamed as HTMLElement).getByRole('button', { name: 'Set as default: No location name' }),
    ).toBeDisabled();
  });

  it('adds an address with the region labels, sends it and says what the location name is for', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'GET /quiqdash/region/uae.dubai': ok({
        name: 'Dubai',
        regionCode: 'uae.dubai',
        timezone: 'Asia/Dubai',
        supportEmail: 'support@sameday.ae',
        locationLabels: {
          addressLine1: 'Building name or Area',
          addressLine2: 'Address details',
          apartmentNumber: 'Apartment number',
        },
        locationPlaceholders: {
          addressLine1: 'e.g. Marina Heights Tower',
          addressLine2: 'Street',
          apartmentNumber: 'e.g. 1204',
        },
        accountAddressPlaceholder: 'e.g. Warehouse 5, Al Quoz Industrial 3',
        features: { hasLocationName: false, hasApartmentNumber: true, standardRestrictionTime: '19:59' },
      }),
      'POST /partner/addresses': (call) => ok(location({ id: 'loc_new', ...(call.body as object) })),
    });
    const { user } = renderAccount('/account/pickup-addresses');
    await user.click(await screen.findByRole('button', { name: 'Add pickup address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pickup address' });
    const name = within(dialog).getByRole('textbox', { name: 'Location name' });
    expect(name).toHaveAccessibleDescription(/offered as a pickup on the order forms/);
    expect(within(dialog).getByRole('textbox', { name: 'Building name or Area' })).toHaveAttribute(
      'placeholder',
      'e.g. Warehouse 5, Al Quoz Industrial 3',
    );

    // Nothing is sent while required fields are empty.
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    expect(api.callsTo('POST', '/partner/addresses')).toHaveLength(0);

    await user.type(name, 'Marina Depot');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact name' }), 'Mariam Saleh');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Contact phone' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact phone' }), '+971 52 111 2233');
    await user.type(within(dialog).getByRole('textbox', { name: 'Building name or Area' }), 'Marina Plaza');
    await user.type(within(dialog).getByRole('combobox', { name: 'Area' }), 'Dubai Marina');
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(api.callsTo('POST', '/partner/addresses')).toHaveLength(1));
    expect(api.callsTo('POST', '/partner/addresses')[0]?.body).toMatchObject({
      locationName: 'Marina Depot',
      contactName: 'Mariam Saleh',
      phone: '+971521112233',
      addressLine1: 'Marina Plaza',
      area: 'Dubai Marina',
      emirate: 'Dubai',
      kind: 'pickup',
    });
    expect(await screen.findByText('Marina Depot added.')).toBeInTheDocument();
  });

  it('marks the location name required and asks for it before sending', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'POST /partner/addresses': (call) => ok(location({ ...(call.body as object) })),
    });
    const { user } = renderAccount('/account/pickup-addresses');
    await user.click(await screen.findByRole('button', { name: 'Add pickup address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pickup address' });
    const name = within(dialog).getByRole('textbox', { name: 'Location name' });
    // The same asterisk as the other required fields.
    const label = dialog.querySelector(`label[for="${name.id}"]`) as HTMLElement;
    expect(label).toHaveTextContent(/^Location name\s*\*$/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact name' }), 'Mariam Saleh');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Contact phone' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact phone' }), '+971 52 111 2233');
    await user.type(within(dialog).getByRole('textbox', { name: 'Building name or Area' }), 'Marina Plaza');
    await user.type(within(dialog).getByRole('combobox', { name: 'Area' }), 'Dubai Marina');
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/This field is required/));
    expect(api.callsTo('POST', '/partner/addresses')).toHaveLength(0);
  });

  it('warns in the form, before saving, when couriers do not collect in the chosen emirate', async () => {
    const api = mockApi({
      ...baseRoutes(),
      [ADDRESSES]: ok([location()]),
      'POST /partner/addresses': (call) => ok(location({ id: 'loc_new', ...(call.body as object) })),
    });
    const { user } = renderAccount('/account/pickup-addresses');
    await user.click(await screen.findByRole('button', { name: 'Add pickup address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add pickup address' });
    expect(within(dialog).queryByText(/Couriers do not collect/)).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'Emirate' }));
    await user.click(await screen.findByRole('option', { name: 'Sharjah' }));
    const warning = await within(dialog).findByText('Couriers do not collect in Sharjah');
    expect(warning.closest('[role="status"]')).toHaveTextContent(
      'We collect from pickup addresses in Dubai and Abu Dhabi only.',
    );
    expect(api.callsTo('POST', '/partner/addresses')).toHaveLength(0);
    // Back inside a zone, the warning goes.
    await user.click(within(dialog).getByRole('combobox', { name: 'Emirate' }));
    await user.click(await screen.findByRole('option', { name: 'Dubai' }));
    await waitFor(() => expect(within(dialog).queryByText(/Couriers do not collect/)).toBeNull());
  });

  it("puts the server's field errors on the form", async () => {
    mockApi({
      ...baseRoutes(),
      [ADDRESSES]: ok([location()]),
      'PATCH /partner/addresses/loc_quoz': apiError(400, 'invalid_argument', 'Some fields are not valid.', [
        { field: 'phone', message: 'Phone number is not a valid UAE number' },
      ]),
    });
    const { user } = renderAccount('/account/pickup-addresses');
    await user.click(await screen.findByRole('button', { name: 'Edit Al Quoz Warehouse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pickup address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Phone number is not a valid UAE number')).toBeInTheDocument();
  });

  it('sets the default pickup, and warns before deleting the default', async () => {
    const api = mockApi({
      ...baseRoutes(),
      [ADDRESSES]: ok([location(), location({ id: 'loc_jlt', locationName: 'JLT Showroom' })]),
      'GET /partner/preferences': ok(preferences({ defaultPickupDetails: { locationId: 'loc_quoz', location: null } })),
      'PUT /partner/preferences/defaultPickupDetails': ok(
        preferences({ defaultPickupDetails: { locationId: 'loc_jlt', location: null } }),
      ),
      'DELETE /partner/addresses/loc_jlt': ok({ status: 'OK' }),
    });
    const { user } = renderAccount('/account/pickup-addresses');
    await user.click(await screen.findByRole('button', { name: 'Set as default: JLT Showroom' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/partner/preferences/defaultPickupDetails')[0]?.body).toEqual({
        value: { locationId: 'loc_jlt' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete JLT Showroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete pickup address' });
    expect(dialog).toHaveTextContent('It is your default pickup');
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/partner/addresses/loc_jlt')).toHaveLength(1));
  });

  it('shows where couriers collect, counts the pickups per zone and marks an address outside every zone', async () => {
    mockApi({
      ...baseRoutes(),
      [ADDRESSES]: ok([location(), location({ id: 'loc_shj', locationName: 'Sharjah Store', emirate: 'Sharjah' })]),
      'GET /quiqdash/pickup-zones': pickupZones(1, 0),
    });
    renderAccount('/account/pickup-addresses');
    const zones = await screen.findByRole('region', { name: 'Collection zones' });
    expect(zones).toHaveTextContent('Our couriers collect from pickup addresses in Dubai and Abu Dhabi.');
    expect(await within(zones).findByText(/1 pickup address$/)).toBeInTheDocument();
    expect(within(zones).getByText(/no pickup address yet/)).toBeInTheDocument();
    expect(within(zones).queryByText('No pickup address in a collection zone')).not.toBeInTheDocument();
    const [quoz, sharjah] = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    expect(quoz).not.toHaveTextContent('Outside collection zones');
    expect(sharjah).toHaveTextContent('Outside collection zones');
  });

  it('warns when no pickup address lies in a collection zone, and counts again after an address is added', async () => {
    const api = mockApi({
      ...baseRoutes(),
      [ADDRESSES]: ok([location({ emirate: 'Fujairah' })]),
      'GET /quiqdash/pickup-zones': pickupZones(0, 0),
      'DELETE /partner/addresses/loc_quoz': ok({ status: 'OK' }),
    });
    const { user } = renderAccount('/account/pickup-addresses');
    expect(await screen.findByText('No pickup address in a collection zone')).toBeInTheDocument();
    expect(api.callsTo('GET', '/quiqdash/pickup-zones')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Al Quoz Warehouse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete pickup address' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(api.callsTo('GET', '/quiqdash/pickup-zones')).toHaveLength(2));
  });

  it('says so when the collection zones cannot be loaded, and loads them again on request', async () => {
    let zoneCalls = 0;
    mockApi({
      ...baseRoutes(),
      [ADDRESSES]: ok([location()]),
      'GET /quiqdash/pickup-zones': () =>
        ++zoneCalls === 1 ? apiError(503, 'unavailable', 'The service is busy, try again shortly.') : pickupZones(1, 0),
    });
    const { user } = renderAccount('/account/pickup-addresses');
    expect(await screen.findByText('Could not load the collection zones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Collection zones' })).toHaveTextContent('1 pickup address');
  });

  it('shows a viewer the list without the controls that change it', async () => {
    mockApi({ ...baseRoutes('viewer'), [ADDRESSES]: ok([location()]) });
    renderAccount('/account/pickup-addresses');
    expect(await screen.findByText(/can read these settings but not change them/)).toBeInTheDocument();
    expect(await screen.findByText('Al Quoz Warehouse')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add pickup address|Edit|Delete/ })).not.toBeInTheDocument();
  });
});
