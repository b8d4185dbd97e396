import { timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ADMIN_PATHS,
  CarrierStatusBodySchema,
  ChangeStateBodySchema,
  ChangeStateParamsSchema,
  CustomerReturnBodySchema,
  ExportOrdersQuerySchema,
  FindOrdersQuerySchema,
  FindOrdersResponseSchema,
  GroupCountsQuerySchema,
  GroupCountsSchema,
  HeldOrderListQuerySchema,
  HeldOrderListSchema,
  IdParamsSchema,
  LabelsQuerySchema,
  ORDER_PATHS,
  OrderEventSchema,
  OrderIdsParamsSchema,
  OrderInputSchema,
  OrderSchema,
  ParcelParamsSchema,
  ParcelsBodySchema,
  ReattemptBodySchema,
  RegionConfigSchema,
  ReleaseHeldOrderSchema,
  ReturnToOriginBodySchema,
  STAFF_ACCESS,
  StateChangeResultSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AuthGuard, PUBLIC_ROUTE, RESTRICTED_ALLOWED, staffRoute } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { IDEMPOTENT_JSON_ROUTE, IdempotencyHeadersSchema, idempotentJsonRequest } from '../../platform/idempotency';
import { withSchemas } from '../../platform/schemas';
import * as orders from './service';

