import { type ConnectBegin, type IntegrationPlatform, INTEGRATION_PATHS as PATHS } from '@sameday/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

const CONNECT_PATHS: Record<IntegrationPlatform, string> = {
  shopify: PATHS.shopifyConnect,
  // The WooCommerce connect route comes with its platform's flow.
  woocommerce: '/integrations/woocommerce/connect',
};

/** POST …/{platform}/connect: the shop's address → the page of the shop where the merchant approves the connection. */
export function startConnect(platform: IntegrationPlatform, shop: string): Promise<ConnectBegin> {
  return apiRequest<ConnectBegin>('platform', CONNECT_PATHS[platform], { method: 'POST', body: { shop } });
}

/** Starts a connection, then leaves for the shop (the shop sends the merchant back to the dashboard). */
export function useConnectShop(
  platform: IntegrationPlatform,
  leave: (url: string) => void = (url) => window.location.assign(url),
) {
  return useMutation({
    mutationFn: (shop: string) => startConnect(platform, shop),
    onSuccess: ({ authorizeUrl }) => leave(authorizeUrl),
  });
}
