import {
  ConnectBeginSchema,
  INTEGRATION_PATHS,
  ShopifyConnectInputSchema,
  ShopifySignedQuerySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AuthGuard, PUBLIC_ROUTE } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import { beginShopifyConnect, completeShopifyConnect, installFromListing, type ShopifyDeps } from '../shopify/connect';

const tags = ['integrations'];

/** A redirect: the browser goes on to the Location header. */
const RedirectSchema = z.null().meta({ description: 'Redirects (Location header)' });

/** Shopify's connect flow: begun from the dashboard or the app listing, and its callback. */
export function registerShopifyConnectRoutes(
  app: FastifyInstance,
  deps: ShopifyDeps & { authenticate: AuthGuard },
): void {
  const { authenticate } = deps;
  const api = withSchemas(app);

  api.post(
    INTEGRATION_PATHS.shopifyConnect,
    {
      schema: {
        tags,
        summary: 'Begins connecting a Shopify shop: the page where the merchant approves the app',
        body: ShopifyConnectInputSchema,
        response: { 200: ConnectBeginSchema },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      const { authorizeUrl, cookies } = await beginShopifyConnect(deps, caller.accountId, request.body.shop);
      // The signed state goes with the browser to Shopify and back to the callback.
      reply.header('set-cookie', cookies);
      return { authorizeUrl };
    },
  );

  api.get(
    INTEGRATION_PATHS.shopifyInstall,
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'Shopify’s app URL (signed query): starts the install',
        querystring: ShopifySignedQuerySchema,
        response: { 302: RedirectSchema },
      },
    },
    async (request, reply) => {
      const { authorizeUrl, cookies } = await installFromListing(deps, request.query);
      reply.header('set-cookie', cookies);
      return reply.redirect(authorizeUrl);
    },
  );

  api.get(
    INTEGRATION_PATHS.shopifyCallback,
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'Where Shopify returns the merchant (signed query, single-use state)',
        querystring: ShopifySignedQuerySchema,
        response: { 302: RedirectSchema },
      },
    },
    async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const { redirectTo } = await completeShopifyConnect(deps, {
        query: request.query,
        search,
        cookie: request.headers.cookie ?? '',
      });
      return reply.redirect(redirectTo);
    },
  );
}
