import {
  ConnectBeginSchema,
  IdParamsSchema,
  ImportProgressSchema,
  ImportRecentInputSchema,
  INTEGRATION_PATHS,
  INTEGRATION_PLATFORMS,
  IntegrationConnectionSchema,
  IntegrationSettingsSchema,
  PendingShopQuerySchema,
  PendingShopSchema,
  PlatformSetupSchema,
  ShopifyConnectInputSchema,
  ShopifyRatesAnswerSchema,
  ShopifySignedQuerySchema,
  SyncEntryFixedInputSchema,
  SyncEntryParamsSchema,
  SyncLogEntrySchema,
  SyncLogPageSchema,
  SyncLogQuerySchema,
} from '@sameday/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AuthGuard, PUBLIC_ROUTE } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { withSchemas } from '../../platform/schemas';
import {
  beginShopifyConnect,
  completeShopifyConnect,
  confirmPendingShop,
  findPendingShop,
  installFromListing,
  type ShopifyDeps,
} from './platforms/shopify/connect';
import { registerWooCommerceRoutes } from './platforms/woocommerce/routes';
import * as integrations from './service';

const tags = ['integrations'];
const RawBodySchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
const WebhookParamsSchema = z.object({ platform: z.enum(INTEGRATION_PLATFORMS) });
/** A redirect: the browser goes on to the Location header. */
const RedirectSchema = z.null().meta({ description: 'Redirects (Location header)' });
const AcceptedSchema = z.object({ accepted: z.boolean() });
const RATES_LIMIT = {
  max: 600,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => {
    const shop = request.headers['x-shopify-shop-domain'];
    return typeof shop === 'string' && shop ? `shop:${shop.toLowerCase()}` : request.ip;
  },
};

/** The shop connections of the caller's account, the platforms' connect flows, and their webhooks. */
export function registerIntegrationRoutes(app: FastifyInstance, deps: ShopifyDeps & { authenticate: AuthGuard }): void {
  const { authenticate } = deps;
  registerWooCommerceRoutes(app, { ...deps, connectShop: (input) => integrations.connectShop(deps, input) });
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

  registerImportRoutes(app, deps);
  registerShopifyConnectRoutes(app, deps);
  registerWebhookRoutes(app, deps);
}

/** "Import recent orders": one run at a time per connection, its progress polled. */
function registerImportRoutes(app: FastifyInstance, deps: ShopifyDeps & { authenticate: AuthGuard }) {
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

function registerShopifyConnectRoutes(app: FastifyInstance, deps: ShopifyDeps & { authenticate: AuthGuard }) {
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

/** Webhooks are read as raw bytes: the signature covers them exactly as sent. */
function registerWebhookRoutes(app: FastifyInstance, deps: ShopifyDeps) {
  app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    withSchemas(raw).post(
      INTEGRATION_PATHS.webhooks(':platform'),
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags,
          summary: 'A shop platform’s webhook delivery (signed over the raw body)',
          params: WebhookParamsSchema,
          body: RawBodySchema,
          response: { 200: AcceptedSchema },
        },
      },
      async (request) => integrations.receiveWebhook(deps, request.params.platform, request.body, request.headers),
    );
    withSchemas(raw).post(
      INTEGRATION_PATHS.shopifyRates,
      {
        ...PUBLIC_ROUTE,
        // Per shop (Shopify calls from its own addresses for every shop): a checkout asks once per
        // address change; far more is someone replaying a signed request.
        config: { ...PUBLIC_ROUTE.config, rateLimit: RATES_LIMIT },
        schema: {
          tags,
          summary: 'Live rates for a Shopify checkout (carrier service, signed over the raw body)',
          body: RawBodySchema,
          response: { 200: ShopifyRatesAnswerSchema },
        },
      },
      async (request) => {
        const adapter = deps.adapters.adapterFor('shopify');
        if (!adapter?.verifyWebhook(request.body, request.headers, null))
          throw new AppError('unauthenticated', 'The request signature does not match.');
        let body: integrations.RateRequest = {};
        try {
          body = JSON.parse(request.body.toString('utf8')) as integrations.RateRequest;
        } catch {
          return { rates: [] };
        }
        return integrations.liveRates(deps, adapter.shopOf(request.headers), body);
      },
    );
  });
}
