import {
  FindOrdersQuerySchema,
  FindOrdersResponseSchema,
  IdParamsSchema,
  ORDER_PATHS,
  OrderInputSchema,
  OrderSchema,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../platform/actor';
import type { AuthGuard } from '../../../platform/auth';
import { IDEMPOTENT_JSON_ROUTE, IdempotencyHeadersSchema, idempotentJsonRequest } from '../../../platform/idempotency';
import type { SchemaApp } from '../../../platform/schemas';
import * as orders from '../service';

const tags = ['orders'];

/** GET /quiqdash/orders's answer as JSON bytes, kept until it changes (decision 084). */
export type PageAnswer = (accountId: string, query: orders.FindOrdersQuery) => Promise<Buffer>;

/** The account's orders: the list, placing one, reading and editing one. */
export function registerOrderRecordRoutes(
  api: SchemaApp,
  { db, authenticate, pageAnswer }: { db: Db; authenticate: AuthGuard; pageAnswer: PageAnswer },
): void {
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
      // response schema's check, which stays declared for the API reference (docs/decisions/047);
      // the same page again while nothing it shows has changed (docs/decisions/084).
      const answer = await pageAnswer(caller.accountId, request.query);
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
      return orders.createOrder(db, actorOf(caller), request.body, idempotentJsonRequest(request));
    },
  );

  api.get(
    ORDER_PATHS.order(':id'),
    { schema: { tags, summary: 'One order', params: IdParamsSchema, response: { 200: OrderSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return orders.getOrderDetails(db, caller.accountId, request.params.id);
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
      return orders.updateOrder(db, actorOf(caller), request.params.id, request.body);
    },
  );
}
