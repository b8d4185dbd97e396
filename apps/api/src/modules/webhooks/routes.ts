import {
  IdParamsSchema,
  OkAnswerSchema,
  WEBHOOK_PATHS,
  WebhookAttemptListQuerySchema,
  WebhookAttemptListSchema,
  WebhookDeliveryParamsSchema,
  WebhookEndpointInputSchema,
  WebhookEndpointListSchema,
  WebhookEndpointPatchSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WebhookQueuedSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as webhooks from './service';

const tags = ['webhooks'];
/** Owners and admins: the same right as the shop integrations (docs/decisions/034). */

/** The account's outgoing webhook endpoints and their delivery logs (docs/decisions/034). */
export function registerWebhookRoutes(app: FastifyInstance, deps: webhooks.WebhookDeps & { authenticate: AuthGuard }) {
  registerEndpointRoutes(app, deps);
  registerDeliveryRoutes(app, deps);
}

function registerEndpointRoutes(app: FastifyInstance, deps: webhooks.WebhookDeps & { authenticate: AuthGuard }) {
  const { authenticate } = deps;
  const api = withSchemas(app);
  api.get(
    WEBHOOK_PATHS.endpoints,
    { schema: { tags, summary: 'The account’s webhook endpoints', response: { 200: WebhookEndpointListSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return webhooks.listEndpoints(deps, caller.accountId);
    },
  );
  api.post(
    WEBHOOK_PATHS.endpoints,
    {
      schema: {
        tags,
        summary: 'Adds a webhook endpoint; answers its signing secret, shown this once',
        body: WebhookEndpointInputSchema,
        response: { 200: WebhookEndpointWithSecretSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return webhooks.createEndpoint(deps, caller.accountId, request.body);
    },
  );
  api.get(
    WEBHOOK_PATHS.endpoint(':id'),
    {
      schema: { tags, summary: 'A webhook endpoint', params: IdParamsSchema, response: { 200: WebhookEndpointSchema } },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return webhooks.getEndpoint(deps, caller.accountId, request.params.id);
    },
  );
  api.patch(
    WEBHOOK_PATHS.endpoint(':id'),
    {
      schema: {
        tags,
        summary: 'Changes an endpoint’s address, description or events, or turns it on or off',
        params: IdParamsSchema,
        body: WebhookEndpointPatchSchema,
        response: { 200: WebhookEndpointSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return webhooks.updateEndpoint(deps, caller.accountId, request.params.id, request.body);
    },
  );
  api.delete(
    WEBHOOK_PATHS.endpoint(':id'),
    {
      schema: {
        tags,
        summary: 'Deletes an endpoint with its delivery log',
        params: IdParamsSchema,
        response: { 200: OkAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      await webhooks.deleteEndpoint(deps, caller.accountId, request.params.id);
      return { status: 'OK' as const };
    },
  );
  api.post(
    WEBHOOK_PATHS.rotateSecret(':id'),
    {
      schema: {
        tags,
        summary: 'Replaces the endpoint’s signing secret; answers the new one, shown this once',
        params: IdParamsSchema,
        response: { 200: WebhookEndpointWithSecretSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return webhooks.rotateSecret(deps, caller.accountId, request.params.id);
    },
  );
}

function registerDeliveryRoutes(app: FastifyInstance, deps: webhooks.WebhookDeps & { authenticate: AuthGuard }) {
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
