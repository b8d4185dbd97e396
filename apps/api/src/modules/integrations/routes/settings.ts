import { IdParamsSchema, INTEGRATION_PATHS, IntegrationSettingsSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import * as integrations from '../service';
import type { ShopifyDeps } from '../shopify/connect';

const tags = ['integrations'];

/** A connection's settings: read and saved. */
export function registerSettingsRoutes(app: FastifyInstance, deps: ShopifyDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;
  const api = withSchemas(app);

  api.get(
    INTEGRATION_PATHS.settings(':id'),
    {
      schema: {
        tags,
        summary: 'The connection’s import rules',
        params: IdParamsSchema,
        response: { 200: IntegrationSettingsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return integrations.getSettings(deps, caller.accountId, request.params.id);
    },
  );

  api.put(
    INTEGRATION_PATHS.settings(':id'),
    {
      schema: {
        tags,
        summary: 'Saves the connection’s import rules',
        params: IdParamsSchema,
        body: IntegrationSettingsSchema,
        response: { 200: IntegrationSettingsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return integrations.putSettings(deps, caller.accountId, request.params.id, request.body);
    },
  );
}
