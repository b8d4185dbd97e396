export { registerPreferenceRoutes } from './routes';
export { getPreferences } from './service';
