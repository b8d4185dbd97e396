import type { ModuleDeclaration } from '../../platform/module';
import { registerWebhookRoutes } from './routes';
import {
  DELIVERY_BATCH,
  DELIVERY_QUEUE,
  deliverBatch,
  onCreated,
  onIssued,
  onMoved,
  type WebhookDeps,
} from './service';

/**
 * Webhook endpoints of the merchants. Orders placed and moved and documents issued become
 * messages in their own transactions; the delivery job sends them.
 */
export const webhooksModule: ModuleDeclaration = {
  name: 'webhooks',
  build: ({ db, jobs, sealer, mailer, config }) => {
    const deps: WebhookDeps = { db, jobs, sealer, mailer, config };
    return {
      routes: { platform: (app, { authenticate }) => registerWebhookRoutes(app, { ...deps, authenticate }) },
      jobs: (runner) => runner.handleBatch(DELIVERY_QUEUE, (batch) => deliverBatch(deps, batch), DELIVERY_BATCH),
      wiring: {
        reactions: {
          'orders.created': async (tx, events) => {
            for (const event of events) await onCreated(db, tx, event);
          },
          'order.moved': (tx, event) => onMoved(db, tx, event),
          'finance.issued': onIssued,
        },
      },
    };
  },
};
