export { registerPlaceRoutes } from './routes';
