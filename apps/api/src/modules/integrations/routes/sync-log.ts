import {
  IdParamsSchema,
  INTEGRATION_PATHS,
  SyncEntryFixedInputSchema,
  SyncEntryParamsSchema,
  SyncLogEntrySchema,
  SyncLogPageSchema,
  SyncLogQuerySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import * as integrations from '../service';
import type { ShopifyDeps } from '../shopify/connect';

const tags = ['integrations'];

/** A connection's sync log, and an entry marked fixed. */
export function registerSyncLogRoutes(app: FastifyInstance, deps: ShopifyDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;
  const api = withSchemas(app);

  api.get(
    INTEGRATION_PATHS.syncLog(':id'),
    {
      schema: {
        tags,
        summary: 'The connection’s sync log, newest first, a page at a time',
        params: IdParamsSchema,
        querystring: SyncLogQuerySchema,
        response: { 200: SyncLogPageSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return integrations.getSyncLog(deps, caller.accountId, request.params.id, request.query);
    },
  );

  api.post(
    INTEGRATION_PATHS.syncEntryFixed(':id', ':entryId'),
    {
      schema: {
        tags,
        summary: 'Links a failed shop order to the order placed from it with “Fix and import”',
        params: SyncEntryParamsSchema,
        body: SyncEntryFixedInputSchema,
        response: { 200: SyncLogEntrySchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      const { id, entryId } = request.params;
      return integrations.markEntryFixed(deps, caller.accountId, id, entryId, request.body.orderId);
    },
  );
}
