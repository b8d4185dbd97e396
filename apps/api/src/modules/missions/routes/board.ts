import {
  AssignOrderBodySchema,
  DayNumbersQuerySchema,
  DayNumbersSchema,
  DispatchDayQuerySchema,
  DispatchDaySchema,
  IdParamsSchema,
  MISSION_PATHS,
  MissionSchema,
  PlanWaveBodySchema,
  ReplanBodySchema,
  STAFF_ACCESS,
  StopLockBodySchema,
  StopOrderBodySchema,
  WaveSchema,
} from '@sameday/contract';
import { z } from 'zod';
import { staffActor } from '../../../platform/actor';
import { staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import type { MissionsRouteDeps } from '../service';
import * as missions from '../service';

const tags = ['dispatch'];
const dispatch = { staff: STAFF_ACCESS.dispatch };
const route = staffRoute(STAFF_ACCESS.dispatch);

/** Operations: the day's board, waves planned, missions changed at the version read. */
export function registerBoardRoutes(api: SchemaApp, deps: MissionsRouteDeps): void {
  const { db, authenticate } = deps;
  api.get(
    MISSION_PATHS.day,
    {
      ...route,
      schema: {
        tags,
        summary: 'The dispatch board of a Dubai day (operations)',
        querystring: DispatchDayQuerySchema,
        response: { 200: DispatchDaySchema },
      },
    },
    async (request) => {
      await authenticate(request, dispatch);
      return missions.dispatchDay(db, request.query.date, deps.now());
    },
  );
  api.get(
    MISSION_PATHS.numbers,
    {
      ...route,
      schema: {
        tags,
        summary:
          "The day's numbers by Dubai day and zone: on time, per courier-hour, km per order, failed attempts (operations)",
        querystring: DayNumbersQuerySchema,
        response: { 200: DayNumbersSchema },
      },
    },
    async (request) => {
      await authenticate(request, dispatch);
      return missions.dayNumbers(db, request.query, deps.now());
    },
  );
  api.post(
    MISSION_PATHS.waves,
    {
      ...route,
      schema: {
        tags,
        summary: 'Plan a wave: missions for chosen orders and couriers (operations)',
        body: PlanWaveBodySchema,
        response: { 200: WaveSchema },
      },
    },
    async (request) =>
      missions.planWave(deps, staffActor(await authenticate(request, dispatch)), request.body, deps.now()),
  );
  api.get(
    MISSION_PATHS.wave(':id'),
    {
      ...route,
      schema: { tags, summary: 'One wave (operations)', params: IdParamsSchema, response: { 200: WaveSchema } },
    },
    async (request) => {
      await authenticate(request, dispatch);
      return missions.getWave(db, request.params.id);
    },
  );
  api.get(
    MISSION_PATHS.mission(':id'),
    {
      ...route,
      schema: {
        tags,
        summary: 'One mission with its stops (operations)',
        params: IdParamsSchema,
        response: { 200: MissionSchema },
      },
    },
    async (request) => {
      await authenticate(request, dispatch);
      return missions.getMission(db, request.params.id);
    },
  );
}

/** Operations: a mission changed at the version read (stops reordered, a stop locked). */
export function registerMissionChangeRoutes(api: SchemaApp, deps: MissionsRouteDeps): void {
  const { db, authenticate } = deps;
  api.post(
    MISSION_PATHS.replan(':id'),
    {
      ...route,
      schema: {
        tags,
        summary: "Plan the wave's unlocked stops again, at each mission's version read (operations)",
        params: IdParamsSchema,
        body: ReplanBodySchema,
        response: { 200: WaveSchema },
      },
    },
    async (request) =>
      missions.replanWave(deps, staffActor(await authenticate(request, dispatch)), request.params.id, request.body),
  );
  api.post(
    MISSION_PATHS.assign(':id'),
    {
      ...route,
      schema: {
        tags,
        summary: 'Put a ready order on this mission, at the version read (operations)',
        params: IdParamsSchema,
        body: AssignOrderBodySchema,
        response: { 200: MissionSchema },
      },
    },
    async (request) =>
      missions.assignOrder(db, staffActor(await authenticate(request, dispatch)), request.params.id, request.body),
  );
  api.put(
    MISSION_PATHS.stopOrder(':id'),
    {
      ...route,
      schema: {
        tags,
        summary: "A mission's stops in a new order, at the version read (operations)",
        params: IdParamsSchema,
        body: StopOrderBodySchema,
        response: { 200: MissionSchema },
      },
    },
    async (request) =>
      missions.reorderStops(db, staffActor(await authenticate(request, dispatch)), request.params.id, request.body),
  );
  api.put(
    MISSION_PATHS.stopLock(':id', ':stopId'),
    {
      ...route,
      schema: {
        tags,
        summary: 'Lock or unlock a stop, at the version read (operations)',
        params: z.object({ id: z.string().min(1).max(64), stopId: z.string().min(1).max(64) }),
        body: StopLockBodySchema,
        response: { 200: MissionSchema },
      },
    },
    async (request) =>
      missions.lockStop(
        db,
        staffActor(await authenticate(request, dispatch)),
        request.params.id,
        request.params.stopId,
        request.body,
      ),
  );
}
