import type { ModuleDeclaration } from '../../platform/module';
import { registerQuiqdashRoutes } from './routes';

/** The dashboard's order calls (exports, mission pooling). Routes only. */
export const quiqdashModule: ModuleDeclaration = {
  name: 'quiqdash',
  build: ({ db, config }) => ({
    routes: { platform: (app, { authenticate }) => registerQuiqdashRoutes(app, { db, config, authenticate }) },
  }),
};
