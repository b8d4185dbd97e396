import type { ModuleDeclaration } from '../../platform/module';
import { registerAccountSettingsRoutes } from './routes';

/** Account settings: opening hours, contact, the shipping profile. Routes only: no jobs, no reactions. */
export const accountSettingsModule: ModuleDeclaration = {
  name: 'account-settings',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerAccountSettingsRoutes(app, { db, authenticate }) },
  }),
};
