import {
  DecideFlagBodySchema,
  DecideFlagResponseSchema,
  FeatureFlagSchema,
  FLAG_PATHS,
  FlagOverrideParamsSchema,
  FlagParamsSchema,
  SetFlagOverrideBodySchema,
  STAFF_ACCESS,
  UpsertFlagBodySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type AuthGuard, staffRoute } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as flags from './service';

const tags = ['flags'];

/** Feature flags: each user's own decision, and the operations staff's switches and overrides. */
export function registerFlagRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);

  api.post(
    FLAG_PATHS.decide,
    {
      schema: {
        tags,
        summary: 'Decide a flag for the caller',
        body: DecideFlagBodySchema,
        response: { 200: DecideFlagResponseSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      const { Feature, Identifier } = request.body;
      return { Enabled: await flags.decideFlag(db, caller, Feature, Identifier) };
    },
  );

  api.get(
    FLAG_PATHS.list,
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: { tags, summary: 'Every flag with its overrides', response: { 200: z.array(FeatureFlagSchema) } },
    },
    async (request) => {
      await authenticate(request, { isAdminOnly: true });
      return flags.listFlags(db);
    },
  );

  api.put(
    FLAG_PATHS.flag(':name'),
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: {
        tags,
        summary: 'Create or change a flag',
        params: FlagParamsSchema,
        body: UpsertFlagBodySchema,
        response: { 200: FeatureFlagSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { isAdminOnly: true });
      return flags.upsertFlag(db, caller, request.params.name, request.body);
    },
  );

  api.put(
    FLAG_PATHS.overrides(':name'),
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: {
        tags,
        summary: 'Force a flag on or off for a user or an account',
        params: FlagParamsSchema,
        body: SetFlagOverrideBodySchema,
        response: { 200: FeatureFlagSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { isAdminOnly: true });
      return flags.setOverride(db, caller, request.params.name, request.body);
    },
  );

  api.delete(
    FLAG_PATHS.override(':name', ':subjectType', ':subjectId'),
    {
      ...staffRoute(STAFF_ACCESS.admin),
      schema: {
        tags,
        summary: 'Remove an override',
        params: FlagOverrideParamsSchema,
        response: { 200: FeatureFlagSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { isAdminOnly: true });
      const { name, subjectType, subjectId } = request.params;
      return flags.removeOverride(db, caller, name, subjectType, subjectId);
    },
  );
}
