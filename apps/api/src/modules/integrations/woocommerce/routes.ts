// WooCommerce's connect routes: begin (signed in), the store's key callback (public: only the
// single-use state ties it to an account), and the outcome the screen asks for on the merchant's return.
import {
  WOOCOMMERCE_PATHS,
  WooConnectBeginSchema,
  WooConnectInputSchema,
  WooKeysAnswerSchema,
  WooKeysSchema,
  WooOutcomeQuerySchema,
  WooOutcomeSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { type AuthGuard, PUBLIC_ROUTE } from '../../../platform/auth';
import { createOutboundGuard } from '../../../platform/outbound';
import { withSchemas } from '../../../platform/schemas';
import type { ShopPlatforms } from '../adapters/shop-platform';
import type { WooCommerceAdapter } from '../adapters/woocommerce/adapter';
import { beginConnect, type ConnectShop, connectOutcome, receiveKeys, type WooConnectDeps } from './connect';

const tags = ['integrations'];

/** Per IP: starting connections, and a store posting keys. */
const rateLimit = { max: 20, timeWindow: 10 * 60_000 };

export function registerWooCommerceRoutes(
  app: FastifyInstance,
  core: { db: Db; publicUrl: string; adapters: ShopPlatforms; authenticate: AuthGuard; connectShop: ConnectShop },
): void {
  const { authenticate } = core;
  const adapter = core.adapters.adapterFor('woocommerce') as WooCommerceAdapter | null;
  const deps: WooConnectDeps = {
    db: core.db,
    publicUrl: core.publicUrl,
    httpHosts: adapter?.httpHosts ?? [],
    outbound: adapter?.outbound ?? createOutboundGuard({ trustedHosts: [], ports: [] }),
    connectShop: core.connectShop,
  };

  withSchemas(app).post(
    WOOCOMMERCE_PATHS.connect,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Starts connecting a WooCommerce store: the store's page where the merchant approves Sameday's access",
        body: WooConnectInputSchema,
        response: { 200: WooConnectBeginSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return beginConnect(deps, caller.accountId, request.body.storeUrl);
    },
  );

  withSchemas(app).post(
    WOOCOMMERCE_PATHS.keys,
    {
      ...PUBLIC_ROUTE,
      config: { ...PUBLIC_ROUTE.config, rateLimit },
      schema: {
        tags,
        summary: 'The WooCommerce store posts the keys the merchant approved (user_id is the single-use state)',
        body: WooKeysSchema,
        response: { 200: WooKeysAnswerSchema },
      },
    },
    async (request) => {
      await receiveKeys(deps, request.body);
      return { received: true as const };
    },
  );

  withSchemas(app).get(
    WOOCOMMERCE_PATHS.outcome,
    {
      schema: {
        tags,
        summary: "How the caller's WooCommerce connection ended, from the store's return address query",
        querystring: WooOutcomeQuerySchema,
        response: { 200: WooOutcomeSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return connectOutcome(deps.db, caller.accountId, request.query);
    },
  );
}
