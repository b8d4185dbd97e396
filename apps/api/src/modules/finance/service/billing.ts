import {
  type BankDetails,
  type BankDetailsInputSchema,
  type CardBrand,
  type CreditNote,
  type CreditNoteList,
  dubaiClock,
  type Invoice,
  PAYMENT_MESSAGES,
  type PaymentMethod,
  toInvoice,
  type UserConfig,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { getCompanyAccount } from '../../account-settings';
import { recordStaffAction } from '../../audit';
import { orderSubmissionBlock } from '../../identity';
import { getPricingModel } from '../../pricing';
import type { DocumentParties, Supplier } from '../documents';
import * as q from '../queries';

/** The documents' PDF and CSV writers, loaded with the first document rather than at start. */
const documents = () => import('../documents');

const invoiceNotFound = () => new AppError('not_found', PAYMENT_MESSAGES.invoiceNotFound);
const creditNoteNotFound = () => new AppError('not_found', PAYMENT_MESSAGES.codStatementNotFound);

export function toCreditNote(row: q.CreditNoteRow): CreditNote {
  return {
    id: row.id,
    number: row.number,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    orderCount: row.orderCount,
    codTotalFils: row.codTotalFils,
    differenceFils: row.differenceFils,
    issuedAt: row.issuedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    payout:
      row.paidOutAt && row.payoutReference && row.payoutIbanLast4
        ? { paidAt: row.paidOutAt.toISOString(), reference: row.payoutReference, ibanLast4: row.payoutIbanLast4 }
        : null,
  };
}

/** A file answer: its bytes (or text) and the name it is saved under. */
export type FinanceFile<T> = { filename: string; body: T };

/** The account's invoices, newest period first; `outstanding` keeps the unpaid and overdue ones. */
export async function listInvoices(db: Db, accountId: string, status: 'all' | 'outstanding'): Promise<Invoice[]> {
  const rows = await q.findInvoices(db, accountId, status);
  const now = new Date();
  return rows.map((row) => toInvoice(row, now));
}

async function getInvoiceRow(db: Db, accountId: string, id: string): Promise<q.InvoiceRow> {
  const row = await q.findInvoice(db, accountId, id);
  if (!row) throw invoiceNotFound();
  return row;
}

export type InvoiceLineDetail = {
  orderId: string;
  partnerOrderId: string | null;
  recipientName: string;
  serviceKind: string;
  area: string;
  emirate: string;
  description: string;
  deliveredAt: Date;
  amountFils: number;
};

async function invoiceLineDetails(db: Db, invoiceId: string): Promise<InvoiceLineDetail[]> {
  const rows = await q.findInvoiceLines(db, invoiceId);
  return rows.map(({ dropoff, ...row }) => ({
    ...row,
    area: String(dropoff.area ?? ''),
    emirate: String(dropoff.emirate ?? ''),
  }));
}

/**
 * The provider (from configuration) and the customer as its company details say (legal name,
 * billing address and TRN, saved on the company settings page); the account's name stands in
 * for a legal name never given.
 */
async function documentParties(db: Db, accountId: string, supplier: Supplier): Promise<DocumentParties> {
  const { name, company } = await getCompanyAccount(db, accountId);
  return {
    supplier,
    customer: { name: company.legalName || name, address: company.billingAddress, trn: company.taxRegistrationNumber },
  };
}

/** The account's tax invoice as PDF, saved as invoice-{number}.pdf. */
export async function invoicePdf(
  db: Db,
  accountId: string,
  id: string,
  supplier: Supplier,
): Promise<FinanceFile<Buffer>> {
  const row = await getInvoiceRow(db, accountId, id);
  const [lines, parties] = await Promise.all([
    invoiceLineDetails(db, row.id),
    documentParties(db, accountId, supplier),
  ]);
  const invoice = toInvoice(row);
  return {
    filename: `invoice-${invoice.number}.pdf`,
    body: await (await documents()).renderInvoicePdf(invoice, parties, lines),
  };
}

/** The order lines of the account's invoice as CSV, saved as invoice-{number}-orders.csv. */
export async function invoiceCsv(db: Db, accountId: string, id: string): Promise<FinanceFile<string>> {
  const row = await getInvoiceRow(db, accountId, id);
  const invoice = toInvoice(row);
  return {
    filename: `invoice-${invoice.number}-orders.csv`,
    body: (await documents()).invoiceLinesToCsv(invoice, await invoiceLineDetails(db, row.id)),
  };
}

async function getCreditNoteRow(db: Db, accountId: string, id: string): Promise<q.CreditNoteRow> {
  const row = await q.findCreditNote(db, accountId, id);
  if (!row) throw creditNoteNotFound();
  return row;
}

/** The account's COD statement as PDF, saved as cod-statement-{number}.pdf. */
export async function creditNotePdf(
  db: Db,
  accountId: string,
  id: string,
  supplier: Supplier,
): Promise<FinanceFile<Buffer>> {
  const row = await getCreditNoteRow(db, accountId, id);
  const [lines, parties] = await Promise.all([
    q.findCreditNoteLines(db, row.id),
    documentParties(db, accountId, supplier),
  ]);
  const note = toCreditNote(row);
  return {
    filename: `cod-statement-${note.number}.pdf`,
    body: await (await documents()).renderCreditNotePdf(note, parties, lines),
  };
}

const UNSTATED_LIST_LIMIT = 100;

/** COD statements, newest first, and the delivered COD orders whose cash is on none yet. */
export async function listCreditNotes(db: Db, accountId: string): Promise<CreditNoteList> {
  const rows = await q.findCreditNotes(db, accountId);
  const unstated = await q.findUnstatedCodOrders(db, accountId);
  const recorded =
    (await db.hub.port('cashCollected')?.(
      db,
      unstated.map((row) => row.orderId),
    )) ?? new Map();
  const bank = await q.findBankDetails(db, accountId);
  return {
    creditNotes: rows.map(toCreditNote),
    bankDetailsOnFile: bank !== undefined,
    unstated: {
      orderCount: unstated.length,
      // The cash as collected, as the statement will state it.
      codTotalFils: unstated.reduce((total, row) => total + (recorded.get(row.orderId) ?? row.codAmountFils), 0),
      orders: unstated.slice(0, UNSTATED_LIST_LIMIT).map((row) => ({
        orderId: row.orderId,
        partnerOrderId: row.partnerOrderId,
        recipientName: row.recipientName,
        codAmountFils: row.codAmountFils,
        deliveredAt: row.deliveredAt.toISOString(),
      })),
    },
  };
}

/**
 * The merchant confirms the payout of a statement was received. Once only: a repeat
 * answers the note as it was confirmed the first time, unchanged (docs/decisions/009).
 * Refused while the statement is not paid out: there is nothing to have received.
 */
export async function confirmCod(db: Db, accountId: string, userId: number, id: string): Promise<CreditNote> {
  const current = await getCreditNoteRow(db, accountId, id);
  if (!current.paidOutAt) throw new AppError('failed_precondition', PAYMENT_MESSAGES.codNotPaidOut);
  const confirmed = await q.confirmCreditNote(db, accountId, userId, id);
  return toCreditNote(confirmed ?? (await getCreditNoteRow(db, accountId, id)));
}

/**
 * Records the transfer of a statement's cash to the account's bank account on file, with the
 * bank's reference; the IBAN's last 4 digits are kept as it was then. Refused without bank
 * details (the statement waits for them); a statement already paid out keeps its first payout.
 */
export async function recordCodPayout(
  db: Db,
  accountId: string,
  id: string,
  reference: string,
  paidOutAt = new Date(),
): Promise<CreditNote> {
  await getCreditNoteRow(db, accountId, id);
  const bank = await q.findBankDetails(db, accountId);
  if (!bank) throw new AppError('failed_precondition', PAYMENT_MESSAGES.codNeedsBankDetails);
  const paid = await q.recordCreditNotePayout(db, accountId, id, {
    paidOutAt,
    reference,
    ibanLast4: bank.iban.slice(-4),
  });
  return toCreditNote(paid ?? (await getCreditNoteRow(db, accountId, id)));
}

/** Records the payout of the statement numbered `number` (operations know statements by number). */
export async function recordCodPayoutByNumber(
  db: Db,
  number: string,
  reference: string,
  paidOutAt = new Date(),
): Promise<CreditNote> {
  const found = await q.findCreditNoteByNumber(db, number);
  if (!found) throw creditNoteNotFound();
  return recordCodPayout(db, found.accountId, found.id, reference, paidOutAt);
}

// Payment methods -------------------------------------------------------------

const toPaymentMethod = (row: q.PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  brand: row.brand as CardBrand,
  last4: row.last4,
  holderName: row.holderName,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
  canPay: row.providerToken !== null,
  createdAt: row.createdAt.toISOString(),
});
const cardNotFound = () => new AppError('not_found', PAYMENT_MESSAGES.paymentMethodNotFound);

