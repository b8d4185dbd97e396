export { quiqdashModule } from './module';
/** The unpool marks the wave planner honours: such an order is planned alone. */
export { findUnpooled } from './queries';
export { registerQuiqdashRoutes } from './routes';
