import type { ModuleDeclaration } from '../../platform/module';
import type { PaymentProvider } from './adapters/payment-provider';
import { registerFinanceRoutes, registerInvoicerRoutes } from './routes';
import { financeSchedules } from './schedules';

declare module '../../platform/module' {
  interface DomainAdapters {
    /** The card payment provider; null when card payments are off. */
    payments: PaymentProvider | null;
  }
}

/**
 * Finance: invoices, COD statements, payments. It issues invoices as each Dubai month closes and
 * COD statements as each week closes, and announces `finance.issued`.
 */
export const financeModule: ModuleDeclaration = {
  name: 'finance',
  build: ({ db, config, adapters }) => ({
    routes: {
      platform: (app, { authenticate }) =>
        registerFinanceRoutes(app, { db, authenticate, config, paymentProvider: adapters.payments }),
      invoicer: (app, { authenticate }) => registerInvoicerRoutes(app, { db, authenticate }),
    },
    schedules: financeSchedules(db),
  }),
};
