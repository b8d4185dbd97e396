import {
  INTEGRATION_PATHS,
  IntegrationConnectionSchema,
  PendingShopQuerySchema,
  PendingShopSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import { confirmPendingShop, findPendingShop, type ShopifyDeps } from '../shopify/connect';

const tags = ['integrations'];

/** A shop installed before its account was known: read and confirmed. */
export function registerPendingShopRoutes(app: FastifyInstance, deps: ShopifyDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;
  const api = withSchemas(app);

  api.get(
    INTEGRATION_PATHS.pendingShop,
    {
      schema: {
        tags,
        summary: 'The shop behind an entry link (shop + token), for the confirmation screen',
        querystring: PendingShopQuerySchema,
        response: { 200: PendingShopSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return findPendingShop(deps, caller.accountId, request.query.shop, request.query.token);
    },
  );

  api.post(
    INTEGRATION_PATHS.confirmPendingShop,
    {
      schema: {
        tags,
        summary: 'Connects the entry link’s shop to the signed-in account',
        body: PendingShopQuerySchema,
        response: { 200: IntegrationConnectionSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return confirmPendingShop(deps, caller.accountId, request.body.shop, request.body.token);
    },
  );
}
