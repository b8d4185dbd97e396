export { createShopPlatforms } from './adapters';
export { integrationsModule } from './module';
export { registerIntegrationRoutes } from './routes';
