export { registerFulfilmentRoutes } from './routes';
