import type { ModuleDeclaration } from '../../platform/module';
import { registerFulfilmentRoutes } from './routes';

/** Fulfilment: products, stock, inbound shipments and fulfilment orders. Routes only. */
export const fulfilmentModule: ModuleDeclaration = {
  name: 'fulfilment',
  build: ({ db, mailer, config }) => ({
    routes: {
      platform: (app, { authenticate }) => registerFulfilmentRoutes(app, { db, authenticate, mailer, config }),
    },
  }),
};
