import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes, mockApi, ok, preferences, screen } from '../../test/account-kit';
import { renderScreen } from '../../test/render-screen';
import CutOffPage from './cut-off-page';

const renderAccount = (url: string) => renderScreen([{ path: '/account/cut-off', element: <CutOffPage /> }], url);

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
