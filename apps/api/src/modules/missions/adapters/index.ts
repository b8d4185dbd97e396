import type { Config } from '../../../config';
import { embeddedPlanner, type RoutePlanner } from './route-planner';

export type { Plan, PlannedRoute, Problem } from './planner-api';
export { embeddedPlanner, type RoutePlanner } from './route-planner';

/** The wave planner the configuration names (built by createDomain only). */
export function createRoutePlanner(_config: Config): RoutePlanner {
  return embeddedPlanner();
}
