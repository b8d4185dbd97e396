import type { ModuleDeclaration } from '../../platform/module';
import { registerFinanceRoutes, registerInvoicerRoutes } from './routes';

/** Finance: invoices, COD statements, payments. It announces `finance.issued`. */
export const financeModule: ModuleDeclaration = {
  name: 'finance',
  build: ({ db, config }) => ({
    routes: {
      platform: (app, { authenticate }) => registerFinanceRoutes(app, { db, authenticate, config }),
      invoicer: (app, { authenticate }) => registerInvoicerRoutes(app, { db, authenticate }),
    },
  }),
};
