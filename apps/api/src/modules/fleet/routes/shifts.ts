import {
  CreateShiftBodySchema,
  FLEET_PATHS,
  IdParamsSchema,
  ShiftListQuerySchema,
  ShiftListSchema,
  ShiftSchema,
  STAFF_ACCESS,
} from '@sameday/contract';
import { z } from 'zod';
import { staffActor } from '../../../platform/actor';
import { staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import type { FleetRouteDeps } from '../service';
import * as fleet from '../service';

const tags = ['dispatch'];
const dispatch = { staff: STAFF_ACCESS.dispatch };

/** Operations: couriers' shifts, added, listed by courier or by day, removed before they start. */
export function registerShiftRoutes(api: SchemaApp, { db, authenticate }: FleetRouteDeps): void {
  api.post(
    FLEET_PATHS.courierShifts(':id'),
    {
      ...staffRoute(STAFF_ACCESS.dispatch),
      schema: {
        tags,
        summary: 'Add a shift to a courier (operations)',
        params: IdParamsSchema,
        body: CreateShiftBodySchema,
        response: { 200: ShiftSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, dispatch);
      return fleet.addShift(db, staffActor(caller), request.params.id, request.body);
    },
  );
  api.get(
    FLEET_PATHS.courierShifts(':id'),
    {
      ...staffRoute(STAFF_ACCESS.dispatch),
      schema: {
        tags,
        summary: "A courier's shifts (operations)",
        params: IdParamsSchema,
        response: { 200: ShiftListSchema },
      },
    },
    async (request) => {
      await authenticate(request, dispatch);
      return fleet.shiftsOfCourier(db, request.params.id);
    },
  );
  api.get(
    FLEET_PATHS.shifts,
    {
      ...staffRoute(STAFF_ACCESS.dispatch),
      schema: {
        tags,
        summary: 'Every shift of a Dubai day (operations)',
        querystring: ShiftListQuerySchema,
        response: { 200: ShiftListSchema },
      },
    },
    async (request) => {
      await authenticate(request, dispatch);
      return fleet.shiftsOfDate(db, request.query.date);
    },
  );
  api.delete(
    FLEET_PATHS.shift(':id'),
    {
      ...staffRoute(STAFF_ACCESS.dispatch),
      schema: {
        tags,
        summary: 'Remove a shift before it starts (operations)',
        params: IdParamsSchema,
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      const caller = await authenticate(request, dispatch);
      await fleet.removeShift(db, staffActor(caller), request.params.id);
      return {};
    },
  );
}
