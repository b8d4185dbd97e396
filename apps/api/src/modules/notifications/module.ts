import type { ModuleDeclaration } from '../../platform/module';
import { registerNotificationRoutes } from './routes';

/** The account's banner messages. Routes only: no jobs, no reactions. */
export const notificationsModule: ModuleDeclaration = {
  name: 'notifications',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerNotificationRoutes(app, { db, authenticate }) },
  }),
};
