export { registerRuntimeRoutes } from './routes';
