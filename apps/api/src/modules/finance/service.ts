import {
  type BankDetails,
  type BankDetailsInput,
  type BankDetailsInputSchema,
  type BlockState,
  type CardBrand,
  type CreditNote,
  type CreditNoteList,
  dubaiClock,
  type Invoice,
  invoiceStatus,
  type PaymentMethod,
  type UserConfig,
} from '@sameday/contract';
import { and, desc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  accounts,
  bankDetails,
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoices,
  orderEvents,
  orders,
  paymentMethods,
} from '../../db/schema';
import { AppError } from '../../platform/errors';
import { getPricingModel } from '../pricing';

type InvoiceRow = typeof invoices.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

const invoiceNotFound = () => new AppError('not_found', 'Invoice not found');
const creditNoteNotFound = () => new AppError('not_found', 'COD statement not found');

export function toInvoice(row: InvoiceRow, now = new Date()): Invoice {
  return {
    id: row.id,
    number: row.number,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    orderCount: row.orderCount,
    subtotalFils: row.subtotalFils,
    vatFils: row.vatFils,
    totalFils: row.totalFils,
    issuedAt: row.issuedAt.toISOString(),
    dueDate: row.dueDate,
    paidAt: row.paidAt?.toISOString() ?? null,
    status: invoiceStatus(row, now),
  };
}

export function toCreditNote(row: CreditNoteRow): CreditNote {
  return {
    id: row.id,
    number: row.number,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    orderCount: row.orderCount,
    codTotalFils: row.codTotalFils,
    issuedAt: row.issuedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** The account's invoices, newest period first; `outstanding` keeps the unpaid and overdue ones. */
export async function listInvoices(db: Db, accountId: string, status: 'all' | 'outstanding'): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), status === 'outstanding' ? isNull(invoices.paidAt) : undefined))
    .orderBy(desc(invoices.periodStart), desc(invoices.issuedAt));
  const now = new Date();
  return rows.map((row) => toInvoice(row, now));
}

export async function getInvoiceRow(db: Db, accountId: string, id: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
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

export async function invoiceLineDetails(db: Db, invoiceId: string): Promise<InvoiceLineDetail[]> {
  const rows = await db
    .select({
      orderId: invoiceLines.orderId,
      partnerOrderId: orders.partnerOrderId,
      recipientName: orders.recipientName,
      serviceKind: orders.serviceKind,
      dropoff: orders.dropoff,
      description: invoiceLines.description,
      deliveredAt: invoiceLines.deliveredAt,
      amountFils: invoiceLines.amountFils,
    })
    .from(invoiceLines)
    .innerJoin(orders, eq(orders.id, invoiceLines.orderId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.deliveredAt, invoiceLines.orderId);
  return rows.map(({ dropoff, ...row }) => ({
    ...row,
    area: String(dropoff.area ?? ''),
    emirate: String(dropoff.emirate ?? ''),
  }));
}

export async function accountName(db: Db, accountId: string): Promise<string> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

export async function getCreditNoteRow(db: Db, accountId: string, id: string): Promise<CreditNoteRow> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, id), eq(creditNotes.accountId, accountId)));
  if (!row) throw creditNoteNotFound();
  return row;
}

export async function creditNoteLineDetails(db: Db, creditNoteId: string) {
  return db
    .select({
      orderId: creditNoteLines.orderId,
      partnerOrderId: orders.partnerOrderId,
      recipientName: orders.recipientName,
      deliveredAt: creditNoteLines.deliveredAt,
      codAmountFils: creditNoteLines.codAmountFils,
    })
    .from(creditNoteLines)
    .innerJoin(orders, eq(orders.id, creditNoteLines.orderId))
    .where(eq(creditNoteLines.creditNoteId, creditNoteId))
    .orderBy(creditNoteLines.deliveredAt, creditNoteLines.orderId);
}

const UNSTATED_LIST_LIMIT = 100;

/** COD statements, newest first, and the delivered COD orders whose cash is on none yet. */
export async function listCreditNotes(db: Db, accountId: string): Promise<CreditNoteList> {
  const rows = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.accountId, accountId))
    .orderBy(desc(creditNotes.periodStart), desc(creditNotes.issuedAt));
  const deliveredAt = max(orderEvents.createdAt);
  const unstated = await db
    .select({
      orderId: orders.id,
      partnerOrderId: orders.partnerOrderId,
      recipientName: orders.recipientName,
      codAmountFils: orders.codAmountFils,
      deliveredAt,
    })
    .from(orders)
    .innerJoin(orderEvents, and(eq(orderEvents.orderId, orders.id), eq(orderEvents.toStatus, 'delivery_complete')))
    .leftJoin(creditNoteLines, eq(creditNoteLines.orderId, orders.id))
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.status, 'delivery_complete'),
        eq(orders.paymentMode, 'cod'),
        sql`${orders.codAmountFils} > 0`,
        isNull(creditNoteLines.orderId),
      ),
    )
    .groupBy(orders.id)
    .orderBy(desc(deliveredAt), desc(orders.id));
  return {
    creditNotes: rows.map(toCreditNote),
    unstated: {
      orderCount: unstated.length,
      codTotalFils: unstated.reduce((total, row) => total + row.codAmountFils, 0),
      orders: unstated.slice(0, UNSTATED_LIST_LIMIT).map((row) => ({
        orderId: row.orderId,
        partnerOrderId: row.partnerOrderId,
        recipientName: row.recipientName,
        codAmountFils: row.codAmountFils,
        deliveredAt: (row.deliveredAt as Date).toISOString(),
      })),
    },
  };
}

