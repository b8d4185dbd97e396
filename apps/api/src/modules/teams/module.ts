import type { ModuleDeclaration } from '../../platform/module';
import { registerTeamRoutes } from './routes';

/** Teams: organisations, members and invitations. Routes only. */
export const teamsModule: ModuleDeclaration = {
  name: 'teams',
  build: ({ db, signer, mailer, config }) => ({
    routes: {
      platform: (app, { authenticate }) => registerTeamRoutes(app, { db, signer, mailer, config, authenticate }),
    },
  }),
};
