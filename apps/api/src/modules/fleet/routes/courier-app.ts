import { CourierDeviceBodySchema, CourierQueueBodySchema, FLEET_PATHS } from '@sameday/contract';
import { z } from 'zod';
import { courierActor } from '../../../platform/actor';
import { COURIER_ROUTE } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import type { FleetRouteDeps } from '../service';
import * as fleet from '../service';

const tags = ['courier'];
const CourierFieldsSchema = z.object({
  courier: z.literal(true),
  inQueue: z.boolean(),
  pushId: z.string().nullable(),
  gcmToken: z.string().nullable(),
  waypointConstraintWindowMinutes: z.number(),
});

/** The courier app: its push registration and the courier's queue switch. Couriers only. */
export function registerCourierAppRoutes(api: SchemaApp, { db, authenticate }: FleetRouteDeps): void {
  api.put(
    FLEET_PATHS.courierDevice,
    {
      ...COURIER_ROUTE,
      schema: {
        tags,
        summary: "The courier app's push registration (the courier)",
        body: CourierDeviceBodySchema,
        response: { 200: CourierFieldsSchema },
      },
    },
    async (request) => fleet.setDevice(db, courierActor(await authenticate(request)), request.body),
  );
  api.put(
    FLEET_PATHS.courierQueue,
    {
      ...COURIER_ROUTE,
      schema: {
        tags,
        summary: 'Join or leave the queue of couriers waiting for work (the courier, on shift)',
        body: CourierQueueBodySchema,
        response: { 200: CourierFieldsSchema },
      },
    },
    async (request) => fleet.setQueue(db, courierActor(await authenticate(request)), request.body),
  );
}