export async function listPaymentMethods(db: Db, accountId: string): Promise<PaymentMethod[]> {
  const rows = await q.findPaymentMethods(db, accountId);
  return rows.map(toPaymentMethod);
}

export async function setDefaultPaymentMethod(db: Db, accountId: string, id: string): Promise<PaymentMethod[]> {
  await db.transaction(async (tx) => {
    const card = await q.findPaymentMethodId(tx, accountId, id);
    if (!card) throw cardNotFound();
    await q.clearOtherDefaults(tx, accountId, id);
    await q.makeDefault(tx, id);
  });
  return listPaymentMethods(db, accountId);
}

/** Removes a card; when it was the default, the newest remaining card becomes the default. */
export async function removePaymentMethod(db: Db, accountId: string, id: string): Promise<PaymentMethod[]> {
  await db.transaction(async (tx) => {
    const removed = await q.deletePaymentMethod(tx, accountId, id);
    if (!removed) throw cardNotFound();
    if (removed.isDefault) {
      const next = await q.findNewestPaymentMethodId(tx, accountId);
      if (next) await q.makeDefault(tx, next.id);
    }
  });
  return listPaymentMethods(db, accountId);
}

// Bank details ------------------------------------------------------------------

const toBankDetails = (row: q.BankDetailsRow): BankDetails => ({
  accountHolder: row.accountHolder,
  bankName: row.bankName,
  iban: row.iban,
  swiftCode: row.swiftCode,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getBankDetails(db: Db, accountId: string): Promise<BankDetails | null> {
  const row = await q.findBankDetails(db, accountId);
  return row ? toBankDetails(row) : null;
}

export async function saveBankDetails(
  db: Db,
  accountId: string,
  input: z.output<typeof BankDetailsInputSchema>,
): Promise<BankDetails> {
  const values = { ...input, updatedAt: new Date() };
  return toBankDetails(await q.upsertBankDetails(db, accountId, values));
}

// Admin and the invoicer ----------------------------------------------------------

/**
 * Finance staff record an invoice's payment; a paid invoice keeps its first payment time. With
 * the staff user's id, the change is written to the audit log in the same transaction.
 */
export async function markInvoicePaid(db: Db, id: string, paidAt = new Date(), actorUserId?: number): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const before = await q.findInvoiceById(tx, id);
    if (!before) throw invoiceNotFound();
    await q.setInvoicePaid(tx, id, paidAt);
    const row = await q.findInvoiceById(tx, id);
    if (!row) throw invoiceNotFound();
    if (actorUserId !== undefined) {
      await recordStaffAction(tx, {
        actorUserId,
        action: 'invoice.marked_paid',
        targetType: 'invoice',
        targetId: id,
        accountId: row.accountId,
        before: { paidAt: before.paidAt?.toISOString() ?? null },
        after: { paidAt: row.paidAt?.toISOString() ?? null },
      });
    }
    return toInvoice(row);
  });
}

/** Whether the account has an unpaid invoice whose due date (Dubai) has passed. */
export async function hasOverdueInvoices(db: Db, accountId: string, now = new Date()): Promise<boolean> {
  const today = dubaiClock(now).date;
  return Boolean(await q.findOverdueInvoice(db, accountId, today));
}

export async function userConfig(db: Db, accountId: string): Promise<UserConfig> {
  const [block, overdue, pricing] = await Promise.all([
    orderSubmissionBlock(db, accountId),
    hasOverdueInvoices(db, accountId),
    getPricingModel(db, accountId),
  ]);
  return {
    hasOverdueInvoices: overdue,
    isOrderSubmissionBlocked: block?.isBlocked ?? false,
    orderSubmissionBlockedReason: block?.reason ?? null,
    pricing,
  };
}
