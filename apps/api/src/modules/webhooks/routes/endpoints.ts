import {
  IdParamsSchema,
  OkAnswerSchema,
  WEBHOOK_PATHS,
  WebhookEndpointInputSchema,
  WebhookEndpointListSchema,
  WebhookEndpointPatchSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@sameday/contract';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as webhooks from '../service';

const tags = ['webhooks'];

/** The account's webhook endpoints: listed, created, read, changed, deleted. */
export function registerEndpointRoutes(api: SchemaApp, deps: webhooks.WebhookDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;

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
}
