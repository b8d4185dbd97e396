import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes, mockApi, ok, screen } from '../../test/account-kit';
import { renderScreen } from '../../test/render-screen';
import TrackingSettingsPage from './tracking-settings-page';

const settings = {
  brandColour: '#0b5cad',
  logoUrl: '',
  notifyEvents: ['out_for_delivery', 'delivery_complete', 'delivery_failed', 'rescheduled'],
  returnWindowDays: 7,
};

describe('/settings/tracking', () => {
  it('refuses a colour that is not hex, then saves the brand and the chosen events', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'GET /tracking/settings': ok(settings),
      'PUT /tracking/settings': ok({ ...settings, brandColour: '#aa3300', notifyEvents: ['out_for_delivery'] }),
    });
    const { user } = renderScreen(
      [{ path: '/settings/tracking', element: <TrackingSettingsPage /> }],
      '/settings/tracking',
    );
    const colour = await screen.findByRole('textbox', { name: 'Brand colour' });
    await user.clear(colour);
    await user.type(colour, 'orange');
    await user.click(screen.getByRole('button', { name: 'Save tracking settings' }));
    expect(await screen.findByText('Use a colour like #0b5cad')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/tracking/settings')).toHaveLength(0);
    await user.clear(colour);
    await user.type(colour, '#aa3300');
    for (const name of ['Delivered', 'Failed attempt', 'Rescheduled'])
      await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Save tracking settings' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/tracking/settings')[0]?.body).toEqual({
        ...settings,
        brandColour: '#aa3300',
        notifyEvents: ['out_for_delivery'],
      }),
    );
  });
});
