import {
  DISPATCHER_PATHS,
  EvaluateAnswerSchema,
  EvaluateBodySchema,
  IdParamsSchema,
  OrderDecisionAnswerSchema,
  ResolveCarrierAnswerSchema,
  ResolveCarrierBodySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../platform/actor';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import * as dispatcher from '../service';

const tags = ['dispatcher'];
type Deps = { db: Db; authenticate: AuthGuard };

export function registerDecisionRoutes(app: FastifyInstance, { db, authenticate }: Deps) {
  const api = withSchemas(app);
  api.post(
    DISPATCHER_PATHS.evaluate,
    {
      schema: {
        tags,
        summary: 'The decision for an order or its facts, with the full trace; stores nothing',
        body: EvaluateBodySchema,
        response: { 200: EvaluateAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return dispatcher.evaluate(db, dispatcher.whoOf(actorOf(caller)), request.body);
    },
  );
  api.post(
    DISPATCHER_PATHS.resolveCarrier,
    {
      schema: {
        tags,
        summary: 'Decide the carrier of orders and store each decision on its order',
        body: ResolveCarrierBodySchema,
        response: { 200: ResolveCarrierAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:write' });
      return dispatcher.resolveCarrier(db, dispatcher.whoOf(actorOf(caller)), request.body);
    },
  );
  api.get(
    DISPATCHER_PATHS.orderDecision(':id'),
    {
      schema: {
        tags,
        summary: 'The carrier decision stored on an order, with its trace',
        params: IdParamsSchema,
        response: { 200: OrderDecisionAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return dispatcher.orderDecision(db, dispatcher.whoOf(actorOf(caller)), request.params.id);
    },
  );
}
