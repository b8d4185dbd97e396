export { integrationsModule } from './module';

export { createAdapters } from './platforms';
export { registerIntegrationRoutes } from './routes';
