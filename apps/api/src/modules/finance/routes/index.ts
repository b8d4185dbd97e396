import { FINANCE_PATHS, UserConfigSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { withSchemas } from '../../../platform/schemas';
import type { PaymentProvider } from '../adapters/payment-provider';
import * as finance from '../service';
import type * as payments from '../service/card-payments';
import { registerBankDetailRoutes } from './bank-details';
import { registerCardPaymentRoutes } from './card-payments';
import { registerCodStatementRoutes } from './cod-statements';
import { registerInvoiceRoutes } from './invoices';
import { registerMarkInvoicePaidRoutes } from './mark-invoice-paid';
import { registerPaymentWebhookRoutes } from './payment-webhook';
import { registerSavedCardRoutes } from './saved-cards';

const tags = ['finance'];

/** Finance calls on the platform base (contract: FINANCE_PATHS). */
export function registerFinanceRoutes(
  app: FastifyInstance,
  deps: { db: Db; authenticate: AuthGuard; config: Config; paymentProvider: PaymentProvider | null },
): void {
  const { db, authenticate, config } = deps;
  const api = withSchemas(app);
  const paymentDeps: payments.PaymentDeps = { db, provider: deps.paymentProvider, config, log: app.log };

  registerInvoiceRoutes(api, deps);
  registerCodStatementRoutes(api, deps);
  registerSavedCardRoutes(api, { db, authenticate, paymentDeps });
  registerBankDetailRoutes(api, deps);
  registerCardPaymentRoutes(api, { ...paymentDeps, authenticate, rateLimit: config.rateLimits.cardPayment });
  registerPaymentWebhookRoutes(app, paymentDeps);
  registerMarkInvoicePaidRoutes(api, deps);
}

/** The invoicer's calls, on API_BASES.invoicer. */
export function registerInvoicerRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  withSchemas(app).get(
    FINANCE_PATHS.userConfig,
    {
      schema: {
        tags,
        summary: 'Whether the account is blocked or has overdue invoices, and its rate card',
        response: { 200: UserConfigSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return finance.userConfig(db, caller.accountId);
    },
  );
}
