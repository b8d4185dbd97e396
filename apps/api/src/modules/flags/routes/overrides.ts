import {
  FeatureFlagSchema,
  FLAG_PATHS,
  FlagOverrideParamsSchema,
  FlagParamsSchema,
  SetFlagOverrideBodySchema,
  STAFF_ACCESS,
} from '@sameday/contract';
import type { Db } from '../../../db/client';
import { type AuthGuard, staffRoute } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as flags from '../service';

const tags = ['flags'];

/** A flag's overrides for one account or user: set and removed. */
export function registerOverrideRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
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
