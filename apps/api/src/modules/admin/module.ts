import type { ModuleDeclaration } from '../../platform/module';
import { registerAdminRoutes } from './routes';

/** The operations console: accounts, ownerships, staff. Routes only. */
export const adminModule: ModuleDeclaration = {
  name: 'admin',
  build: ({ db, mailer, signer, config }) => ({
    routes: {
      platform: (app, { authenticate }) => registerAdminRoutes(app, { db, authenticate, mailer, signer, config }),
    },
  }),
};
