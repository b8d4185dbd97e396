import { timingSafeEqual } from 'node:crypto';
import {
  ChangeStateBodySchema,
  dubaiClock,
  FindOrdersQuerySchema,
  GroupCountsQuerySchema,
  IdempotencyKeySchema,
  IdParamsSchema,
  LABEL_FORMATS,
  OrderInputSchema,
  OrderStatusSchema,
  ParcelsBodySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AuthGuard, PUBLIC_ROUTE, RESTRICTED_ALLOWED } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import { AppError, parseInput } from '../../platform/errors';
import { applyCarrierStatus, CarrierStatusBodySchema } from './carrier-webhook';
import { ordersToCsv } from './csv';
import { labelFilename, renderLabels } from './labels';
import { regionConfig } from './region';
import * as orders from './service';

/** 1,000 order ids of 12 characters and their commas, with room to spare (the app's router allows it). */
export const MAX_IDS_PARAM_LENGTH = 20_000;
const IdsSchema = z
  .string()
  .min(1)
  .max(MAX_IDS_PARAM_LENGTH)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .refine((ids) => ids.length >= 1 && ids.length <= 1000, 'Between 1 and 1,000 order ids');
const EXPORT_LIMIT = 100_000;

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; authenticate: AuthGuard },
): void {
  const { db, authenticate } = deps;

  app.get('/quiqdash/orders', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    return orders.listOrders(db, caller.accountId, parseInput(FindOrdersQuerySchema, request.query));
  });

  app.post('/quiqdash/orders', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:write' });
    const input = parseInput(OrderInputSchema, request.body);
    const header = request.headers['idempotency-key'];
    const key = header === undefined ? undefined : parseInput(IdempotencyKeySchema, header);
    return orders.createOrder(
      db,
      caller,
      input,
      key ? { key, requestHash: orders.requestHash(request.body) } : undefined,
    );
  });

  app.get('/quiqdash/order/:id', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    const { id } = parseInput(IdParamsSchema, request.params);
    return orders.getOrder(db, caller.accountId, id);
  });

  app.put('/quiqdash/order/:id', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:write' });
    const { id } = parseInput(IdParamsSchema, request.params);
    return orders.updateOrder(db, caller, id, parseInput(OrderInputSchema, request.body));
  });

  app.get('/quiqdash/orders/history/:id', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    const { id } = parseInput(IdParamsSchema, request.params);
    return orders.getHistory(db, caller.accountId, id);
  });

  app.get('/quiqdash/orders/group_counts', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    const { from, to } = parseInput(GroupCountsQuerySchema, request.query);
    return orders.groupCounts(db, caller.accountId, from, to);
  });

  /**
   * PUT /quiqdash/orders/state/{ids}/{state}: {a} is one order id or a
   * comma-separated list, {b} the state to move them to (docs/decisions/007).
   */
  app.put('/quiqdash/orders/state/:ids/:state', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:write' });
    const { ids, state } = parseInput(z.object({ ids: IdsSchema, state: OrderStatusSchema }), request.params);
    const { reason } = parseInput(ChangeStateBodySchema, request.body ?? {});
    const actor = await orders.actorOf(db, caller);
    return orders.changeStates(db, caller.accountId, ids, state, actor, reason);
  });

  app.get('/quiqdash/orders/download', async (request, reply) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    const query = parseInput(FindOrdersQuerySchema.extend({ ids: IdsSchema.optional() }), request.query);
    const selected = query.ids ? await orders.getOrders(db, caller.accountId, query.ids) : [];
    if (!query.ids) {
      let cursor: string | undefined;
      do {
        const page = await orders.listOrders(db, caller.accountId, { ...query, limit: 200, cursor });
        selected.push(...page.orders);
        cursor = page.nextCursor ?? undefined;
      } while (cursor && selected.length < EXPORT_LIMIT);
    }
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      // Named by the Dubai day, like the labels: from 00:00 to 04:00 in Dubai the UTC date is still yesterday's.
      .header('content-disposition', `attachment; filename="orders-${dubaiClock(new Date()).date}.csv"`);
    return ordersToCsv(selected);
  });

  app.post('/quiqdash/orders/parcels/:id', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:write' });
    const { id } = parseInput(IdParamsSchema, request.params);
    const { items } = parseInput(ParcelsBodySchema, request.body);
    return orders.addParcels(db, caller, id, items);
  });

  app.delete('/quiqdash/orders/:id/parcels/:parcelId', async (request) => {
    const caller = await authenticate(request, { permission: 'orders:write' });
    const { id, parcelId } = parseInput(IdParamsSchema.extend({ parcelId: z.string().min(1).max(40) }), request.params);
    return orders.removeParcel(db, caller, id, parcelId);
  });

  /** The order labels: one id or a comma-separated list; 4×6 inch or A4 with four a page. */
  app.get('/quiqdash/orders/labels/:ids', async (request, reply) => {
    const caller = await authenticate(request, { permission: 'orders:read' });
    const { ids } = parseInput(z.object({ ids: IdsSchema }), request.params);
    const { format } = parseInput(z.object({ format: z.enum(LABEL_FORMATS).default('4x6') }), request.query);
    const pdf = await renderLabels(await orders.getOrders(db, caller.accountId, ids), format);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${labelFilename(ids)}"`);
    return reply.send(pdf);
  });

  app.get('/quiqdash/region/:id', RESTRICTED_ALLOWED, async (request) => {
    await authenticate(request, { allowRestricted: true });
    const { id } = parseInput(IdParamsSchema, request.params);
    const region = regionConfig(id, deps.config.supportEmail);
    if (!region) throw new AppError('not_found', 'Region not found');
    return region;
  });

  /** The carrier status webhook: courier events, authenticated by the api-key header. */
  app.post('/webhooks/carrier/status', PUBLIC_ROUTE, async (request) => {
    const expected = deps.config.carrierWebhookKey;
    if (!expected) throw new AppError('unavailable', 'The carrier webhook is not configured.');
    const given = String(request.headers['api-key'] ?? '');
    // Digests are always 32 bytes: the comparison neither throws on a multibyte key nor
    // tells how long the real key is.
    if (!timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected))))
      throw new AppError('unauthenticated', 'A valid api-key header is required.');
    return applyCarrierStatus(db, parseInput(CarrierStatusBodySchema, request.body));
  });
}
