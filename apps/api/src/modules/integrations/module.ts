import type { ModuleDeclaration } from '../../platform/module';
import type { OrderMoved } from '../orders';
import type { ShopPlatforms } from './adapters/shop-platform';
import { registerIntegrationRoutes } from './routes';
import { applyDelivery, enqueueTracking, type IntegrationDeps, QUEUES, runImport, sendTracking } from './service';

declare module '../../platform/module' {
  interface DomainAdapters {
    /** The shop platforms (Shopify, WooCommerce). */
    shops: ShopPlatforms;
  }
}

/** The job's attempts before an import run is reported failed (enqueueJob's default). */
const IMPORT_MAX_ATTEMPTS = 8;

/**
 * Shop integrations: connecting shops, their webhooks applied through durable jobs, imports of
 * recent orders, and tracking sent back to the shop when an order moves.
 */
export const integrationsModule: ModuleDeclaration = {
  name: 'integrations',
  build: ({ db, jobs, config, sealer, adapters }) => {
    const deps: IntegrationDeps & { shopify: typeof config.shopify } = {
      db,
      jobs,
      publicUrl: config.publicUrl,
      trackingUrlOf: async (order) => (await db.hub.port('trackingLinkOf')?.(order)) ?? '',
      adapters: adapters.shops,
      sealer,
      shopify: config.shopify,
    };
    return {
      routes: {
        platform: (app, { authenticate }) => registerIntegrationRoutes(app, { ...deps, authenticate }),
      },
      jobs: (runner) => {
        runner.handle(QUEUES.delivery, async (payload) => {
          const { deliveryId } = payload as { deliveryId: string };
          await applyDelivery(deps, deliveryId);
        });
        runner.handle(QUEUES.importRecent, async (payload, job) => {
          const { runId } = payload as { runId: string };
          await runImport(deps, runId, job.attempt >= IMPORT_MAX_ATTEMPTS, job.keepAlive);
        });
        runner.handle(QUEUES.tracking, async (payload) => sendTracking(deps, payload as OrderMoved));
      },
      wiring: { reactions: { 'order.moved': enqueueTracking } },
    };
  },
};
