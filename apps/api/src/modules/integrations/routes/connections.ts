import { IdParamsSchema, INTEGRATION_PATHS, IntegrationConnectionSchema, PlatformSetupSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import * as integrations from '../service';
import type { ShopifyDeps } from '../shopify/connect';

const tags = ['integrations'];

/** The account's shop connections: listed, the platforms offered, and disconnected. */
export function registerConnectionRoutes(app: FastifyInstance, deps: ShopifyDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;
  const api = withSchemas(app);

  api.get(
    INTEGRATION_PATHS.connections,
    {
      schema: {
        tags,
        summary: 'The shops connected to the account, with status, last order and today’s counts',
        response: { 200: z.array(IntegrationConnectionSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return integrations.listConnections(deps.db, caller.accountId);
    },
  );

  api.get(
    INTEGRATION_PATHS.platforms,
    {
      schema: {
        tags,
        summary: 'Each shop platform and whether this server is set up to connect it',
        response: { 200: z.array(PlatformSetupSchema) },
      },
    },
    async (request) => {
      await authenticate(request, { permission: 'integrations:manage' });
      return integrations.platformSetups(deps);
    },
  );

  api.delete(
    INTEGRATION_PATHS.connection(':id'),
    {
      schema: {
        tags,
        summary: 'Disconnects a shop: its webhooks removed, credentials forgotten, orders kept',
        params: IdParamsSchema,
        response: { 200: IntegrationConnectionSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return integrations.disconnect(deps, caller.accountId, request.params.id);
    },
  );
}
