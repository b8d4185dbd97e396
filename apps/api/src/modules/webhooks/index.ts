export { webhooksModule } from './module';
export { registerWebhookRoutes } from './routes';
export type { WebhookDeps } from './service';
