import { describe, expect, it } from 'vitest';
import { type IntegrationConnection, toIntegrationData } from './connections';

const connection = (overrides: Partial<IntegrationConnection>): IntegrationConnection => ({
  id: 'int_1',
  platform: 'shopify',
  shop: 'demo.myshopify.com',
  shopName: null,
  status: 'connected',
  connectedAt: '2026-11-01T08:00:00.000Z',
  lastOrderAt: null,
  importedToday: 0,
  failedToday: 0,
  ...overrides,
});

describe('toIntegrationData', () => {
  it('answers no Shopify data without a connected Shopify connection', () => {
    expect(toIntegrationData([])).toEqual({ shopify: null });
    expect(
      toIntegrationData([
        connection({ status: 'disconnected' }),
        connection({ id: 'int_2', platform: 'woocommerce', shop: 'shop.example.ae' }),
      ]),
    ).toEqual({ shopify: null });
  });

  it('answers the connected Shopify connection', () => {
    const active = connection({ id: 'int_3' });
    expect(toIntegrationData([connection({ status: 'disconnected' }), active]).shopify).toEqual(active);
  });
});
