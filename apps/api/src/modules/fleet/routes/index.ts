import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import type { FleetRouteDeps } from '../service';
import { registerCourierAppRoutes } from './courier-app';
import { registerCourierRoutes } from './couriers';
import { registerPositionRoutes } from './positions';
import { registerShiftRoutes } from './shifts';

/** The fleet's routes: couriers and shifts (operations), the courier app's own. */
export function registerFleetRoutes(app: FastifyInstance, deps: FleetRouteDeps): void {
  const api = withSchemas(app);
  registerCourierRoutes(api, deps);
  registerShiftRoutes(api, deps);
  registerCourierAppRoutes(api, deps);
  registerPositionRoutes(api, deps);
}
