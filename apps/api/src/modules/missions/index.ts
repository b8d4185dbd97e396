export { createRoutePlanner, embeddedPlanner, type RoutePlanner } from './adapters';
export { missionsModule } from './module';
