import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../../platform/auth';
import { registerSallaRoutes } from '../salla/routes';
import * as integrations from '../service';
import type { ShopifyDeps } from '../shopify/connect';
import { registerWooCommerceRoutes } from '../woocommerce/routes';
import { registerZidRoutes } from '../zid/routes';
import { registerConnectionRoutes } from './connections';
import { registerImportRoutes } from './imports';
import { registerPendingShopRoutes } from './pending-shop';
import { registerSettingsRoutes } from './settings';
import { registerShopifyConnectRoutes } from './shopify-connect';
import { registerSyncLogRoutes } from './sync-log';
import { registerWebhookRoutes } from './webhooks';

/** The shop connections of the caller's account, the platforms' connect flows, and their webhooks. */
export function registerIntegrationRoutes(app: FastifyInstance, deps: ShopifyDeps & { authenticate: AuthGuard }): void {
  registerWooCommerceRoutes(app, { ...deps, connectShop: (input) => integrations.connectShop(deps, input) });
  registerConnectionRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerSyncLogRoutes(app, deps);
  registerImportRoutes(app, deps);
  registerShopifyConnectRoutes(app, deps);
  registerPendingShopRoutes(app, deps);
  registerWebhookRoutes(app, deps);
  registerSallaRoutes(app, deps);
  registerZidRoutes(app, deps);
}
