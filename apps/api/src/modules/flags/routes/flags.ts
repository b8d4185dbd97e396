import {
  DecideFlagBodySchema,
  DecideFlagResponseSchema,
  FeatureFlagSchema,
  FLAG_PATHS,
  FlagParamsSchema,
  STAFF_ACCESS,
  UpsertFlagBodySchema,
} from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { actorOf } from '../../../platform/actor';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as flags from '../service';

const tags = ['flags'];

/** Feature flags: decided for the caller, listed and set. */
export function registerFlagRecordRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
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
      return { Enabled: await flags.decideFlag(db, actorOf(caller), Feature, Identifier) };
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
}
