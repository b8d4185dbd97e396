import type { ModuleDeclaration } from '../../platform/module';
import { registerRuntimeRoutes } from './routes';

/** What the web reads at start (/env.json) and the health check, at the server's root. */
export const runtimeModule: ModuleDeclaration = {
  name: 'runtime',
  build: ({ config }) => ({ routes: { root: (app) => registerRuntimeRoutes(app, config) } }),
};
