import { describe, expect, it } from 'vitest';
import { apiError, baseRoutes, mockApi, ok, screen } from '../../test/account-kit';
import { renderScreen } from '../../test/render-screen';
import SettingsPage from './settings-page';

const renderSettings = () => renderScreen([{ path: '/settings', element: <SettingsPage /> }], '/settings');

describe('support access on /settings', () => {
  it('lists when support viewed the account, newest first, in Dubai time', async () => {
    mockApi({
      ...baseRoutes(),
      'GET /account/support-access': ok({
        items: [
          {
            id: 'ses_2',
            viewedAt: '2026-11-24T06:30:00.000Z',
            expiresAt: '2026-11-24T06:40:00.000Z',
            viewerName: 'Sameday support · Sara',
          },
          {
            id: 'ses_1',
            viewedAt: '2026-11-20T12:05:00.000Z',
            expiresAt: '2026-11-20T12:15:00.000Z',
            viewerName: 'Sameday support · Omar',
          },
        ],
      }),
    });
    renderSettings();
    const list = await screen.findByRole('list', { name: 'Support views of your account' });
    const items = list.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('24/11/2026 @10:30 · Sameday support · Sara, read-only until 24/11/2026 @10:40');
    expect(items[1]).toHaveTextContent('20/11/2026 @16:05');
    expect(screen.getByRole('heading', { name: 'Support access' })).toBeInTheDocument();
  });

  it('says so when support never viewed the account', async () => {
    mockApi({ ...baseRoutes(), 'GET /account/support-access': ok({ items: [] }) });
    renderSettings();
    expect(await screen.findByText('Sameday support has not viewed your account.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'GET /account/support-access': apiError(500, 'internal', 'Something went wrong. Please contact support.'),
    });
    const { user } = renderSettings();
    expect(await screen.findByText('Could not load support access')).toBeInTheDocument();
    api.set({ 'GET /account/support-access': ok({ items: [] }) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sameday support has not viewed your account.')).toBeInTheDocument();
  });
});
