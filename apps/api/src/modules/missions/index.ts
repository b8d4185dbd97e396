export { createRoutePlanner, embeddedPlanner, type RoutePlanner } from './adapters';
export type { MissionChange, MissionChanged } from './mission-events';
export { missionsModule } from './module';
/** What the pickups module reads of the plan: the day's pickup stops and a courier's own (decision 072). */
export { courierPickupStop, type PickupStop, pickupStopsOfDay } from './service/pickup-stops';
