import {
  FULFILMENT_PATHS,
  FulfilmentOrderPatchSchema,
  FulfilmentOrderSchema,
  FulfilmentStateInputSchema,
  IdParamsSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor';
import { staffRoute } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type { Deps } from '../route-deps';
import * as fulfilment from '../service';

const tags = ['fulfilment'];

/** A fulfilment order changed, cancelled or moved on. */
export function registerOrderChangeRoutes(app: FastifyInstance, { db, authenticate }: Deps): void {
  const api = withSchemas(app);
  api.patch(
    FULFILMENT_PATHS.order(':id'),
    {
      schema: {
        tags,
        summary: 'Change lines and recipient until picking starts',
        params: IdParamsSchema,
        body: FulfilmentOrderPatchSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.patchFulfilmentOrder(db, caller.accountId, request.params.id, actor, request.body);
    },
  );
  api.post(
    FULFILMENT_PATHS.cancelOrder(':id'),
    {
      schema: {
        tags,
        summary: 'Cancel a fulfilment order; its stock is released',
        params: IdParamsSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.cancelFulfilmentOrder(db, caller.accountId, request.params.id, actor);
    },
  );
  api.post(
    FULFILMENT_PATHS.orderState(':id'),
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Operations: move an order to picking, packed or handed over (one delivery order at handover)',
        params: IdParamsSchema,
        body: FulfilmentStateInputSchema,
        response: { 200: FulfilmentOrderSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      const actor = await fulfilment.actorOf(db, caller);
      return fulfilment.moveFulfilmentOrder(db, actorOf(caller), actor, request.params.id, request.body.state);
    },
  );
}
