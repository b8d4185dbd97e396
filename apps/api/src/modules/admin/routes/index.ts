import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type * as admin from '../service';
import { registerAccountStateRoutes } from './account-state';
import { registerAccountRoutes } from './accounts';
import { registerOwnershipRecordRoutes } from './ownership';
import { registerOwnershipRoutes } from './ownerships';
import { registerStaffRoutes } from './staff';
import { registerSupportAccessRoutes } from './support-access';

type Deps = admin.StaffDeps & { authenticate: AuthGuard };

/** The provider's staff calls: accounts, ownerships, staff, the audit log, and acting as an account. */
export function registerAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const api = withSchemas(app);
  registerAccountRoutes(api, deps);
  registerAccountStateRoutes(api, deps);
  registerOwnershipRoutes(api, deps);
  registerOwnershipRecordRoutes(api, deps);
  registerStaffRoutes(api, deps);
  registerSupportAccessRoutes(api, deps);
}
