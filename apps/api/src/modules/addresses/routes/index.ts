import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import { registerAccountAddressRoutes } from './account-addresses';
import { registerAddressRecordRoutes } from './addresses';
import { registerPickupZoneRoutes } from './pickup-zones';

/** Saved addresses (pickup locations) of the caller's account, by the spec's paths. */
export function registerAddressRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const api = withSchemas(app);

  registerAddressRecordRoutes(api, deps);
  registerAccountAddressRoutes(api, deps);
  registerPickupZoneRoutes(api, deps);
}
