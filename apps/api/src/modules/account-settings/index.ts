export { accountSettingsModule } from './module';
export { registerAccountSettingsRoutes } from './routes';
export { getCompanyAccount, getShippingProfile } from './service';
