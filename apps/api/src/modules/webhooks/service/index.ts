export { deliverBatch } from './deliver';
export {
  DELIVERY_BATCH,
  DELIVERY_QUEUE,
  type DeliveryJob,
  MAX_SCHEDULED_ATTEMPTS,
  RETRY_DELAYS_MS,
  type WebhookDeps,
} from './deps';
export {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listAttempts,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from './endpoints';
export { onCreated, onIssued, onMoved } from './events';
