import {
  IdParamsSchema,
  WEBHOOK_PATHS,
  WebhookAttemptListQuerySchema,
  WebhookAttemptListSchema,
  WebhookDeliveryParamsSchema,
  WebhookQueuedSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import * as webhooks from '../service';

const tags = ['webhooks'];

export function registerDeliveryRoutes(app: FastifyInstance, deps: webhooks.WebhookDeps & { authenticate: AuthGuard }) {
  const { authenticate } = deps;
  const api = withSchemas(app);
  api.post(
    WEBHOOK_PATHS.test(':id'),
    {
      schema: {
        tags,
        summary: 'Sends a webhook.test event to the endpoint',
        params: IdParamsSchema,
        response: { 200: WebhookQueuedSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return webhooks.sendTestEvent(deps, caller.accountId, request.params.id);
    },
  );
  api.get(
    WEBHOOK_PATHS.attempts(':id'),
    {
      schema: {
        tags,
        summary: 'The endpoint’s delivery log, newest first, a page at a time',
        params: IdParamsSchema,
        querystring: WebhookAttemptListQuerySchema,
        response: { 200: WebhookAttemptListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return webhooks.listAttempts(deps, caller.accountId, request.params.id, request.query);
    },
  );
  api.post(
    WEBHOOK_PATHS.resend(':id', ':deliveryId'),
    {
      schema: {
        tags,
        summary: 'Sends a delivery’s event again, with the same webhook-id',
        params: WebhookDeliveryParamsSchema,
        response: { 200: WebhookQueuedSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return webhooks.resendDelivery(deps, caller.accountId, request.params.id, request.params.deliveryId);
    },
  );
}
