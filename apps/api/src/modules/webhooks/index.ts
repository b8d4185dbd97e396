import { onFinanceIssued } from '../finance';
import { onOrderCreated, onOrderMoved } from '../orders';
import {
  DELIVERY_BATCH,
  DELIVERY_QUEUE,
  deliverBatch,
  onCreated,
  onIssued,
  onMoved,
  type WebhookDeps,
} from './service';

export { registerWebhookRoutes } from './routes';
export type { WebhookDeps } from './service';

/** The deliveries' job, and the events of orders and finance that become webhook messages in their own transactions. */
export function registerWebhookJobs(deps: WebhookDeps): void {
  deps.jobs.handleBatch(DELIVERY_QUEUE, (batch) => deliverBatch(deps, batch), DELIVERY_BATCH);
  onOrderCreated(deps.db, onCreated);
  onOrderMoved(deps.db, onMoved);
  onFinanceIssued(deps.db, onIssued);
}
