import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import { registerFlagRecordRoutes } from './flags';
import { registerOverrideRoutes } from './overrides';

/** Feature flags: each user's own decision, and the operations staff's switches and overrides. */
export function registerFlagRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const api = withSchemas(app);

  registerFlagRecordRoutes(api, deps);
  registerOverrideRoutes(api, deps);
}
