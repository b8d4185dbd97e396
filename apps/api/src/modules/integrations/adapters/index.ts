import type { IntegrationPlatform } from '@sameday/contract';
import type { Config } from '../../../config';
import { createOutboundGuard } from '../../../platform/outbound';
import { createSallaAdapter } from './salla/adapter';
import { sallaHttp } from './salla/http';
import type { ShopPlatform, ShopPlatforms } from './shop-platform';
import { createShopifyAdapter } from './shopify/adapter';
import { createWooCommerceAdapter } from './woocommerce/adapter';
import { createZidAdapter } from './zid/adapter';

/** Each platform's adapter, built from the configuration (keys, the platform's base URL). */
const FACTORIES: Partial<Record<IntegrationPlatform, (config: Config) => ShopPlatform | null>> = {
  shopify: (config) => (config.shopify ? createShopifyAdapter(config.shopify) : null),
  woocommerce: createWooCommerceAdapter,
  salla: (config) =>
    config.salla ? createSallaAdapter(config.salla, sallaHttp(createOutboundGuard(config.outbound))) : null,
  zid: createZidAdapter,
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
