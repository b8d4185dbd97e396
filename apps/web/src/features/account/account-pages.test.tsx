import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ID,
  apiError,
  baseRoutes,
  companyAccount,
  location,
  mockApi,
  ok,
  pickupZones,
  preferences,
  renderAccount,
  screen,
} from './test/account-test-kit';

const ADDRESSES = `GET /partner/accounts/${ACCOUNT_ID}/addresses`;

describe('/account', () => {
  it('links to every section with a one-line summary of each', async () => {
    mockApi({
      ...baseRoutes(),
      [ADDRESSES]: ok([location(), location({ id: 'loc_jlt', locationName: 'JLT Showroom' })]),
      'GET /partner/preferences': ok(
        preferences({
          sameDayCutOffTime: '12:30',
          customised: ['sameDayCutOffTime', 'defaultPickupDetails'],
          defaultPickupDetails: { locationId: 'loc_jlt', location: null },
        }),
      ),
      'GET /account/shipping-profile': ok({
        serviceKind: 'next_day',
        parcel: { name: 'Gift box', quantity: 2, weightKg: 1.5 },
        updatedAt: '2026-11-20T08:00:00.000Z',
      }),
    });
    renderAccount('/account');
    const link = (name: RegExp) => screen.getByRole('link', { name });
    await waitFor(() => expect(link(/Pickup addresses/)).toHaveTextContent('2 saved · Default: JLT Showroom'));
    await waitFor(() =>
      expect(link(/Cut-off times/)).toHaveTextContent('Same day 12:30 · Next day 23:50 · 1 customised'),
    );
    await waitFor(() => expect(link(/Shipping profile/)).toHaveTextContent('Next day · Gift box ×2, 1.5 kg'));
    await waitFor(() => expect(link(/Pricing rates/)).toHaveTextContent('From AED 18.00 per order'));
    await waitFor(() => expect(link(/Terms/)).toHaveTextContent('Business terms, accepted 1 Nov 2026'));
    expect(link(/Company details/)).toHaveAttribute('href', '/account/company');
    expect(link(/Settings/)).toHaveAttribute('href', '/settings');
  });

  it('says a section is not available when the role may not read it', async () => {
    mockApi({
      ...baseRoutes('viewer'),
      [`GET /accounts/${ACCOUNT_ID}`]: apiError(
        403,
        'permission_denied',
        'Your role does not allow this (settings:read).',
      ),
    });
    renderAccount('/account');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Company details/ })).toHaveTextContent('Not available to your role'),
    );
  });
});

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
        features: { hasApartmentNumber: true, standardRestrictionTime: '19:59' },
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

describe('/account/company', () => {
  it('refuses a TRN that is not 15 digits before sending, then saves the details', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'PUT /accounts': (call) =>
        ok(
          companyAccount({
            name: 'Souk Sweets',
            company: { ...companyAccount().company, ...(call.body as object), updatedAt: '2026-11-22T10:00:00.000Z' },
          }),
        ),
    });
    const { user } = renderAccount('/account/company');
    const trn = await screen.findByRole('textbox', { name: /Tax registration number/ });
    await user.type(screen.getByRole('textbox', { name: 'Legal name' }), 'Souk Sweets Trading LLC');
    await user.type(trn, '1002345678');
    await user.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByText('The TRN has exactly 15 digits')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/accounts')).toHaveLength(0);

    await user.type(trn, '00003');
    await user.click(screen.getByRole('button', { name: 'Save company details' }));
    await waitFor(() => expect(api.callsTo('PUT', '/accounts')).toHaveLength(1));
    expect(api.callsTo('PUT', '/accounts')[0]?.body).toMatchObject({
      name: 'Souk Sweets',
      legalName: 'Souk Sweets Trading LLC',
      taxRegistrationNumber: '100234567800003',
    });
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
  });

  it('says why it cannot show the details when the role may not read them', async () => {
    mockApi({
      ...baseRoutes('viewer'),
      [`GET /accounts/${ACCOUNT_ID}`]: apiError(
        403,
        'permission_denied',
        'Your role does not allow this (settings:read).',
      ),
    });
    renderAccount('/account/company');
    expect(await screen.findByText('Your role does not allow this (settings:read).')).toBeInTheDocument();
  });
});

