export { preferencesModule } from './module';
export { registerPreferenceRoutes } from './routes';
export { getPreferences, updatePreference } from './service';
