import type { IntegrationPlatform } from '@sameday/contract';
import type { Config } from '../../../config';
import type { ShopPlatform, ShopPlatforms } from './shop-platform';
import { createShopifyAdapter } from './shopify/adapter';
import { createWooCommerceAdapter } from './woocommerce/adapter';

/** Each platform's adapter, built from the configuration (keys, the platform's base URL). */
const FACTORIES: Partial<Record<IntegrationPlatform, (config: Config) => ShopPlatform | null>> = {
  shopify: (config) => (config.shopify ? createShopifyAdapter(config.shopify) : null),
  woocommerce: createWooCommerceAdapter,
};

export function createShopPlatforms(config: Config): ShopPlatforms {
  const built = new Map<IntegrationPlatform, ShopPlatform>();
  for (const [platform, factory] of Object.entries(FACTORIES) as [
    IntegrationPlatform,
    (c: Config) => ShopPlatform | null,
  ][]) {
    const adapter = factory(config);
    if (adapter) built.set(platform, adapter);
  }
  return { adapterFor: (platform) => built.get(platform) ?? null };
}
