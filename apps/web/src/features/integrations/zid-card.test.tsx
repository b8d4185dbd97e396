import { PLATFORM_NOT_SET_UP_MESSAGES } from '@sameday/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type Route } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import IntegrationsPage from './integrations-page';
import PlatformSettingsPage from './platform-settings-page';
import { connection, platformSetups, settings } from './test-fixtures';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

const setups = (zidIsSetUp: boolean) => [
  ...platformSetups(),
  { platform: 'zid' as const, isSetUp: zidIsSetUp, message: zidIsSetUp ? null : PLATFORM_NOT_SET_UP_MESSAGES.zid },
];

const routes = (zidIsSetUp: boolean, more: Record<string, Route> = {}): Record<string, Route> => ({
  'GET /integrations/connections': ok([]),
  'GET /integrations/platforms': ok(setups(zidIsSetUp)),
  ...more,
});

const renderPage = () =>
  renderScreen(
    [{ path: '/integrations', element: <IntegrationsPage access={{ canManage: true, isPending: false }} /> }],
    '/integrations',
  );

describe('the Zid card', () => {
  it('connects without asking for an address and leaves for Zid’s approval page', async () => {
    const assign = window.location.assign;
    const visited: string[] = [];
    Object.defineProperty(window, 'location', {
      value: { ...window.location, assign: (url: string) => visited.push(url) },
      configurable: true,
    });
    const authorizeUrl = 'https://oauth.zid.sa/oauth/authorize?client_id=1292&response_type=code&state=s';
    const api = mockApi(routes(true, { 'POST /integrations/zid/connect': ok({ authorizeUrl }) }));
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Zid' });
    expect(card).toHaveTextContent('Arabic names and addresses intact');
    await user.click(within(card).getByRole('button', { name: 'Connect Zid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Zid' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('You pick the store when you sign in to Zid.');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Zid' }));
    await expect.poll(() => visited).toEqual([authorizeUrl]);
    expect(api.callsTo('POST', '/integrations/zid/connect')).toHaveLength(1);
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
  });

  it('says plainly when Zid is not set up on this server, and offers no Connect', async () => {
    mockApi(routes(false));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Zid' });
    expect(await within(card).findByText('Not set up on this server')).toBeInTheDocument();
    expect(card).toHaveTextContent('Connecting Zid stores is not set up on this server yet.');
    expect(within(card).queryByRole('button', { name: 'Connect Zid' })).not.toBeInTheDocument();
  });

  it('shows the connected store on the Zid settings page when Zid sends the merchant back', async () => {
    mockApi(
      routes(true, {
        'GET /integrations/connections': ok([connection({ id: 'int_7', platform: 'zid', shop: '507530' })]),
        'GET /integrations/connections/int_7/settings': ok(settings()),
        'GET /integrations/connections/int_7/sync-log': ok({ entries: [], nextCursor: null }),
        'GET /integrations/connections/int_7/import': ok({ run: null }),
      }),
    );
    renderScreen(
      [
        {
          path: '/integrations/zid',
          element: <PlatformSettingsPage platform="zid" access={{ canManage: true, isPending: false }} />,
        },
      ],
      '/integrations/zid?connected=507530',
    );
    expect(await screen.findByRole('heading', { name: 'Zid Settings' })).toBeInTheDocument();
    expect(await screen.findByText(/507530 is connected/)).toBeInTheDocument();
  });
});
