import type { ModuleDeclaration } from '../../platform/module';
import { registerPermissionRoutes } from './routes';

/** The signed-in member's permissions. Routes only: no jobs, no reactions. */
export const permissionsModule: ModuleDeclaration = {
  name: 'permissions',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerPermissionRoutes(app, { db, authenticate }) },
  }),
};
