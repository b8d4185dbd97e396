import { type OrderMoved, onOrderMoved } from '../orders';
import type { IntegrationDeps } from './service';
import { applyDelivery, enqueueTracking, QUEUES, sendTracking } from './service';

export { createAdapters } from './platforms';
export { registerIntegrationRoutes } from './routes';

/** The integrations' durable jobs: applying webhook deliveries, sending tracking back to the shops. */
export function registerIntegrationJobs(deps: IntegrationDeps): void {
  deps.jobs.handle(QUEUES.delivery, async (payload) => {
    const { deliveryId } = payload as { deliveryId: string };
    await applyDelivery(deps, deliveryId);
  });
  deps.jobs.handle(QUEUES.tracking, async (payload) => sendTracking(deps, payload as OrderMoved));
  onOrderMoved(deps.db, (event) => enqueueTracking(deps, event));
}
