import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import type { MissionsRouteDeps } from '../service';
import { registerBoardRoutes, registerMissionChangeRoutes } from './board';
import { registerCourierAppRoutes } from './courier-app';
import { registerMoveRoutes } from './moves';

/** The missions' routes: the dispatch board (operations) and the courier app's missions and moves. */
export function registerMissionRoutes(app: FastifyInstance, deps: MissionsRouteDeps): void {
  const api = withSchemas(app);
  registerBoardRoutes(api, deps);
  registerMissionChangeRoutes(api, deps);
  registerMoveRoutes(api, deps);
  registerCourierAppRoutes(api, deps);
}
