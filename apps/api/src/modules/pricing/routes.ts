import { QuoteRequestSchema, quoteOrder, RatesRequestSchema, SERVICE_KINDS, serviceWindow } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { AppError, parseInput } from '../../platform/errors';
import { isFlagEnabled } from '../flags';
import { getPreferences } from '../preferences';
import { getPricingModel } from './service';

export function registerPricingRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  /** GET {platform}/accounts/{id}/pricing-model: the caller's own account only. */
  app.get('/accounts/:id/pricing-model', async (request) => {
    const caller = await authenticate(request);
    const { id } = parseInput(z.object({ id: z.string().min(1).max(64) }), request.params);
    if (id !== caller.accountId) throw new AppError('not_found', 'Account not found');
    return getPricingModel(db, caller.accountId);
  });

  /** POST {platform}/quiqdash/order-charge: the price of one order before it is placed. */
  app.post('/quiqdash/order-charge', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    const input = parseInput(QuoteRequestSchema, request.body);
    const quote = quoteOrder(await getPricingModel(db, caller.accountId), input);
    if (!quote) throw new AppError('failed_precondition', 'Your rate card has no price for this service and emirate.');
    return quote;
  });

  /** POST {platform}/shipments/rates: every service offered for the route, with its price and day. */
  app.post('/shipments/rates', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    const input = parseInput(RatesRequestSchema, request.body);
    const [model, preferences, isFourHourEnabled] = await Promise.all([
      getPricingModel(db, caller.accountId),
      getPreferences(db, caller.accountId),
      isFlagEnabled(db, caller, 'shipments_partner_4hr'),
    ]);
    const now = new Date();
    return SERVICE_KINDS.map((serviceKind) => {
      const window = serviceWindow({
        now,
        kind: serviceKind,
        destinationEmirate: input.destinationEmirate,
        pickupEmirate: input.pickupEmirate,
        cutOffs: preferences,
        isFourHourEnabled,
      });
      const quote = quoteOrder(model, { ...input, serviceKind });
      return { serviceKind, window, quote: quote ?? null, isAvailable: window.isOffered && Boolean(quote) };
    });
  });
}
