import {
  DecideFlagBodySchema,
  FLAG_NAME_PATTERN,
  FlagSubjectTypeSchema,
  SetFlagOverrideBodySchema,
  UpsertFlagBodySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { parseInput } from '../../platform/errors';
import * as flags from './service';

const FlagParamsSchema = z.object({
  name: z.string().regex(FLAG_NAME_PATTERN, 'A flag name is lowercase letters, digits, - and _'),
});
const OverrideParamsSchema = FlagParamsSchema.extend({
  subjectType: FlagSubjectTypeSchema,
  subjectId: z.string().min(1).max(100),
});

export function registerFlagRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  app.post('/featureflags/decide', async (request) => {
    const caller = await authenticate(request);
    const { Feature, Identifier } = parseInput(DecideFlagBodySchema, request.body);
    return { Enabled: await flags.decideFlag(db, caller, Feature, Identifier) };
  });

  app.get('/admin/featureflags', async (request) => {
    await authenticate(request, { isAdminOnly: true });
    return flags.listFlags(db);
  });

  app.put('/admin/featureflags/:name', async (request) => {
    await authenticate(request, { isAdminOnly: true });
    const { name } = parseInput(FlagParamsSchema, request.params);
    return flags.upsertFlag(db, name, parseInput(UpsertFlagBodySchema, request.body));
  });

  app.put('/admin/featureflags/:name/overrides', async (request) => {
    await authenticate(request, { isAdminOnly: true });
    const { name } = parseInput(FlagParamsSchema, request.params);
    return flags.setOverride(db, name, parseInput(SetFlagOverrideBodySchema, request.body));
  });

  app.delete('/admin/featureflags/:name/overrides/:subjectType/:subjectId', async (request) => {
    await authenticate(request, { isAdminOnly: true });
    const { name, subjectType, subjectId } = parseInput(OverrideParamsSchema, request.params);
    return flags.removeOverride(db, name, subjectType, subjectId);
  });
}
