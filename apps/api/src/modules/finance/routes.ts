import {
  BankDetailsInputSchema,
  BankDetailsSchema,
  CARD_ENTRY_ELSEWHERE,
  CreditNoteListSchema,
  CreditNoteSchema,
  FINANCE_PATHS,
  IdParamsSchema,
  InvoiceCheckoutBodySchema,
  InvoiceCheckoutSchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceSchema,
  PAYMENT_MESSAGES,
  PaymentInstructionsSchema,
  PaymentMethodListSchema,
  PaymentWebhookAnswerSchema,
  PaymentWebhookEventSchema,
  SavedBankDetailsSchema,
  SavedCardPaymentBodySchema,
  SavedCardPaymentSchema,
  STAFF_ACCESS,
  UserConfigSchema,
} from '@sameday/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AuthGuard, PUBLIC_ROUTE, staffRoute } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { withSchemas } from '../../platform/schemas';
import type { PaymentEvent } from './payments/provider';
import * as finance from './service';
import * as payments from './service/card-payments';

const tags = ['finance'];

/** A file answer: its content type, for the reference; the bytes are sent as they are. */
const fileAnswer = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});
const PDF_ANSWER = { 200: fileAnswer('application/pdf', 'The document as PDF, as an attachment') };
const CSV_ANSWER = { 200: fileAnswer('text/csv', 'UTF-8 CSV with a byte order mark, as an attachment') };

/** Sends a file as an attachment under its name. */
function sendFile(reply: FastifyReply, contentType: string, file: finance.FinanceFile<Buffer | string>) {
  reply.header('content-type', contentType).header('content-disposition', `attachment; filename="${file.filename}"`);
  return reply.send(file.body);
}

