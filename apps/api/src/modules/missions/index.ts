export { createRoutePlanner, embeddedPlanner, type RoutePlanner } from './adapters';
export type { MissionChange, MissionChanged } from './mission-events';
export { missionsModule } from './module';
