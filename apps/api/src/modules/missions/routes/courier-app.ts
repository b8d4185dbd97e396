import {
  CourierActionsAnswerSchema,
  CourierActionsBodySchema,
  CourierTodaySchema,
  MISSION_PATHS,
} from '@sameday/contract';
import { courierActor } from '../../../platform/actor';
import { COURIER_ROUTE } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import type { MissionsRouteDeps } from '../service';
import { applyCourierActions } from '../service/courier-actions';
import { courierToday } from '../service/courier-today';

const tags = ['courier'];

/** The courier app's day in one read, and its actions applied in order, each exactly once (decision 059). */
export function registerCourierAppRoutes(api: SchemaApp, deps: MissionsRouteDeps): void {
  const { db, authenticate } = deps;
  const now = deps.now ?? (() => new Date());
  api.get(
    MISSION_PATHS.courierToday,
    {
      ...COURIER_ROUTE,
      schema: {
        tags,
        summary: "The courier's day: today's shift and missions with their parcels (the courier)",
        response: { 200: CourierTodaySchema },
      },
    },
    async (request) => courierToday(db, courierActor(await authenticate(request)), now()),
  );
  api.post(
    MISSION_PATHS.courierActions,
    {
      ...COURIER_ROUTE,
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: 'Actions made on the phone, applied in order, each exactly once by its id (the courier)',
        body: CourierActionsBodySchema,
        response: { 200: CourierActionsAnswerSchema },
      },
    },
    async (request) => applyCourierActions(db, courierActor(await authenticate(request)), request.body.actions, now),
  );
}
