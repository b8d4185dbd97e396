import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type * as webhooks from '../service';
import { registerDeliveryRoutes } from './deliveries';
import { registerEndpointRoutes } from './endpoints';
import { registerRotateSecretRoutes } from './rotate-secret';

/** Owners and admins: the same right as the shop integrations (docs/decisions/034). */

/** The account's outgoing webhook endpoints and their delivery logs (docs/decisions/034). */
export function registerWebhookRoutes(app: FastifyInstance, deps: webhooks.WebhookDeps & { authenticate: AuthGuard }) {
  registerEndpointRoutes(withSchemas(app), deps);
  registerRotateSecretRoutes(withSchemas(app), deps);
  registerDeliveryRoutes(app, deps);
}
