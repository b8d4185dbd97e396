import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, ok, type Route, TEST_CONFIG } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import IntegrationsPage from './integrations-page';
import { connection, platformSetups } from './test-fixtures';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

afterEach(() => {
  window.dataLayer = [];
});

function routes(more: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /integrations/connections': ok([]),
    'GET /integrations/platforms': ok(platformSetups()),
    ...more,
  };
}

const renderPage = (url = '/integrations', canManage = true, config = TEST_CONFIG) =>
  renderScreen(
    [{ path: '/integrations', element: <IntegrationsPage access={{ canManage, isPending: false }} /> }],
    url,
    { config },
  );

describe('/integrations', () => {
  it('lists each connected shop with its status, last order and today’s counts', async () => {
    mockApi(
      routes({
        'GET /integrations/connections': ok([
          connection(),
          connection({
            id: 'int_2',
            platform: 'woocommerce',
            shop: 'https://shop.oudhouse.ae',
            status: 'needs_reconnecting',
            lastOrderAt: null,
            importedToday: 0,
            failedToday: 0,
          }),
          connection({ id: 'int_3', shop: 'old-shop.myshopify.com', status: 'disconnected' }),
        ]),
      }),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Connected shops' });
    const [shopify, woo, old] = within(list).getAllByRole('listitem');
    expect(shopify).toHaveTextContent('oud-house.myshopify.com');
    expect(shopify).toHaveTextContent('Connected');
    expect(shopify).toHaveTextContent('Last order received: 24/11/2026');
    expect(shopify).toHaveTextContent('Imported today: 12');
    expect(shopify).toHaveTextContent('Failed today: 1');
    expect(
      within(shopify as HTMLElement).getByRole('link', { name: 'Settings of oud-house.myshopify.com' }),
    ).toHaveAttribute('href', '/integrations/shopify?connection=int_1');
    expect(woo).toHaveTextContent('Needs reconnecting');
    expect(woo).toHaveTextContent('Last order received: none yet');
    expect(within(woo as HTMLElement).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    expect(old).toHaveTextContent('Disconnected');
    expect(window.dataLayer).toContainEqual({ event: 'userStore', topic: 'integrations', outcome: 'success' });
  });

  it('names a Salla or Zid store by its own name, right to left, with its number beside', async () => {
    mockApi(
      routes({
        'GET /integrations/connections': ok([
          connection({ id: 'int_s', platform: 'salla', shop: '1305146711', shopName: 'متجر العود الملكي' }),
        ]),
      }),
    );
    renderPage();
    const store = await screen.findByRole('listitem', { name: 'متجر العود الملكي' });
    expect(within(store).getByText('متجر العود الملكي')).toHaveAttribute('dir', 'auto');
    expect(store).toHaveTextContent('Store number 1305146711');
    expect(within(store).getByRole('link', { name: 'Settings of متجر العود الملكي' })).toBeInTheDocument();
  });

  it('names a Zid store of an entry link by its own name', async () => {
    mockApi(
      routes({
        'GET /integrations/pending': ok({
          platform: 'zid',
          shop: '507530',
          shopName: 'متجر الورد',
          accountId: 'acc_1',
          accountName: 'Oud House Trading',
        }),
      }),
    );
    renderPage('/integrations?shop=507530&token=tok_9');
    expect(
      await screen.findByRole('heading', { name: 'Connect متجر الورد to Oud House Trading?' }),
    ).toBeInTheDocument();
  });

  it('offers one card per platform with Connect on a brand-new account', async () => {
    mockApi(routes());
    renderPage();
    expect(await screen.findByText('No shop connected yet')).toBeInTheDocument();
    for (const name of ['Shopify', 'WooCommerce']) {
      const card = screen.getByRole('article', { name });
      expect(within(card).getByRole('button', { name: `Connect ${name}` })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `${name} settings` })).toBeInTheDocument();
    }
  });

  it('says plainly when a platform is not set up on this server, and offers no Connect for it', async () => {
    mockApi(
      routes({
        'GET /integrations/connections': ok([
          connection({ id: 'int_2', shop: 'old-shop.myshopify.com', status: 'needs_reconnecting' }),
        ]),
        'GET /integrations/platforms': ok(platformSetups({ shopify: false })),
      }),
    );
    renderPage();
    const shopify = await screen.findByRole('article', { name: 'Shopify' });
    expect(await within(shopify).findByText('Not set up on this server')).toBeInTheDocument();
    expect(shopify).toHaveTextContent('Connecting Shopify shops is not set up on this server yet.');
    expect(within(shopify).queryByRole('button', { name: 'Connect Shopify' })).not.toBeInTheDocument();
    // Its shops' settings stay reachable; a shop cannot be reconnected here.
    expect(within(shopify).getByRole('link', { name: 'Shopify settings' })).toBeInTheDocument();
    const shop = screen.getByRole('listitem', { name: 'old-shop.myshopify.com' });
    expect(within(shop).queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
    const woo = screen.getByRole('article', { name: 'WooCommerce' });
    expect(within(woo).getByRole('button', { name: 'Connect WooCommerce' })).toBeEnabled();
    expect(within(woo).queryByText('Not set up on this server')).not.toBeInTheDocument();
  });

  it('shows the connector listing and plugin links of /env.json when they are set', async () => {
    mockApi(routes());
    renderPage('/integrations', true, {
      ...TEST_CONFIG,
      links: {
        ...TEST_CONFIG.links,
        shopConnector: 'https://apps.shopify.com/sameday',
        contentSiteConnector: 'https://wordpress.org/plugins/sameday',
      },
    });
    expect(await screen.findByRole('link', { name: 'Sameday in the Shopify App Store' })).toHaveAttribute(
      'href',
      'https://apps.shopify.com/sameday',
    );
    expect(screen.getByRole('link', { name: 'Sameday plugin for WordPress' })).toHaveAttribute(
      'href',
      'https://wordpress.org/plugins/sameday',
    );
  });

  it('connects a Shopify shop: checks the address, then leaves for Shopify', async () => {
    const assign = window.location.assign;
    const visited: string[] = [];
    Object.defineProperty(window, 'location', {
      value: { ...window.location, assign: (url: string) => visited.push(url) },
      configurable: true,
    });
    const api = mockApi(
      routes({
        'POST /integrations/shopify/connect': ok({
          authorizeUrl: 'https://oud-house.myshopify.com/admin/oauth/authorize?client_id=k',
        }),
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Connect Shopify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Shopify' });
    await user.type(within(dialog).getByRole('textbox', { name: /Shop address/ }), 'oud house');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Shopify' }));
    expect(within(dialog).getByText('Enter an address ending in .myshopify.com')).toBeInTheDocument();
    expect(api.callsTo('POST', '/integrations/shopify/connect')).toHaveLength(0);
    const input = within(dialog).getByRole('textbox', { name: /Shop address/ });
    await user.clear(input);
    await user.type(input, 'oud-house');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Shopify' }));
    await expect.poll(() => visited).toEqual(['https://oud-house.myshopify.com/admin/oauth/authorize?client_id=k']);
    expect(api.callsTo('POST', '/integrations/shopify/connect')[0]?.body).toEqual({ shop: 'oud-house.myshopify.com' });
    expect(window.dataLayer).toContainEqual({
      event: 'integrations',
      category: 'integrations',
      action: 'connect started',
      platform: 'shopify',
    });
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
  });

  it('shows the failure and loads again on request', async () => {
    let attempts = 0;
    mockApi(
      routes({
        'GET /integrations/connections': () =>
          ++attempts === 1
            ? apiError(503, 'unavailable', 'The service is busy, try again shortly.')
            : ok([connection()]),
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('The service is busy, try again shortly.')).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'userStore', topic: 'integrations', outcome: 'failed' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('oud-house.myshopify.com')).toBeInTheDocument();
  });

  it('tells a role without integrations:manage to ask an owner, and asks for no connections', async () => {
    const api = mockApi(routes());
    renderPage('/integrations', false);
    expect(await screen.findByText(/Your role does not manage integrations/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/integrations/connections')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Connect Shopify' })).not.toBeInTheDocument();
  });

  it('names the shop and the account of an entry link, and connects only when confirmed', async () => {
    const api = mockApi(
      routes({
        'GET /integrations/pending': ok({
          platform: 'shopify',
          shop: 'oud-house.myshopify.com',
          shopName: null,
          accountId: 'acc_1',
          accountName: 'Oud House Trading',
        }),
        'POST /integrations/pending/confirm': ok(connection()),
      }),
    );
    const { user } = renderPage('/integrations?shop=oud-house.myshopify.com&token=tok_123');
    expect(
      await screen.findByRole('heading', { name: 'Connect oud-house.myshopify.com to Oud House Trading?' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/integrations/pending/confirm')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Connect shop' }));
    await expect
      .poll(() => api.callsTo('POST', '/integrations/pending/confirm')[0]?.body)
      .toEqual({
        shop: 'oud-house.myshopify.com',
        token: 'tok_123',
      });
    await expect.poll(() => screen.queryByRole('button', { name: 'Connect shop' })).toBeNull();
    expect(window.localStorage.getItem('QU') ?? '').not.toContain('tok_123');
  });

  it('says why an entry link cannot be used', async () => {
    mockApi(routes({ 'GET /integrations/pending': apiError(404, 'not_found', 'This link has expired.') }));
    renderPage('/integrations?shop=oud-house.myshopify.com&token=old');
    expect(await screen.findByText('oud-house.myshopify.com cannot be connected from this link')).toBeInTheDocument();
    expect(screen.getByText(/This link has expired\./)).toBeInTheDocument();
  });
});
