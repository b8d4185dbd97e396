import type { IntegrationPlatform } from '@sameday/contract';
import type { Config } from '../../../config';
import { createShopifyAdapter } from './shopify/adapter';
import type { ShopAdapter } from './types';

/** Each platform's adapter, built from the configuration (keys, the platform's base URL). */
const FACTORIES: Partial<Record<IntegrationPlatform, (config: Config) => ShopAdapter | null>> = {
  shopify: (config) => (config.shopify ? createShopifyAdapter(config.shopify) : null),
};

export type Adapters = {
  /** The adapter of `platform`, or null when that platform is not set up. */
  adapterFor(platform: IntegrationPlatform): ShopAdapter | null;
};

export function createAdapters(config: Config): Adapters {
  const built = new Map<IntegrationPlatform, ShopAdapter>();
  for (const [platform, factory] of Object.entries(FACTORIES) as [
    IntegrationPlatform,
    (c: Config) => ShopAdapter | null,
  ][]) {
    const adapter = factory(config);
    if (adapter) built.set(platform, adapter);
  }
  return { adapterFor: (platform) => built.get(platform) ?? null };
}
