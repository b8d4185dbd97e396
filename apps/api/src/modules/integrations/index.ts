export { registerIntegrationRoutes } from './routes';
