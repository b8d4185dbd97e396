import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import { registerPermissionListRoutes } from './permissions';
import { registerUserRoleRoutes } from './user-roles';

/** The caller's permissions, and the operations staff's view of each user's roles. */
export function registerPermissionRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const api = withSchemas(app);

  registerPermissionListRoutes(api, deps);
  registerUserRoleRoutes(api, deps);
}
