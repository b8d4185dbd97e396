import {
  type ConnectBegin,
  type IntegrationPlatform,
  INTEGRATION_PATHS as PATHS,
  WOOCOMMERCE_PATHS,
  ZID_PATHS,
} from '@sameday/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** POST …/{platform}/connect: the shop's address → the page of the shop where the merchant approves the connection. */
export function startConnect(platform: IntegrationPlatform, shop: string): Promise<ConnectBegin> {
  if (platform === 'woocommerce')
    return apiRequest<ConnectBegin>('platform', WOOCOMMERCE_PATHS.connect, {
      method: 'POST',
      body: { storeUrl: shop },
    });
  if (platform === 'zid') return apiRequest<ConnectBegin>('platform', ZID_PATHS.connect, { method: 'POST', body: {} });
  if (platform === 'salla')
    return apiRequest<ConnectBegin>('platform', PATHS.sallaConnect, { method: 'POST', body: {} });
  return apiRequest<ConnectBegin>('platform', PATHS.shopifyConnect, { method: 'POST', body: { shop } });
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
