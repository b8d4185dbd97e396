export { registerPermissionRoutes } from './routes';