describe('/account/cut-off', () => {
  it('shows each cut-off with its default and whether it is customised; 4-hour only with the flag', async () => {
    mockApi({
      ...baseRoutes(),
      'GET /partner/preferences': ok(preferences({ nextDayCutOffTime: '22:00', customised: ['nextDayCutOffTime'] })),
    });
    renderAccount('/account/cut-off');
    const nextDay = await screen.findByRole('textbox', { name: 'Next day cut-off, Dubai and Abu Dhabi' });
    expect(nextDay).toHaveValue('22:00');
    expect(nextDay.closest('tr')).toHaveTextContent('23:50');
    expect(nextDay.closest('tr')).toHaveTextContent('Customised');
    expect(screen.getByRole('textbox', { name: 'Same day cut-off, Other emirates' }).closest('tr')).toHaveTextContent(
      'Default',
    );
    expect(screen.queryByRole('textbox', { name: '4-hour cut-off, Dubai' })).not.toBeInTheDocument();
  });

  it('shows the 4-hour cut-off when the flag is on', async () => {
    mockApi({ ...baseRoutes(), 'POST /featureflags/decide': ok({ Enabled: true }) });
    renderAccount('/account/cut-off');
    expect(await screen.findByRole('textbox', { name: '4-hour cut-off, Dubai' })).toHaveValue('17:00');
  });

  it('refuses a same-day cut-off past 19:59 and a time not in HH:mm, saves a valid one and resets it', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'PUT /partner/preferences/sameDayCutOffTime': ok(
        preferences({ sameDayCutOffTime: '12:30', customised: ['sameDayCutOffTime'] }),
      ),
      'DELETE /partner/preferences/sameDayCutOffTime': ok(preferences()),
    });
    const { user } = renderAccount('/account/cut-off');
    const sameDay = await screen.findByRole('textbox', { name: 'Same day cut-off, Dubai and Abu Dhabi' });
    const save = screen.getByRole('button', { name: 'Save Same day cut-off, Dubai and Abu Dhabi' });
    await user.clear(sameDay);
    await user.type(sameDay, '20:30');
    await user.click(save);
    expect(await screen.findByText('A same-day cut-off cannot be later than 19:59')).toBeInTheDocument();
    await user.clear(sameDay);
    await user.type(sameDay, '7pm');
    await user.click(save);
    expect(await screen.findByText('Use the 24-hour form HH:mm')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/partner/preferences/sameDayCutOffTime')).toHaveLength(0);

    await user.clear(sameDay);
    await user.type(sameDay, '12:30');
    await user.click(save);
    await waitFor(() =>
      expect(api.callsTo('PUT', '/partner/preferences/sameDayCutOffTime')[0]?.body).toEqual({ value: '12:30' }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Reset Same day cut-off, Dubai and Abu Dhabi to default' }),
    );
    await waitFor(() => expect(sameDay).toHaveValue('13:00'));
    expect(api.callsTo('DELETE', '/partner/preferences/sameDayCutOffTime')).toHaveLength(1);
  });
});

describe('/account/pricing', () => {
  it('shows the rate card in AED by service and zone', async () => {
    mockApi(baseRoutes());
    renderAccount('/account/pricing');
    const table = await screen.findByRole('table', { name: 'Base price per order' });
    const sameDay = within(table).getByRole('row', { name: /Same day/ });
    expect(sameDay).toHaveTextContent('AED 25.00');
    expect(sameDay).toHaveTextContent('AED 30.00');
    expect(within(table).getByRole('row', { name: /4-hour/ })).toHaveTextContent('Not offered');
    expect(screen.getByText('AED 2.00')).toBeInTheDocument();
  });

  it('prices an order with the quote call', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'POST /quiqdash/order-charge': ok({
        currency: 'AED',
        baseFils: 2500,
        weightFils: 200,
        codFeeFils: 500,
        totalFils: 3200,
        chargeableWeightKg: 6,
      }),
    });
    const { user } = renderAccount('/account/pricing');
    const weight = await screen.findByRole('textbox', { name: 'Total weight (kg)' });
    await user.clear(weight);
    await user.type(weight, '5.5');
    await user.click(screen.getByRole('switch', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('AED 32.00')).toBeInTheDocument();
    expect(api.callsTo('POST', '/quiqdash/order-charge')[0]?.body).toEqual({
      serviceKind: 'same_day',
      destinationEmirate: 'Dubai',
      items: [{ quantity: 1, weightKg: 5.5 }],
      isCashOnDelivery: true,
    });
  });
});

