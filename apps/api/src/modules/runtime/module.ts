import type { ModuleDeclaration } from '../../platform/module';
import { registerReadinessRoute } from './readiness-routes';
import { registerRuntimeRoutes } from './routes';

/** What the web reads at start (/env.json), the health check and the readiness check, at the server's root. */
export const runtimeModule: ModuleDeclaration = {
  name: 'runtime',
  build: ({ config, db }) => ({
    routes: {
      root: (app) => {
        registerRuntimeRoutes(app, config);
        registerReadinessRoute(app, db);
      },
    },
  }),
};
