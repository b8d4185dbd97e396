import {
  GroupCountsQuerySchema,
  GroupCountsSchema,
  IdParamsSchema,
  ORDER_PATHS,
  OrderEventSchema,
} from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as orders from '../service';

const tags = ['orders'];

/** What happened to an order, and how many orders sit in each status and tab. */
export function registerOrderHistoryRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
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
}
