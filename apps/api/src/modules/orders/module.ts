import type { ModuleDeclaration } from '../../platform/module';
import './order-events';
import { registerOrderRoutes } from './routes';

/**
 * Orders: placing, listing, changing state, labels. It announces `orders.created` and
 * `order.moved`, asks the `orders.placing` gate, and prints the links of the `trackingUrls` port.
 */
export const ordersModule: ModuleDeclaration = {
  name: 'orders',
  build: ({ db, config }) => ({
    routes: { platform: (app, { authenticate }) => registerOrderRoutes(app, { db, config, authenticate }) },
  }),
};
