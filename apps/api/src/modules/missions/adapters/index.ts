import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { osrmTravel } from './osrm-travel';
import { embeddedPlanner, type RoutePlanner } from './route-planner';
import { vroomPlan } from './vroom-planner';

export type { Plan, PlannedRoute, Problem } from './planner-api';
export { embeddedPlanner, type RoutePlanner } from './route-planner';

/**
 * The wave planner the configuration names (built by createDomain only): travel from OSRM when
 * OSRM_URL is set, plans from VROOM when VROOM_URL is set, the embedded planner's otherwise. Its
 * name says which: `embedded`, `vroom`, `osrm` (the embedded solver on OSRM's travel) or
 * `vroom+osrm`. A server that fails is an `unavailable` error, never a quiet fall back.
 */
export function createRoutePlanner(config: Config, log?: FastifyBaseLogger): RoutePlanner {
  const { osrmUrl, vroomUrl } = config.routing ?? {};
  const embedded = embeddedPlanner();
  if (!osrmUrl && !vroomUrl) return embedded;
  return {
    name: [vroomUrl && 'vroom', osrmUrl && 'osrm'].filter(Boolean).join('+'),
    travel: (points, departAt) => (osrmUrl ? osrmTravel(osrmUrl, points, log) : embedded.travel(points, departAt)),
    plan: (problem, options) =>
      vroomUrl ? vroomPlan(vroomUrl, problem, options, log) : embedded.plan(problem, options),
  };
}
