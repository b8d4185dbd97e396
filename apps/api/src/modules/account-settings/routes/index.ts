import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import { registerAccountRecordRoutes } from './account';
import { registerSettingsRoutes } from './settings';
import { registerShippingProfileRoutes } from './shipping-profile';

/** Company details, settings (opening hours, contact) and the shipping profile of the caller's account. */
export function registerAccountSettingsRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const api = withSchemas(app);

  registerAccountRecordRoutes(api, deps);
  registerSettingsRoutes(api, deps);
  registerShippingProfileRoutes(api, deps);
}
