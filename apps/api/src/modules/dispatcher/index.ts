export { dispatcherModule } from './module';
export { registerDispatcherRoutes } from './routes';
