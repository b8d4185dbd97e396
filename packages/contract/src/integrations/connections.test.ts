import { describe, expect, it } from 'vitest';
import { type IntegrationConnection, toIntegrationData } from './connections';

const connection = (overrides: Partial<IntegrationConnection>): IntegrationConnection => ({
  id: 'int_1',
  platform: 'shopify',
  shop: 'demo.myshopify.com',
  status: 'active',
  connectedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

describe('toIntegrationData', () => {
  it('answers no Shopify data without an active Shopify connection', () => {
    expect(toIntegrationData([])).toEqual({ shopify: null });
    expect(
      toIntegrationData([
        connection({ status: 'disconnected' }),
        connection({ id: 'int_2', platform: 'woocommerce', shop: 'shop.example.ae' }),
      ]),
    ).toEqual({ shopify: null });
  });

  it('answers the active Shopify connection', () => {
    const active = connection({ id: 'int_3' });
    expect(toIntegrationData([connection({ status: 'disconnected' }), active]).shopify).toEqual(active);
  });
});
