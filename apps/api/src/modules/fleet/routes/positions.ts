import { createHash } from 'node:crypto';
import {
  CourierOnMapListSchema,
  CourierPositionsAnswerSchema,
  CourierPositionsBodySchema,
  FLEET_PATHS,
  STAFF_ACCESS,
} from '@sameday/contract';
import type { FastifyRequest } from 'fastify';
import { courierActor } from '../../../platform/actor';
import { COURIER_ROUTE, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import type { FleetRouteDeps } from '../service';
import * as fleet from '../service';

/** Counted per bearer token (a courier's phone) and address: couriers behind one mobile network share addresses. */
const perToken = (request: FastifyRequest) =>
  `positions ${request.ip} ${createHash('sha256')
    .update(request.headers.authorization ?? '')
    .digest('base64url')
    .slice(0, 16)}`;

/** The courier app's positions (on shift only), and the board's map of couriers (operations). */
export function registerPositionRoutes(
  api: SchemaApp,
  { db, authenticate, config, now = () => new Date() }: FleetRouteDeps,
): void {
  api.post(
    FLEET_PATHS.courierPositions,
    {
      config: { ...COURIER_ROUTE.config, rateLimit: { ...config.rateLimits.courierPositions, keyGenerator: perToken } },
      schema: {
        tags: ['courier'],
        summary: "A batch of the courier app's positions (the courier, on shift)",
        body: CourierPositionsBodySchema,
        response: { 200: CourierPositionsAnswerSchema },
      },
    },
    async (request) => fleet.recordPositions(db, courierActor(await authenticate(request)), request.body, now()),
  );
  api.get(
    FLEET_PATHS.positions,
    {
      ...staffRoute(STAFF_ACCESS.dispatch),
      schema: {
        tags: ['dispatch'],
        summary: "Each courier on shift now at their latest position of the shift (operations, the board's map)",
        response: { 200: CourierOnMapListSchema },
      },
    },
    async (request) => {
      await authenticate(request, { staff: STAFF_ACCESS.dispatch });
      return fleet.couriersOnMap(db, now());
    },
  );
}
