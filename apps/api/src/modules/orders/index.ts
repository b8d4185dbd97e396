export { registerOrderRoutes } from './routes';
