export { registerAccountSettingsRoutes } from './routes';
export { getShippingProfile } from './service';
