import type { ModuleDeclaration } from '../../platform/module';
import { registerAddressRoutes } from './routes';

/** Saved addresses: pickup locations and frequent drop-offs. Routes only: no jobs, no reactions. */
export const addressesModule: ModuleDeclaration = {
  name: 'addresses',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerAddressRoutes(app, { db, authenticate }) },
  }),
};
