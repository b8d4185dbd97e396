import type { ModuleDeclaration } from '../../platform/module';
import { registerPreferenceRoutes } from './routes';

/** An account's preferences: cut-offs, delivery options, defaults. Routes only: no jobs, no reactions. */
export const preferencesModule: ModuleDeclaration = {
  name: 'preferences',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerPreferenceRoutes(app, { db, authenticate }) },
  }),
};
