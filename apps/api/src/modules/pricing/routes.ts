import {
  ACCOUNT_MESSAGES,
  IdParamsSchema,
  PRICING_PATHS,
  PricingModelSchema,
  QuoteRequestSchema,
  QuoteSchema,
  RatesRequestSchema,
  ServiceRateSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../platform/actor';
import type { AuthGuard } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { withSchemas } from '../../platform/schemas';
import * as pricing from './service';

const tags = ['pricing'];

/** The rate card, the price of an order and the services offered for a route. */
export function registerPricingRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);

  /** GET {platform}/accounts/{id}/pricing-model: the caller's own account only. */
  api.get(
    PRICING_PATHS.pricingModel(':id'),
    {
      schema: {
        tags,
        summary: "The account's rate card",
        params: IdParamsSchema,
        response: { 200: PricingModelSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      if (request.params.id !== caller.accountId) throw new AppError('not_found', ACCOUNT_MESSAGES.notFound);
      return pricing.getPricingModel(db, caller.accountId);
    },
  );

  /** POST {platform}/quiqdash/order-charge: the price of one order before it is placed. */
  api.post(
    PRICING_PATHS.orderCharge,
    { schema: { tags, summary: 'The price of one order', body: QuoteRequestSchema, response: { 200: QuoteSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return pricing.quoteOrderCharge(db, caller.accountId, request.body);
    },
  );

  /** POST {platform}/shipments/rates: every service offered for the route, with its price and day. */
  api.post(
    PRICING_PATHS.rates,
    {
      schema: {
        tags,
        summary: 'The services offered for a route, with their day and price',
        body: RatesRequestSchema,
        response: { 200: z.array(ServiceRateSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return pricing.findRates(db, actorOf(caller), request.body);
    },
  );
}
