import type { ModuleDeclaration } from '../../platform/module';
import './order-events';
import { registerOrderRoutes } from './routes';
import { type FindOrdersQuery, ListedPages, listChangesCompaction, ordersPageAnswer } from './service';

/**
 * Orders: placing, listing, changing state, labels. It announces `orders.created` and
 * `order.moved`, asks the `orders.placing` gate, prints the links of the `trackingUrls` port, and
 * answers the `ordersPageAnswer` port with the list's kept pages (decision 084).
 */
export const ordersModule: ModuleDeclaration = {
  name: 'orders',
  build: ({ db, config, clock }) => {
    // The list's pages this process answered, kept until what they show changes (decision 084).
    const pages = new ListedPages(config.ordersListKeptBytes);
    const pageAnswer = (accountId: string, query: FindOrdersQuery) =>
      ordersPageAnswer(db, pages, accountId, query, clock());
    return {
      routes: {
        platform: (app, { authenticate }) => registerOrderRoutes(app, { db, config, authenticate, pageAnswer }),
      },
      schedules: [listChangesCompaction(db)],
      wiring: { ports: { ordersPageAnswer: pageAnswer } },
    };
  },
};
