import { INTEGRATION_PATHS, INTEGRATION_PLATFORMS, ShopifyRatesAnswerSchema } from '@sameday/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { withSchemas } from '../../../platform/schemas';
import * as integrations from '../service';
import type { ShopifyDeps } from '../shopify/connect';

const tags = ['integrations'];
const RawBodySchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
const WebhookParamsSchema = z.object({ platform: z.enum(INTEGRATION_PLATFORMS) });

const AcceptedSchema = z.object({ accepted: z.boolean() });
const RATES_LIMIT = {
  max: 600,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => {
    const shop = request.headers['x-shopify-shop-domain'];
    return typeof shop === 'string' && shop ? `shop:${shop.toLowerCase()}` : request.ip;
  },
};

/** Webhooks are read as raw bytes: the signature covers them exactly as sent. */
export function registerWebhookRoutes(app: FastifyInstance, deps: ShopifyDeps) {
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
