import {
  FULFILMENT_PATHS,
  FulfilmentOrderInputSchema,
  FulfilmentOrderListQuerySchema,
  FulfilmentOrderListSchema,
  FulfilmentOrderSchema,
  IdParamsSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import type { Deps } from '../route-deps';
import * as fulfilment from '../service';

const tags = ['fulfilment'];

/** Fulfilment orders: listed, created and read. */
export function registerOrderRoutes(app: FastifyInstance, { db, authenticate }: Deps): void {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.orders,
    {
      schema: {
        tags,
        summary: 'The account’s fulfilment orders, newest first, with counts by state',
        querystring: FulfilmentOrderListQuerySchema,
        response: { 200: FulfilmentOrderListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return fulfilment.listFulfilmentOrders(db, caller.accountId, request.query);
    },
  );
  api.post(
    FULFILMENT_PATHS.orders,
    {
      schema: {
        tags,
        summary: 'Create a fulfilment order; its stock is reserved at once, or it waits for stock',
        body: FulfilmentOrderInputSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.createFulfilmentOrder(db, caller.accountId, actor, request.body, { source: 'dashboard' });
    },
  );
  api.get(
    FULFILMENT_PATHS.order(':id'),
    {
      schema: {
        tags,
        summary: 'One fulfilment order',
        params: IdParamsSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return fulfilment.getFulfilmentOrder(db, caller.accountId, request.params.id);
    },
  );
}
