import {
  FINANCE_PATHS,
  IdParamsSchema,
  InvoiceCheckoutBodySchema,
  InvoiceCheckoutSchema,
  PaymentInstructionsSchema,
  SavedCardPaymentBodySchema,
  SavedCardPaymentSchema,
} from '@sameday/contract';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as payments from '../service/card-payments';

const tags = ['finance'];

/** Paying invoices: the bank transfer details and whether cards are taken, the provider's hosted page, a saved card. */
export function registerCardPaymentRoutes(
  api: SchemaApp,
  deps: payments.PaymentDeps & { authenticate: AuthGuard; rateLimit: { max: number; timeWindow: number } },
): void {
  const { authenticate } = deps;

  api.get(
    FINANCE_PATHS.paymentInstructions,
    {
      schema: {
        tags,
        summary:
          'How to pay an invoice: our bank account (the invoice number is the reference) and whether cards are taken',
        response: { 200: PaymentInstructionsSchema },
      },
    },
    async (request) => {
      await authenticate(request, { permission: 'finance:read' });
      return payments.paymentInstructions(deps);
    },
  );

  api.post(
    FINANCE_PATHS.invoiceCheckout(':id'),
    {
      config: { rateLimit: deps.rateLimit },
      schema: {
        tags,
        summary: "Pay an invoice by card on the payment provider's hosted page: answers the page's address",
        params: IdParamsSchema,
        body: InvoiceCheckoutBodySchema,
        response: { 200: InvoiceCheckoutSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:write' });
      return payments.openCheckout(deps, caller.accountId, request.params.id, request.body.returnTo);
    },
  );

  api.post(
    FINANCE_PATHS.invoiceSavedCardPayment(':id'),
    {
      config: { rateLimit: deps.rateLimit },
      schema: {
        tags,
        summary: 'Pay an invoice with a saved card (the provider charges its token; its webhook confirms)',
        params: IdParamsSchema,
        body: SavedCardPaymentBodySchema,
        response: { 200: SavedCardPaymentSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:write' });
      return payments.payWithSavedCard(deps, caller.accountId, request.params.id, request.body.paymentMethodId);
    },
  );
}
