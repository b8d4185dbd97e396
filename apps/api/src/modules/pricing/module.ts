import type { ModuleDeclaration } from '../../platform/module';
import { registerPricingRoutes } from './routes';

/** Rate cards and quotes. Routes only: no jobs, no reactions. */
export const pricingModule: ModuleDeclaration = {
  name: 'pricing',
  build: ({ db }) => ({
    routes: { platform: (app, { authenticate }) => registerPricingRoutes(app, { db, authenticate }) },
  }),
};