const tags = ['orders'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The bytes of a file answer: Fastify sends a Buffer as it is; the reference shows a download. */
const FileBytesSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
/** A file answer streamed as it is written. */
const FileStreamSchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary' });

/** The orders of the caller's account, and the courier's status webhook, by the spec's paths. */
export function registerOrderRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; authenticate: AuthGuard },
): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);

  api.get(
    ORDER_PATHS.orders,
    {
      schema: {
        tags,
        summary: 'A page of the account’s orders, newest first',
        querystring: FindOrdersQuerySchema,
        response: { 200: FindOrdersResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      // Every order written field by field as the contract names them (toOrder): sent without the
      // response schema's check, which stays declared for the API reference (docs/decisions/047).
      const answer = await orders.listOrdersAnswer(db, caller.accountId, request.query);
      return reply.type('application/json; charset=utf-8').send(answer as never);
    },
  );

  api.post(
    ORDER_PATHS.orders,
    {
      ...IDEMPOTENT_JSON_ROUTE,
      schema: {
        tags,
        summary: 'Place an order (a retry with the same key answers the first order)',
        headers: IdempotencyHeadersSchema,
        body: OrderInputSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return orders.createOrder(db, caller, request.body, idempotentJsonRequest(request));
    },
  );

  api.get(
    ORDER_PATHS.order(':id'),
    { schema: { tags, summary: 'One order', params: IdParamsSchema, response: { 200: OrderSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return orders.getOrder(db, caller.accountId, request.params.id);
    },
  );

  api.put(
    ORDER_PATHS.order(':id'),
    {
      schema: {
        tags,
        summary: 'Edit an order before collection',
        params: IdParamsSchema,
        body: OrderInputSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return orders.updateOrder(db, caller, request.params.id, request.body);
    },
  );

  api.get(
    ORDER_PATHS.history(':id'),
    {
      schema: {
        tags,
        summary: 'The order’s history, oldest first',
        params: IdParamsSchema,
        response: { 200: z.array(OrderEventSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return orders.getHistory(db, caller.accountId, request.params.id);
    },
  );

  api.get(
    ORDER_PATHS.groupCounts,
    {
      schema: {
        tags,
        summary: 'Orders by status and by tab',
        querystring: GroupCountsQuerySchema,
        response: { 200: GroupCountsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return orders.groupCounts(db, caller.accountId, request.query.from, request.query.to);
    },
  );

  /**
   * PUT /quiqdash/orders/state/{ids}/{state}: {ids} is one order id or a
   * comma-separated list, {state} the state to move them to (docs/decisions/007).
   */
  api.put(
    ORDER_PATHS.state(':ids', ':state'),
    {
      schema: {
        tags,
        summary: 'Move orders to another state, each answered on its own',
        params: ChangeStateParamsSchema,
        body: ChangeStateBodySchema,
        response: { 200: z.array(StateChangeResultSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      const { ids, state } = request.params;
      return orders.changeStatesAsCaller(db, caller, ids, state, request.body.reason);
    },
  );

  /** The merchant's choice for held orders (docs/decisions/020): each answered on its own, like the state call. */
  api.put(
    ORDER_PATHS.reattempt(':ids'),
    {
      schema: {
        tags,
        summary: 'Deliver held orders again on the chosen day, each answered on its own',
        params: OrderIdsParamsSchema,
        body: ReattemptBodySchema,
        response: { 200: z.array(StateChangeResultSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return orders.reattemptOrders(db, caller, request.params.ids, request.body.deliveryDate);
    },
  );

  api.put(
    ORDER_PATHS.returnToOrigin(':ids'),
    {
      schema: {
        tags,
        summary: 'Return held orders to the pickup address, each answered on its own',
        params: OrderIdsParamsSchema,
        body: ReturnToOriginBodySchema,
        response: { 200: z.array(StateChangeResultSchema) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return orders.returnHeldOrders(db, caller, request.params.ids, request.body.reason);
    },
  );

  /** A customer return of a delivered order (docs/decisions/040): a second call answers the open return. */
  api.post(
    ORDER_PATHS.customerReturn(':id'),
    {
      schema: {
        tags,
        summary: 'Create a return of a delivered order: picked up from the recipient, back to the pickup address',
        params: IdParamsSchema,
        body: CustomerReturnBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return orders.createReturnAsCaller(db, caller, request.params.id, request.body.reason);
    },
  );

  api.get(
    ORDER_PATHS.download,
    {
      schema: {
        tags,
        summary: 'The orders as CSV or as an Excel workbook (format=xlsx)',
        querystring: ExportOrdersQuerySchema,
        response: {
          200: {
            description: 'The orders, one a row: orders-{YYYY-MM-DD}.csv, or .xlsx with typed cells',
            content: {
              'text/csv': { schema: z.string() },
              [XLSX_TYPE]: { schema: FileStreamSchema },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      const file = await orders.exportOrders(db, caller.accountId, request.query);
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      if (file.format === 'xlsx') return reply.header('content-type', XLSX_TYPE).send(file.stream);
      reply.header('content-type', 'text/csv; charset=utf-8');
      return file.csv;
    },
  );

  api.post(
    ORDER_PATHS.parcels(':id'),
    {
      schema: {
        tags,
        summary: 'Add parcels before collection',
        params: IdParamsSchema,
        body: ParcelsBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return orders.addParcels(db, caller, request.params.id, request.body.items);
    },
  );

  api.delete(
    ORDER_PATHS.parcel(':id', ':parcelId'),
    {
      schema: {
        tags,
        summary: 'Remove a parcel before collection',
        params: ParcelParamsSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return orders.removeParcel(db, caller, request.params.id, request.params.parcelId);
    },
  );

  /** The order labels: one id or a comma-separated list; 4×6 inch or A4 with four a page. */
  api.get(
    ORDER_PATHS.labels(':ids'),
    {
      schema: {
        tags,
        summary: 'The orders’ labels as one PDF',
        params: OrderIdsParamsSchema,
        querystring: LabelsQuerySchema,
        response: {
          200: {
            description: 'order-{id}.pdf for one order, orders-{DD-MM-YYYY}.pdf for several',
            content: { 'application/pdf': { schema: FileBytesSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      const { ids } = request.params;
      const { pdf, filename } = await orders.printLabels(db, caller.accountId, ids, request.query.format);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`);
      return reply.send(pdf);
    },
  );

  api.get(
    ORDER_PATHS.region(':id'),
    {
      ...RESTRICTED_ALLOWED,
      schema: {
        tags,
        summary: 'The address form of a region: labels, placeholders, features',
        params: IdParamsSchema,
        response: { 200: RegionConfigSchema },
      },
    },
    async (request) => {
      await authenticate(request, { allowRestricted: true });
      return orders.regionConfig(request.params.id, deps.config.supportEmail);
    },
  );

  /** The carrier status webhook: courier events, authenticated by the api-key header. */
  api.post(
    ORDER_PATHS.carrierStatus,
    {
      ...PUBLIC_ROUTE,
      // The key is checked before the body is read: a caller without it learns nothing of the body's shape.
      onRequest: async (request) => {
        const expected = deps.config.carrierWebhookKey;
        if (!expected) throw new AppError('unavailable', 'The carrier webhook is not configured.');
        const given = String(request.headers['api-key'] ?? '');
        // Digests are always 32 bytes: the comparison neither throws on a multibyte key nor
        // tells how long the real key is.
        if (!timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected))))
          throw new AppError('unauthenticated', 'A valid api-key header is required.');
      },
      schema: {
        tags,
        summary: 'The carrier’s status webhook (api-key header, no session)',
        body: CarrierStatusBodySchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => orders.applyCarrierStatus(db, request.body),
  );
  registerReviewHoldRoutes(api, deps);
}

/** Operations' side of the dispatcher's review holds (decision 041): the list across accounts and the release. */
function registerReviewHoldRoutes(
  api: ReturnType<typeof withSchemas>,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
  const reviewHolds = { staff: STAFF_ACCESS.reviewHolds };
  api.get(
    ADMIN_PATHS.heldOrders,
    {
      ...staffRoute(STAFF_ACCESS.reviewHolds),
      schema: {
        tags,
        summary: 'Operations: orders held for review by the dispatcher’s rules, of every account or one, oldest first',
        querystring: HeldOrderListQuerySchema,
        response: { 200: HeldOrderListSchema },
      },
    },
    async (request) => {
      await authenticate(request, reviewHolds);
      return orders.listReviewHolds(db, request.query);
    },
  );
  api.post(
    ADMIN_PATHS.releaseHeldOrder(':id'),
    {
      ...staffRoute(STAFF_ACCESS.reviewHolds),
      schema: {
        tags,
        summary: 'Operations: release an order held for review (on hold → pending); recorded and audited',
        params: IdParamsSchema,
        body: ReleaseHeldOrderSchema,
        response: { 200: z.object({ id: z.string(), status: z.literal('pending') }) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, reviewHolds);
      return orders.releaseReviewHold(db, caller, request.params.id, request.body);
    },
  );
}
