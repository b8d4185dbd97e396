import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ID,
  apiError,
  baseRoutes,
  companyAccount,
  location,
  mockApi,
  ok,
  preferences,
  screen,
} from '../../test/account-kit';
import { renderScreen } from '../../test/render-screen';
import AccountHubPage from './account-hub-page';
import CompanyPage from './company-page';
import SettingsPage from './settings-page';
import ShippingProfilePage from './shipping-profile-page';
import TermsPage from './terms-page';

const renderAccount = (url: string) =>
  renderScreen(
    [
      { path: '/account', element: <AccountHubPage /> },
      { path: '/account/company', element: <CompanyPage /> },
      { path: '/account/terms', element: <TermsPage /> },
      { path: '/account/shipping-profile', element: <ShippingProfilePage /> },
      { path: '/settings', element: <SettingsPage /> },
    ],
    url,
  );

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
    await waitFor(() => expect(link(/Terms/)).toHaveTextContent('Business terms, accepted 01/11/2026'));
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

describe('/account/terms', () => {
  it('shows the Business terms with the acceptance date and links to the Personal ones', async () => {
    mockApi(baseRoutes());
    renderAccount('/account/terms');
    expect(await screen.findByRole('heading', { name: 'Business terms' })).toBeInTheDocument();
    expect(screen.getByText('Accepted on 01/11/2026 @10:30 (Dubai time)', { exact: false })).toBeInTheDocument();
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
    expect(await screen.findByRole('link', { name: 'Manage webhooks' })).toHaveAttribute('href', '/settings/webhooks');
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
    expect(screen.queryByRole('link', { name: 'Manage webhooks' })).not.toBeInTheDocument();
  });
});
