export { registerQuiqdashRoutes } from './routes';
