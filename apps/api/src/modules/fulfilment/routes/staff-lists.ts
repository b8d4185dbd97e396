import {
  FULFILMENT_PATHS,
  StaffFulfilmentOrderListQuerySchema,
  StaffFulfilmentOrderListSchema,
  StaffInboundListQuerySchema,
  StaffInboundListSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type { Deps } from '../route-deps';
import * as fulfilment from '../service';

const tags = ['fulfilment'];

/** Operations' work lists: what is to receive and to move, across accounts (the console's fulfilment screen). */
export function registerStaffListRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  api.get(
    FULFILMENT_PATHS.staffInbound,
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: inbound shipments of every account, or of one, newest first',
        querystring: StaffInboundListQuerySchema,
        response: { 200: StaffInboundListSchema },
      },
    },
    async (request) => {
      await authenticate(request, { staff: ['operations'] });
      const { accountId, ...query } = request.query;
      const list = await fulfilment.listInbound(db, accountId ?? null, query);
      return { ...list, accounts: await fulfilment.namesOfAccounts(db, list.shipments) };
    },
  );
  api.get(
    FULFILMENT_PATHS.staffOrders,
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: fulfilment orders of every account, or of one, newest first, with counts by state',
        querystring: StaffFulfilmentOrderListQuerySchema,
        response: { 200: StaffFulfilmentOrderListSchema },
      },
    },
    async (request) => {
      await authenticate(request, { staff: ['operations'] });
      const { accountId, ...query } = request.query;
      const list = await fulfilment.listFulfilmentOrders(db, accountId ?? null, query);
      return { ...list, accounts: await fulfilment.namesOfAccounts(db, list.orders) };
    },
  );
}
