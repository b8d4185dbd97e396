import { type OrderMoved, onOrderMoved } from '../orders';
import type { IntegrationDeps } from './service';
import { applyDelivery, enqueueTracking, QUEUES, runImport, sendTracking } from './service';

export { createAdapters } from './platforms';
export { registerIntegrationRoutes } from './routes';

/** The job's attempts before an import run is reported failed (enqueueJob's default). */
const IMPORT_MAX_ATTEMPTS = 8;

/** The integrations' durable jobs: applying webhook deliveries, importing recent orders, sending tracking back to the shops. */
export function registerIntegrationJobs(deps: IntegrationDeps): void {
  deps.jobs.handle(QUEUES.delivery, async (payload) => {
    const { deliveryId } = payload as { deliveryId: string };
    await applyDelivery(deps, deliveryId);
  });
  deps.jobs.handle(QUEUES.importRecent, async (payload, job) => {
    const { runId } = payload as { runId: string };
    await runImport(deps, runId, job.attempt >= IMPORT_MAX_ATTEMPTS, job.keepAlive);
  });
  deps.jobs.handle(QUEUES.tracking, async (payload) => sendTracking(deps, payload as OrderMoved));
  onOrderMoved(deps.db, enqueueTracking);
}
