import type { IntegrationConnection } from '@sameday/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, ok, type Route } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import IntegrationsPage from './integrations-page';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

afterEach(() => {
  window.dataLayer = [];
});

const connection = (overrides: Partial<IntegrationConnection> = {}): IntegrationConnection => ({
  id: 'int_1',
  platform: 'shopify',
  shop: 'oud-house.myshopify.com',
  status: 'connected',
  connectedAt: '2026-11-02T09:30:00.000Z',
  lastOrderAt: null,
  importedToday: 0,
  failedToday: 0,
  ...overrides,
});

function routes(more: Record<string, Route> = {}): Record<string, Route> {
  return { 'GET /integrations/connections': ok([]), ...more };
}

const renderPage = (url = '/integrations', canManage = true) =>
  renderScreen(
    [{ path: '/integrations', element: <IntegrationsPage access={{ canManage, isPending: false }} /> }],
    url,
  );

describe('/integrations', () => {
  it('lists the connected shops with their platform, date and status', async () => {
    mockApi(
      routes({
        'GET /integrations/connections': ok([
          connection(),
          connection({ id: 'int_2', platform: 'woocommerce', shop: 'shop.oudhouse.ae', status: 'disconnected' }),
        ]),
      }),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Connected shops' });
    const [shopify, woo] = within(list).getAllByRole('listitem');
    expect(shopify).toHaveTextContent('oud-house.myshopify.com');
    expect(shopify).toHaveTextContent('Shopify · connected 02/11/2026');
    expect(shopify).toHaveTextContent('Active');
    expect(woo).toHaveTextContent('WooCommerce');
    expect(woo).toHaveTextContent('Disconnected');
    expect(screen.getByRole('link', { name: 'Shopify settings' })).toHaveAttribute('href', '/integrations/shopify');
    expect(window.dataLayer).toContainEqual({ event: 'userStore', topic: 'integrations', outcome: 'success' });
  });

  it('says so when no shop is connected', async () => {
    mockApi(routes());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No shop connected yet' })).toBeInTheDocument();
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
    expect(screen.queryByRole('link', { name: 'Shopify settings' })).not.toBeInTheDocument();
  });

  it('says plainly that a shop arriving from its connector is not connected yet, and keeps no token', async () => {
    const api = mockApi(routes());
    renderPage('/integrations?shop=oud-house.myshopify.com&token=shpat_secret');
    expect(await screen.findByText('Connecting oud-house.myshopify.com')).toBeInTheDocument();
    expect(screen.getByText(/is not connected yet/)).toBeInTheDocument();
    expect(api.calls.some((call) => JSON.stringify(call.body ?? '').includes('shpat_secret'))).toBe(false);
    expect(window.localStorage.getItem('QU') ?? '').not.toContain('shpat_secret');
  });
});
