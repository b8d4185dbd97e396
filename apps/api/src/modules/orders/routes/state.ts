import {
  ChangeStateBodySchema,
  ChangeStateParamsSchema,
  CustomerReturnBodySchema,
  IdParamsSchema,
  ORDER_PATHS,
  OrderIdsParamsSchema,
  OrderSchema,
  ReattemptBodySchema,
  ReturnToOriginBodySchema,
  StateChangeResultSchema,
} from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../platform/actor';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as orders from '../service';

const tags = ['orders'];

/** Moving orders: a state change, the merchant's choices for held orders and a customer return. */
export function registerOrderStateRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
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
      return orders.changeStatesBy(db, actorOf(caller), ids, state, request.body.reason);
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
      return orders.reattemptOrders(db, actorOf(caller), request.params.ids, request.body.deliveryDate);
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
      return orders.returnHeldOrders(db, actorOf(caller), request.params.ids, request.body.reason);
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
      return orders.createReturnBy(db, actorOf(caller), request.params.id, request.body.reason);
    },
  );
}
