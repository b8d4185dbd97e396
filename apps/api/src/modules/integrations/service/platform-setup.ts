import {
  INTEGRATION_PLATFORMS,
  type IntegrationPlatform,
  PLATFORM_NOT_SET_UP_MESSAGES,
  type PlatformSetup,
} from '@sameday/contract';
import type { ShopPlatforms } from '../adapters/shop-platform';
import type { WooCommerceAdapter } from '../adapters/woocommerce/adapter';

/**
 * WooCommerce posts the new keys only to an https callback_url, so a store can be connected when
 * our public address is https, or when configuration names plain-http store hosts (the stand-in).
 */
export function wooCommerceIsSetUp(publicUrl: string, httpHosts: readonly string[]): boolean {
  return publicUrl.startsWith('https://') || httpHosts.length > 0;
}

/** Whether this server can connect each platform's shops (Shopify: the app's keys are configured). */
export function isPlatformSetUp(deps: { adapters: ShopPlatforms; publicUrl: string }, platform: IntegrationPlatform) {
  const adapter = deps.adapters.adapterFor(platform);
  if (!adapter) return false;
  if (platform === 'woocommerce')
    return wooCommerceIsSetUp(deps.publicUrl, (adapter as WooCommerceAdapter).httpHosts ?? []);
  return true;
}

export function platformSetups(deps: { adapters: ShopPlatforms; publicUrl: string }): PlatformSetup[] {
  return INTEGRATION_PLATFORMS.map((platform) => {
    const isSetUp = isPlatformSetUp(deps, platform);
    return { platform, isSetUp, message: isSetUp ? null : PLATFORM_NOT_SET_UP_MESSAGES[platform] };
  });
}