/**
 * The merchant confirms the cash of a statement was received. Once only: a repeat
 * answers the note as it was confirmed the first time, unchanged (docs/decisions/009).
 */
export async function confirmCod(db: Db, accountId: string, userId: number, id: string): Promise<CreditNote> {
  const [confirmed] = await db
    .update(creditNotes)
    .set({ confirmedAt: new Date(), confirmedBy: userId })
    .where(and(eq(creditNotes.id, id), eq(creditNotes.accountId, accountId), isNull(creditNotes.confirmedAt)))
    .returning();
  return toCreditNote(confirmed ?? (await getCreditNoteRow(db, accountId, id)));
}

// Payment methods -------------------------------------------------------------

type PaymentMethodRow = typeof paymentMethods.$inferSelect;
const toPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  brand: row.brand as CardBrand,
  last4: row.last4,
  holderName: row.holderName,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});
const cardNotFound = () => new AppError('not_found', 'Payment method not found');
export async function listPaymentMethods(db: Db, accountId: string): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, accountId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
  return rows.map(toPaymentMethod);
}

export async function setDefaultPaymentMethod(db: Db, accountId: string, id: string): Promise<PaymentMethod[]> {
  await db.transaction(async (tx) => {
    const [card] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.accountId, accountId)));
    if (!card) throw cardNotFound();
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.accountId, accountId), ne(paymentMethods.id, id)));
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
  });
  return listPaymentMethods(db, accountId);
}

/** Removes a card; when it was the default, the newest remaining card becomes the default. */
export async function removePaymentMethod(db: Db, accountId: string, id: string): Promise<PaymentMethod[]> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.accountId, accountId)))
      .returning();
    if (!removed) throw cardNotFound();
    if (removed.isDefault) {
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.accountId, accountId))
        .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
        .limit(1);
      if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
    }
  });
  return listPaymentMethods(db, accountId);
}

// Bank details ------------------------------------------------------------------

const toBankDetails = (row: typeof bankDetails.$inferSelect): BankDetails => ({
  accountHolder: row.accountHolder,
  bankName: row.bankName,
  iban: row.iban,
  swiftCode: row.swiftCode,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getBankDetails(db: Db, accountId: string): Promise<BankDetails | null> {
  const [row] = await db.select().from(bankDetails).where(eq(bankDetails.accountId, accountId));
  return row ? toBankDetails(row) : null;
}

export async function saveBankDetails(
  db: Db,
  accountId: string,
  input: z.output<typeof BankDetailsInputSchema>,
): Promise<BankDetails> {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(bankDetails)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: bankDetails.accountId, set: values })
    .returning();
  return toBankDetails(row as typeof bankDetails.$inferSelect);
}
export type { BankDetailsInput };

// Admin and the invoicer ----------------------------------------------------------

export async function setBlockState(db: Db, accountId: string, isBlocked: boolean): Promise<BlockState> {
  const [row] = await db
    .update(accounts)
    .set({ isOrderSubmissionBlocked: isBlocked })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id, isBlocked: accounts.isOrderSubmissionBlocked });
  if (!row) throw new AppError('not_found', 'Account not found');
  return { accountId: row.id, isOrderSubmissionBlocked: row.isBlocked };
}

/** Operations staff record an invoice's payment; a paid invoice keeps its first payment time. */
export async function markInvoicePaid(db: Db, id: string, paidAt = new Date()): Promise<Invoice> {
  await db
    .update(invoices)
    .set({ paidAt })
    .where(and(eq(invoices.id, id), isNull(invoices.paidAt)));
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw invoiceNotFound();
  return toInvoice(row);
}

/** Whether the account has an unpaid invoice whose due date (Dubai) has passed. */
export async function hasOverdueInvoices(db: Db, accountId: string, now = new Date()): Promise<boolean> {
  const today = dubaiClock(now).date;
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), isNull(invoices.paidAt), sql`${invoices.dueDate} < ${today}`))
    .limit(1);
  return Boolean(row);
}

export async function userConfig(db: Db, accountId: string): Promise<UserConfig> {
  const [[account], overdue, pricing] = await Promise.all([
    db.select({ isBlocked: accounts.isOrderSubmissionBlocked }).from(accounts).where(eq(accounts.id, accountId)),
    hasOverdueInvoices(db, accountId),
    getPricingModel(db, accountId),
  ]);
  return { hasOverdueInvoices: overdue, isOrderSubmissionBlocked: account?.isBlocked ?? false, pricing };
}
