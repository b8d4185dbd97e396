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

const setups = (sallaIsSetUp: boolean) => [
  ...platformSetups(),
  {
    platform: 'salla' as const,
    isSetUp: sallaIsSetUp,
    message: sallaIsSetUp ? null : PLATFORM_NOT_SET_UP_MESSAGES.salla,
  },
];

function routes(sallaIsSetUp: boolean, more: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /integrations/connections': ok([]),
    'GET /integrations/platforms': ok(setups(sallaIsSetUp)),
    ...more,
  };
}

const renderPage = () =>
  renderScreen(
    [{ path: '/integrations', element: <IntegrationsPage access={{ canManage: true, isPending: false }} /> }],
    '/integrations',
  );

describe('the Salla card', () => {
  it('connects without asking for an address: Salla names the store after sign-in there', async () => {
    const assign = window.location.assign;
    const visited: string[] = [];
    Object.defineProperty(window, 'location', {
      value: { ...window.location, assign: (url: string) => visited.push(url) },
      configurable: true,
    });
    const authorizeUrl = 'https://accounts.salla.sa/oauth2/auth?client_id=c&response_type=code&state=s';
    const api = mockApi(routes(true, { 'POST /integrations/salla/connect': ok({ authorizeUrl }) }));
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Salla' });
    expect(card).toHaveTextContent('Arabic names and addresses');
    await user.click(within(card).getByRole('button', { name: 'Connect Salla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Salla' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('You pick the store when you sign in to Salla.');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Salla' }));
    await expect.poll(() => visited).toEqual([authorizeUrl]);
    expect(api.callsTo('POST', '/integrations/salla/connect')).toHaveLength(1);
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
  });

  it('says plainly when Salla is not set up on this server, and offers no Connect', async () => {
    mockApi(routes(false));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Salla' });
    expect(await within(card).findByText('Not set up on this server')).toBeInTheDocument();
    expect(card).toHaveTextContent('Connecting Salla stores is not set up on this server yet.');
    expect(within(card).queryByRole('button', { name: 'Connect Salla' })).not.toBeInTheDocument();
  });

  it('shows a connected store on the Salla settings page after Salla sends the merchant back', async () => {
    mockApi(
      routes(true, {
        'GET /integrations/connections': ok([connection({ id: 'int_9', platform: 'salla', shop: '1305146709' })]),
        'GET /integrations/connections/int_9/settings': ok(settings()),
        'GET /integrations/connections/int_9/sync-log': ok({ entries: [], nextCursor: null }),
        'GET /integrations/connections/int_9/import': ok({ run: null }),
      }),
    );
    renderScreen(
      [
        {
          path: '/integrations/salla',
          element: <PlatformSettingsPage platform="salla" access={{ canManage: true, isPending: false }} />,
        },
      ],
      '/integrations/salla?connected=1305146709',
    );
    expect(await screen.findByRole('heading', { name: 'Salla Settings' })).toBeInTheDocument();
    expect(await screen.findByText(/1305146709 is connected/)).toBeInTheDocument();
  });
});
