import { addDays, dubaiClock, PICKUP_MESSAGES } from '@sameday/contract';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, apiError, baseRoutes, location, mockApi, ok, screen } from '../../test/account-kit';
import type { ApiCall } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import PickupAddressesPage from './pickup-addresses-page';

// The pickups on the pickup addresses screen (decision 072): the windows offered only, the
// requests, and today's manifests with their sign-off.
const today = dubaiClock(new Date()).date;
const tomorrow = addDays(today, 1);
const WINDOWS = {
  windows: [
    { date: today, from: '14:00', to: '16:00' },
    { date: tomorrow, from: '08:00', to: '10:00' },
    { date: tomorrow, from: '10:00', to: '12:00' },
  ],
};
const routes = (extra: Record<string, unknown> = {}) => ({
  ...baseRoutes(),
  [`GET /partner/accounts/${ACCOUNT_ID}/addresses`]: ok([location()]),
  'GET /quiqdash/pickups/windows': ok(WINDOWS),
  'GET /quiqdash/pickups/requests': ok({ requests: [] }),
  'GET /quiqdash/pickups/manifests': ok({
    date: today,
    manifests: [
      {
        locationId: 'loc_quoz',
        locationName: 'Al Quoz Warehouse',
        date: today,
        orders: 3,
        parcels: 4,
        codFils: 75_000,
        signedOff: { courierFirstName: 'Rashid', signerName: 'Huda Al Marri', signedAt: `${today}T10:42:00.000Z` },
      },
    ],
  }),
  ...extra,
});
const render = () =>
  renderScreen([{ path: '/account/pickup-addresses', element: <PickupAddressesPage /> }], '/account/pickup-addresses');

describe('pickups on the pickup addresses screen', () => {
  it('shows today’s manifest as signed, by whom and when, with its PDF', async () => {
    mockApi(routes() as never);
    render();
    const row = await screen.findByTestId('manifest-row');
    expect(row).toHaveTextContent('3 orders · 4 parcels · cash to collect AED 750.00');
    expect(row).toHaveTextContent('Signed off');
    expect(row).toHaveTextContent('Signed by Huda Al Marri with Rashid at 14:42');
    expect(within(row).getByRole('button', { name: 'Download the signed manifest' })).toBeInTheDocument();
  });

  it('offers only the server’s windows, sends the one chosen, and shows a refusal as the server words it', async () => {
    const api = mockApi(
      routes({
        'POST /quiqdash/pickups/requests': apiError(409, 'already_exists', PICKUP_MESSAGES.alreadyRequested),
      }) as never,
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Request a pickup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a pickup' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Window (Dubai time)' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Today, \u206614:00–16:00\u2069',
      'Tomorrow, \u206608:00–10:00\u2069',
      'Tomorrow, \u206610:00–12:00\u2069',
    ]);
    await user.click(screen.getByRole('option', { name: /Tomorrow, .10:00–12:00/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Request pickup' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        locationId: 'loc_quoz',
        date: tomorrow,
        from: '10:00',
        to: '12:00',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PICKUP_MESSAGES.alreadyRequested);
  });

  it('shows a past day’s manifests with who signed and when, and an empty day as nothing collected', async () => {
    const past = addDays(today, -3);
    const empty = addDays(today, -4);
    const api = mockApi(
      routes({
        'GET /quiqdash/pickups/manifests': (call: ApiCall) =>
          call.search.get('date') === past
            ? ok({
                date: past,
                manifests: [
                  {
                    locationId: 'loc_quoz',
                    locationName: 'مستودع القوز',
                    date: past,
                    orders: 2,
                    parcels: 5,
                    codFils: 0,
                    signedOff: { courierFirstName: 'Rashid', signerName: 'Omar', signedAt: `${past}T13:05:00.000Z` },
                  },
                ],
              })
            : ok({ date: call.search.get('date'), manifests: [] }),
      }) as never,
    );
    const { user } = render();
    const day = await screen.findByLabelText('Day');
    expect(day).toHaveAttribute('max', today);
    expect(day).toHaveAttribute('min', addDays(today, -90));
    await user.clear(day);
    await user.type(day, past);
    const row = await screen.findByTestId('manifest-row');
    expect(row).toHaveTextContent('مستودع القوز');
    expect(row).toHaveTextContent('2 orders · 5 parcels');
    expect(row).toHaveTextContent('Signed by Omar with Rashid at 17:05');
    expect(within(row).getByRole('button', { name: 'Download the signed manifest' })).toBeInTheDocument();
    expect(screen.getByText('Pickup manifests')).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, empty);
    expect(await screen.findByTestId('manifests-empty')).toHaveTextContent(
      'Nothing was collected from your pickup addresses on this day.',
    );
    const asked = api.calls
      .filter((call) => call.path === '/quiqdash/pickups/manifests')
      .map((call) => call.search.get('date'));
    expect(asked).toEqual(expect.arrayContaining([today, past, empty]));
  });

  it('does not ask for a later day and says why, in the API’s words', async () => {
    const api = mockApi(routes() as never);
    const { user } = render();
    const day = await screen.findByLabelText('Day');
    await screen.findByTestId('manifest-row');
    await user.clear(day);
    await user.type(day, addDays(today, 2));
    expect(await screen.findByText(PICKUP_MESSAGES.manifestDayAhead)).toBeInTheDocument();
    expect(screen.queryByTestId('manifest-row')).not.toBeInTheDocument();
    const asked = api.calls
      .filter((call) => call.path === '/quiqdash/pickups/manifests')
      .map((call) => call.search.get('date'));
    expect(asked).not.toContain(addDays(today, 2));
  });
});
