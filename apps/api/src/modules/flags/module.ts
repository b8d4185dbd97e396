import type { ModuleDeclaration } from '../../platform/module';
import { registerFlagRoutes } from './routes';

/** Feature flags and their overrides. Routes only: no jobs, no reactions. */
export const flagsModule: ModuleDeclaration = {
  name: 'flags',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerFlagRoutes(app, { db, authenticate }) },
  }),
};