describe('/account/terms', () => {
  it('shows the Business terms with the acceptance date and links to the Personal ones', async () => {
    mockApi(baseRoutes());
    renderAccount('/account/terms');
    expect(await screen.findByRole('heading', { name: 'Business terms' })).toBeInTheDocument();
    expect(screen.getByText(/Accepted on 1 November 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fees schedule (Business)' })).toHaveAttribute(
      'href',
      '/legal/fees-schedule',
    );
    expect(screen.getByRole('link', { name: 'Fees schedule (Personal)' })).toHaveAttribute(
      'href',
      '/legal/individual-fees-schedule',
    );
  });

  it('shows the Personal terms to a personal account', async () => {
    mockApi({
      ...baseRoutes(),
      [`GET /accounts/${ACCOUNT_ID}`]: ok(companyAccount({ clientType: 'personal', signedTermsAt: null })),
    });
    renderAccount('/account/terms');
    expect(await screen.findByRole('heading', { name: 'Personal terms' })).toBeInTheDocument();
    expect(screen.getByText('No acceptance is recorded for this account.')).toBeInTheDocument();
  });
});

describe('/account/shipping-profile', () => {
  it('refuses a parcel without a weight, then saves the service and parcel as numbers', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'PUT /account/shipping-profile': (call) =>
        ok({ ...(call.body as object), updatedAt: '2026-11-22T10:00:00.000Z' }),
    });
    const { user } = renderAccount('/account/shipping-profile');
    await user.click(await screen.findByRole('radio', { name: 'Next day' }));
    await user.click(screen.getByRole('switch', { name: 'Start new orders with a default parcel' }));
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), 'Gift box');
    await user.click(screen.getByRole('button', { name: 'Save shipping profile' }));
    expect(await screen.findByText('Weight must be a number')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/account/shipping-profile')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Weight (kg)' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save shipping profile' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/account/shipping-profile')[0]?.body).toEqual({
        serviceKind: 'next_day',
        parcel: { name: 'Gift box', quantity: 1, weightKg: 1.5 },
      }),
    );
    expect(await screen.findByText('Shipping profile saved.')).toBeInTheDocument();
  });
});

describe('/settings', () => {
  it('links to the team and saves opening hours and contact', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'PUT /account/settings': (call) => ok({ ...(call.body as object), updatedAt: '2026-11-22T10:00:00.000Z' }),
    });
    const { user } = renderAccount('/settings');
    expect(await screen.findByRole('link', { name: 'Manage the team' })).toHaveAttribute('href', '/settings/team');
    await user.click(await screen.findByRole('checkbox', { name: 'Sunday' }));
    const closes = screen.getByRole('textbox', { name: 'Sunday closes at' });
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Closing time must be after opening time')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/account/settings')).toHaveLength(0);

    await user.clear(closes);
    await user.type(closes, '14:00');
    await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Mariam Saleh');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT', '/account/settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/account/settings')[0]?.body).toMatchObject({
      openingHours: { sunday: { isOpen: true, opensAt: '09:00', closesAt: '14:00' } },
      contact: { name: 'Mariam Saleh', phone: '', email: '' },
    });
  });

  it('is read-only for a role without settings:write', async () => {
    mockApi(baseRoutes('finance'));
    renderAccount('/settings');
    expect(await screen.findByText(/can read these settings but not change them/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Contact name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
