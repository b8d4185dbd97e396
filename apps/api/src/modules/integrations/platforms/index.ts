import type { IntegrationPlatform } from '@sameday/contract';
import type { Config } from '../../../config';
import type { ShopAdapter } from './types';

/** Each platform's adapter, built from the configuration (keys, the platform's base URL). */
const FACTORIES: Partial<Record<IntegrationPlatform, (config: Config) => ShopAdapter>> = {};

export type Adapters = {
  /** The adapter of `platform`, or null when that platform is not set up. */
  adapterFor(platform: IntegrationPlatform): ShopAdapter | null;
};

export function createAdapters(config: Config): Adapters {
  const built = new Map<IntegrationPlatform, ShopAdapter>();
  for (const [platform, factory] of Object.entries(FACTORIES) as [IntegrationPlatform, (c: Config) => ShopAdapter][]) {
    built.set(platform, factory(config));
  }
  return { adapterFor: (platform) => built.get(platform) ?? null };
}
