export { fulfilmentModule } from './module';
export { registerFulfilmentRoutes } from './routes';