/** Finance calls on the platform base (contract: FINANCE_PATHS). */
export function registerFinanceRoutes(
  app: FastifyInstance,
  deps: { db: Db; authenticate: AuthGuard; config: Config },
): void {
  const { db, authenticate, config } = deps;
  const api = withSchemas(app);
  const provider = payments.paymentProviderOf(config);
  const paymentDeps = { db, provider, config, log: app.log };

  api.get(
    FINANCE_PATHS.invoices,
    {
      schema: {
        tags,
        summary: "The account's invoices",
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return { invoices: await finance.listInvoices(db, caller.accountId, request.query.status) };
    },
  );

  api.get(
    FINANCE_PATHS.invoicePdf(':id'),
    { schema: { tags, summary: 'An invoice as PDF', params: IdParamsSchema, response: PDF_ANSWER } },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return sendFile(
        reply,
        'application/pdf',
        await finance.invoicePdf(db, caller.accountId, request.params.id, config.supplier),
      );
    },
  );

  api.get(
    FINANCE_PATHS.invoiceReports(':id'),
    { schema: { tags, summary: "An invoice's order lines as CSV", params: IdParamsSchema, response: CSV_ANSWER } },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      const file = await finance.invoiceCsv(db, caller.accountId, request.params.id);
      return sendFile(reply, 'text/csv; charset=utf-8', file);
    },
  );

  api.get(
    FINANCE_PATHS.creditNotes,
    {
      schema: { tags, summary: 'COD statements and the cash not yet stated', response: { 200: CreditNoteListSchema } },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return finance.listCreditNotes(db, caller.accountId);
    },
  );

  api.get(
    FINANCE_PATHS.creditNotePdf(':id'),
    { schema: { tags, summary: 'A COD statement as PDF', params: IdParamsSchema, response: PDF_ANSWER } },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return sendFile(
        reply,
        'application/pdf',
        await finance.creditNotePdf(db, caller.accountId, request.params.id, config.supplier),
      );
    },
  );

  api.post(
    FINANCE_PATHS.confirmCod(':id'),
    {
      schema: {
        tags,
        summary: "Confirm a COD statement's cash was received",
        params: IdParamsSchema,
        response: { 200: CreditNoteSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:write' });
      return finance.confirmCod(db, caller.accountId, caller.userId, request.params.id);
    },
  );

  api.get(
    FINANCE_PATHS.paymentMethods,
    { schema: { tags, summary: 'The saved cards', response: { 200: PaymentMethodListSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return { paymentMethods: await finance.listPaymentMethods(db, caller.accountId) };
    },
  );

  // Card numbers never pass through this server (docs/decisions/014-no-card-data.md). The path stays
  // declared so a screen still sending a card (a tab opened before the change) reads why; the body
  // is neither validated, stored nor logged, so it declares none.
  api.post(
    FINANCE_PATHS.paymentMethods,
    {
      schema: {
        tags,
        summary: 'Refused: cards are added on the payment provider’s page',
        response: { 200: z.never().describe('Never: a card is refused unread (failed_precondition)') },
      },
    },
    async (request) => {
      await authenticate(request, { permission: 'finance:write' });
      throw new AppError('failed_precondition', CARD_ENTRY_ELSEWHERE);
    },
  );

  api.post(
    FINANCE_PATHS.defaultPaymentMethod(':id'),
    {
      schema: {
        tags,
        summary: 'Make a saved card the default',
        params: IdParamsSchema,
        response: { 200: PaymentMethodListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:write' });
      return { paymentMethods: await finance.setDefaultPaymentMethod(db, caller.accountId, request.params.id) };
    },
  );

  api.delete(
    FINANCE_PATHS.paymentMethod(':id'),
    {
      schema: {
        tags,
        summary: 'Remove a saved card',
        params: IdParamsSchema,
        response: { 200: PaymentMethodListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:write' });
      return { paymentMethods: await payments.removeSavedCard(paymentDeps, caller.accountId, request.params.id) };
    },
  );

  api.get(
    FINANCE_PATHS.bankDetails,
    { schema: { tags, summary: 'The bank account COD is paid to', response: { 200: SavedBankDetailsSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return { bankDetails: await finance.getBankDetails(db, caller.accountId) };
    },
  );

  api.put(
    FINANCE_PATHS.bankDetails,
    {
      schema: {
        tags,
        summary: 'Save the bank account COD is paid to',
        body: BankDetailsInputSchema,
        response: { 200: BankDetailsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:write' });
      return finance.saveBankDetails(db, caller.accountId, request.body);
    },
  );

  registerPaymentRoutes(app, { ...paymentDeps, authenticate, rateLimit: config.rateLimits.cardPayment });

  /** Finance staff: records an invoice's payment (audited). Block state lives with the staff routes. */
  api.post(
    FINANCE_PATHS.markInvoicePaid(':id'),
    {
      ...staffRoute(STAFF_ACCESS.markInvoicesPaid),
      schema: {
        tags,
        summary: 'Record the payment of an invoice (operations staff)',
        params: IdParamsSchema,
        response: { 200: InvoiceSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: STAFF_ACCESS.markInvoicesPaid });
      return finance.markInvoicePaid(db, request.params.id, new Date(), caller.userId);
    },
  );
}

/** Paying invoices: the bank transfer details, the provider's hosted page, saved cards, the provider's webhook. */
function registerPaymentRoutes(
  app: FastifyInstance,
  deps: payments.PaymentDeps & { authenticate: AuthGuard; rateLimit: { max: number; timeWindow: number } },
): void {
  const { authenticate } = deps;
  const api = withSchemas(app);

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

  // The webhook reads its body raw: the signature is checked over the exact bytes, before the body's schema.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      async (request: FastifyRequest, body: Buffer) => {
        request.paymentEvent = await payments.readSignedEvent(deps.provider, body, request.headers['stripe-signature']);
        return JSON.parse(body.toString('utf8'));
      },
    );
    withSchemas(scope).post(
      FINANCE_PATHS.paymentWebhook,
      {
        ...PUBLIC_ROUTE,
        // Without a provider nothing is read; the signature itself is checked as the body is read.
        onRequest: async (request) => {
          if (!deps.provider) throw new AppError('unavailable', PAYMENT_MESSAGES.cardPaymentsClosed);
          if (!request.headers['stripe-signature'])
            throw new AppError('invalid_argument', PAYMENT_MESSAGES.badSignature);
        },
        schema: {
          tags,
          summary: "The payment provider's signed events (Stripe-Signature header, no session)",
          body: PaymentWebhookEventSchema,
          response: { 200: PaymentWebhookAnswerSchema },
        },
      },
      async (request) => {
        if (!request.paymentEvent) throw new AppError('invalid_argument', PAYMENT_MESSAGES.badSignature);
        await payments.receivePaymentEvent({ ...deps, log: request.log }, request.paymentEvent);
        return { received: true as const };
      },
    );
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The payment provider's event, once its signature over the raw body is checked. */
    paymentEvent?: PaymentEvent;
  }
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
