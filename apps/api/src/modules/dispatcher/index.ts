export { registerDispatcherRoutes } from './routes';
