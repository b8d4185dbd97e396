import {
  CourierListSchema,
  CourierSchema,
  CreateCourierBodySchema,
  FLEET_PATHS,
  IdParamsSchema,
  STAFF_ACCESS,
  UpdateCourierBodySchema,
} from '@sameday/contract';
import { staffActor } from '../../../platform/actor';
import { staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import type { FleetRouteDeps } from '../service';
import * as fleet from '../service';

const tags = ['dispatch'];
const dispatch = { staff: STAFF_ACCESS.dispatch };

/** Operations: couriers added (invited by mail), listed, read and changed. */
export function registerCourierRoutes(api: SchemaApp, deps: FleetRouteDeps): void {
  const { db, authenticate } = deps;
  api.post(
    FLEET_PATHS.couriers,
    {
      ...staffRoute(STAFF_ACCESS.dispatch),
      schema: {
        tags,
        summary: 'Add a courier, invited by mail to choose a password (operations)',
        body: CreateCourierBodySchema,
        response: { 200: CourierSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, dispatch);
      return fleet.registerCourier(deps, staffActor(caller), request.body, request.headers['accept-language']);
    },
  );
  api.get(
    FLEET_PATHS.couriers,
    {
      ...staffRoute(STAFF_ACCESS.dispatch),
      schema: { tags, summary: 'Every courier (operations)', response: { 200: CourierListSchema } },
    },
    async (request) => {
      await authenticate(request, dispatch);
      return fleet.listCouriers(db);
    },
  );
  api.get(
    FLEET_PATHS.courier(':id'),
    {
      ...staffRoute(STAFF_ACCESS.dispatch),
      schema: { tags, summary: 'One courier (operations)', params: IdParamsSchema, response: { 200: CourierSchema } },
    },
    async (request) => {
      await authenticate(request, dispatch);
      return fleet.getCourier(db, request.params.id);
    },
  );
  api.patch(
    FLEET_PATHS.courier(':id'),
    {
      ...staffRoute(STAFF_ACCESS.dispatch),
      schema: {
        tags,
        summary: "Change a courier's vehicle, depot, settings or whether they work (operations)",
        params: IdParamsSchema,
        body: UpdateCourierBodySchema,
        response: { 200: CourierSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, dispatch);
      return fleet.updateCourier(db, staffActor(caller), request.params.id, request.body);
    },
  );
}
