import { IdParamsSchema, ImportProgressSchema, ImportRecentInputSchema, INTEGRATION_PATHS } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import * as integrations from '../service';
import type { ShopifyDeps } from '../shopify/connect';

const tags = ['integrations'];

/** "Import recent orders": one run at a time per connection, its progress polled. */
export function registerImportRoutes(app: FastifyInstance, deps: ShopifyDeps & { authenticate: AuthGuard }) {
  const { authenticate } = deps;
  const api = withSchemas(app);

  api.post(
    INTEGRATION_PATHS.importRecent(':id'),
    {
      schema: {
        tags,
        summary: 'Imports the shop’s orders of the last 1–30 days (answers the running import when one runs)',
        params: IdParamsSchema,
        body: ImportRecentInputSchema,
        response: { 200: ImportProgressSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return integrations.startImport(deps, caller.accountId, request.params.id, request.body.days);
    },
  );

  api.get(
    INTEGRATION_PATHS.importRecent(':id'),
    {
      schema: {
        tags,
        summary: 'The progress of the connection’s latest import',
        params: IdParamsSchema,
        response: { 200: ImportProgressSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return integrations.getImportProgress(deps, caller.accountId, request.params.id);
    },
  );
}
