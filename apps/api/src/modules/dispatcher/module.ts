import type { ModuleDeclaration } from '../../platform/module';
import { registerDispatcherRoutes } from './routes';
import { decideCreated } from './service';

/**
 * The dispatcher's shipping rules. Every order placed, single or in bulk, gets its decision in the
 * placing transaction: it is the `orders.placing` gate (decision 041).
 */
export const dispatcherModule: ModuleDeclaration = {
  name: 'dispatcher',
  build: ({ db, adapters }) => ({
    routes: {
      platform: (app, { authenticate }) =>
        registerDispatcherRoutes(app, {
          db,
          authenticate,
          // A carrier whose API is not configured here can carry nothing: the simulation counts it as refused,
          // the rules read name what sends orders to it, and no new rule may name it.
          isConnected: (carrier) => adapters.carriers[carrier].capabilities().isAvailable,
        }),
    },
    wiring: { gates: { 'orders.placing': decideCreated } },
  }),
};
