import type { ModuleDeclaration } from '../../platform/module';
import { registerReportRoutes } from './routes';

/** The account's reports and dashboard figures. Routes only: no jobs, no reactions. */
export const reportsModule: ModuleDeclaration = {
  name: 'reports',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerReportRoutes(app, { db, authenticate }) },
  }),
};
