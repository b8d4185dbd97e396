import {
  MISSION_PATHS,
  MissionSchema,
  OrderMoveAnswerSchema,
  OrderMoveBodySchema,
  STAFF_ACCESS,
} from '@sameday/contract';
import { z } from 'zod';
import { courierActor, staffActor } from '../../../platform/actor';
import { COURIER_ROUTE, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import type { MissionsRouteDeps } from '../service';
import * as missions from '../service';

const tags = ['dispatch'];

/** Moves of orders recorded by operations or by the mission's courier; the courier's missions. */
export function registerMoveRoutes(api: SchemaApp, deps: MissionsRouteDeps): void {
  const { db, authenticate } = deps;
  api.post(
    MISSION_PATHS.moves,
    {
      ...staffRoute(STAFF_ACCESS.dispatch),
      schema: {
        tags,
        summary: 'Record a move of orders or of a whole stop (operations)',
        body: OrderMoveBodySchema,
        response: { 200: OrderMoveAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: STAFF_ACCESS.dispatch });
      return missions.recordMoves(db, staffActor(caller), request.body, deps.now);
    },
  );
  api.post(
    MISSION_PATHS.courierMoves,
    {
      ...COURIER_ROUTE,
      schema: {
        tags: ['courier'],
        summary: 'Record a move of your own orders (the courier)',
        body: OrderMoveBodySchema,
        response: { 200: OrderMoveAnswerSchema },
      },
    },
    async (request) => missions.recordMoves(db, courierActor(await authenticate(request)), request.body, deps.now),
  );
  api.get(
    MISSION_PATHS.courierMissions,
    {
      ...COURIER_ROUTE,
      schema: {
        tags: ['courier'],
        summary: "Today's missions of the signed-in courier",
        response: { 200: z.object({ items: z.array(MissionSchema) }) },
      },
    },
    async (request) => ({ items: await missions.courierMissions(db, courierActor(await authenticate(request))) }),
  );
}
