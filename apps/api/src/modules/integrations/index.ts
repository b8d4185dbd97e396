import type { IntegrationDeps } from './service';
import { applyDelivery, QUEUES } from './service';

export { createAdapters } from './platforms';
export { registerIntegrationRoutes } from './routes';

/** The integrations' durable jobs: applying webhook deliveries. */
export function registerIntegrationJobs(deps: IntegrationDeps): void {
  deps.jobs.handle(QUEUES.delivery, async (payload) => {
    const { deliveryId } = payload as { deliveryId: string };
    await applyDelivery(deps, deliveryId);
  });
}
