import {
  BankDetailsInputSchema,
  CARD_ENTRY_ELSEWHERE,
  IdParamsSchema,
  InvoiceListQuerySchema,
  SetBlockStateBodySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { AppError, parseInput } from '../../platform/errors';
import { invoiceLinesToCsv, renderCreditNotePdf, renderInvoicePdf } from './documents';
import * as finance from './service';

/** Finance calls on the platform base (contract: FINANCE_PATHS). */
export function registerFinanceRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  app.get('/quiqdash/invoices', async (request) => {
    const caller = await authenticate(request, { permission: 'finance:read' });
    const { status } = parseInput(InvoiceListQuerySchema, request.query);
    return { invoices: await finance.listInvoices(db, caller.accountId, status) };
  });

  app.get('/quiqdash/invoice/:id/pdf', async (request, reply) => {
    const caller = await authenticate(request, { permission: 'finance:read' });
    const { id } = parseInput(IdParamsSchema, request.params);
    const row = await finance.getInvoiceRow(db, caller.accountId, id);
    const [lines, name] = await Promise.all([
      finance.invoiceLineDetails(db, row.id),
      finance.accountName(db, caller.accountId),
    ]);
    const invoice = finance.toInvoice(row);
    const pdf = await renderInvoicePdf(invoice, name, lines);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`);
    return reply.send(pdf);
  });

  app.get('/quiqdash/invoice/:id/reports', async (request, reply) => {
    const caller = await authenticate(request, { permission: 'finance:read' });
    const { id } = parseInput(IdParamsSchema, request.params);
    const row = await finance.getInvoiceRow(db, caller.accountId, id);
    const invoice = finance.toInvoice(row);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="invoice-${invoice.number}-orders.csv"`);
    return invoiceLinesToCsv(invoice, await finance.invoiceLineDetails(db, row.id));
  });

  app.get('/quiqdash/credit-notes', async (request) => {
    const caller = await authenticate(request, { permission: 'finance:read' });
    return finance.listCreditNotes(db, caller.accountId);
  });

  app.get('/quiqdash/creditnote/:id/pdf', async (request, reply) => {
    const caller = await authenticate(request, { permission: 'finance:read' });
    const { id } = parseInput(IdParamsSchema, request.params);
    const row = await finance.getCreditNoteRow(db, caller.accountId, id);
    const [lines, name] = await Promise.all([
      finance.creditNoteLineDetails(db, row.id),
      finance.accountName(db, caller.accountId),
    ]);
    const note = finance.toCreditNote(row);
    const pdf = await renderCreditNotePdf(note, name, lines);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="cod-statement-${note.number}.pdf"`);
    return reply.send(pdf);
  });

  app.post('/quiqdash/credit-notes/confirm-cod/:id', async (request) => {
    const caller = await authenticate(request, { permission: 'finance:write' });
    const { id } = parseInput(IdParamsSchema, request.params);
    return finance.confirmCod(db, caller.accountId, caller.userId, id);
  });

  app.get('/finance/payment-methods', async (request) => {
    const caller = await authenticate(request, { permission: 'finance:read' });
    return { paymentMethods: await finance.listPaymentMethods(db, caller.accountId) };
  });

  // Card numbers never pass through this server (docs/decisions/014-no-card-data.md). The path stays
  // declared so a screen still sending a card (a tab opened before the change) reads why; the body
  // is neither validated, stored nor logged.
  app.post('/finance/payment-methods', async (request) => {
    await authenticate(request, { permission: 'finance:write' });
    throw new AppError('failed_precondition', CARD_ENTRY_ELSEWHERE);
  });

  app.post('/finance/payment-methods/:id/default', async (request) => {
    const caller = await authenticate(request, { permission: 'finance:write' });
    const { id } = parseInput(IdParamsSchema, request.params);
    return { paymentMethods: await finance.setDefaultPaymentMethod(db, caller.accountId, id) };
  });

  app.delete('/finance/payment-methods/:id', async (request) => {
    const caller = await authenticate(request, { permission: 'finance:write' });
    const { id } = parseInput(IdParamsSchema, request.params);
    return { paymentMethods: await finance.removePaymentMethod(db, caller.accountId, id) };
  });

  app.get('/finance/bank-details', async (request) => {
    const caller = await authenticate(request, { permission: 'finance:read' });
    return { bankDetails: await finance.getBankDetails(db, caller.accountId) };
  });

  app.put('/finance/bank-details', async (request) => {
    const caller = await authenticate(request, { permission: 'finance:write' });
    return finance.saveBankDetails(db, caller.accountId, parseInput(BankDetailsInputSchema, request.body));
  });

  /** Operations staff only: blocks or unblocks order submission of any account. */
  app.post('/accounts/:id/set-block-state', async (request) => {
    await authenticate(request, { isAdminOnly: true });
    const { id } = parseInput(IdParamsSchema, request.params);
    const { isBlocked } = parseInput(SetBlockStateBodySchema, request.body);
    return finance.setBlockState(db, id, isBlocked);
  });

  /** Operations staff only: records an invoice's payment. */
  app.post('/admin/invoices/:id/mark-paid', async (request) => {
    await authenticate(request, { isAdminOnly: true });
    const { id } = parseInput(IdParamsSchema, request.params);
    return finance.markInvoicePaid(db, id);
  });
}

/** The invoicer's calls, on API_BASES.invoicer. */
export function registerInvoicerRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  app.get('/user-config', async (request) => {
    const caller = await authenticate(request);
    return finance.userConfig(db, caller.accountId);
  });
}
