import { WOO_CONNECT_MESSAGES } from '@sameday/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok, type Route } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import PlatformSettingsPage from './platform-settings-page';
import { connection, platformSetups, settings } from './test-fixtures';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

const assign = window.location.assign;
afterEach(() => {
  window.dataLayer = [];
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
});

const STORE = 'shop.oudhouse.ae';
const woo = connection({ id: 'int_9', platform: 'woocommerce', shop: STORE, status: 'needs_reconnecting' });

function routes(more: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /integrations/connections': ok([]),
    'GET /integrations/platforms': ok(platformSetups()),
    'GET /integrations/connections/int_9/settings': ok(settings()),
    'GET /integrations/connections/int_9/sync-log': ok({ entries: [], nextCursor: null }),
    'GET /integrations/connections/int_9/import': ok({ run: null }),
    ...more,
  };
}

const renderPage = (url: string) =>
  renderScreen(
    [
      {
        path: '/integrations/woocommerce',
        element: <PlatformSettingsPage platform="woocommerce" access={{ canManage: true, isPending: false }} />,
      },
    ],
    url,
  );

describe('/integrations/woocommerce, back from the store', () => {
  it('says plainly that the store refused its keys, and tries again with the store filled in', async () => {
    const visited: string[] = [];
    Object.defineProperty(window, 'location', {
      value: { ...window.location, assign: (url: string) => visited.push(url) },
      configurable: true,
    });
    const api = mockApi(
      routes({
        'GET /integrations/connections': ok([woo]),
        'GET /integrations/woocommerce/outcome': ok({
          outcome: 'refused',
          message: WOO_CONNECT_MESSAGES.refused,
          store: STORE,
        }),
        'POST /integrations/woocommerce/connect': ok({
          authorizeUrl: `https://${STORE}/wc-auth/v1/authorize?app_name=Sameday`,
        }),
      }),
    );
    const { user } = renderPage('/integrations/woocommerce?success=1&user_id=state-123');
    const alert = await screen.findByRole('alert', { name: 'The store was not connected' });
    expect(alert).toHaveTextContent(WOO_CONNECT_MESSAGES.refused);
    expect(api.callsTo('GET', '/integrations/woocommerce/outcome')[0]?.search.get('user_id')).toBe('state-123');
    expect(await screen.findByText('Needs reconnecting')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect WooCommerce' });
    expect(within(dialog).getByRole('textbox', { name: /Store address/ })).toHaveValue(STORE);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to WooCommerce' }));
    await expect.poll(() => visited).toEqual([`https://${STORE}/wc-auth/v1/authorize?app_name=Sameday`]);
    expect(api.callsTo('POST', '/integrations/woocommerce/connect')[0]?.body).toEqual({
      storeUrl: `https://${STORE}`,
    });
  });

  it('says so when the merchant did not approve access in WooCommerce', async () => {
    mockApi(
      routes({
        'GET /integrations/woocommerce/outcome': ok({
          outcome: 'denied',
          message: WOO_CONNECT_MESSAGES.denied,
          store: STORE,
        }),
      }),
    );
    renderPage('/integrations/woocommerce?success=0&user_id=state-456');
    const alert = await screen.findByRole('alert', { name: 'The store was not connected' });
    expect(alert).toHaveTextContent(WOO_CONNECT_MESSAGES.denied);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no Try again when WooCommerce is not set up on this server', async () => {
    mockApi(
      routes({
        'GET /integrations/platforms': ok(platformSetups({ woocommerce: false })),
        'GET /integrations/woocommerce/outcome': ok({
          outcome: 'expired',
          message: WOO_CONNECT_MESSAGES.expired,
          store: null,
        }),
      }),
    );
    renderPage('/integrations/woocommerce?success=1&user_id=old-state');
    const alert = await screen.findByRole('alert', { name: 'The store was not connected' });
    expect(alert).toHaveTextContent(WOO_CONNECT_MESSAGES.expired);
    expect(await screen.findByText('Not set up on this server')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the store is connected when it is', async () => {
    mockApi(
      routes({
        'GET /integrations/connections': ok([{ ...woo, status: 'connected' }]),
        'GET /integrations/woocommerce/outcome': ok({
          outcome: 'connected',
          message: WOO_CONNECT_MESSAGES.connected,
          store: STORE,
        }),
      }),
    );
    renderPage('/integrations/woocommerce?success=1&user_id=state-789');
    expect(await screen.findByText(`${STORE} is connected`)).toBeInTheDocument();
    expect(screen.getByText(WOO_CONNECT_MESSAGES.connected)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
