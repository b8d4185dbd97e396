import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders } from '../../../db/schema';
import { invoiceLines, invoices } from '../tables';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The account's invoices, newest period first; `outstanding` keeps the unpaid ones. */
export function findInvoices(db: DbOrTx, accountId: string, status: 'all' | 'outstanding') {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), status === 'outstanding' ? isNull(invoices.paidAt) : undefined))
    .orderBy(desc(invoices.periodStart), desc(invoices.issuedAt));
}

export async function findInvoice(db: DbOrTx, accountId: string, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
  return row;
}

/** An invoice of any account (operations staff). */
export async function findInvoiceById(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The invoice's lines with the orders they bill, in delivery order. */
export function findInvoiceLines(db: DbOrTx, invoiceId: string) {
  return db
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
}

/** Records the payment unless the invoice was already paid: a paid invoice keeps its first payment time. */
export async function setInvoicePaid(db: DbOrTx, id: string, paidAt: Date): Promise<void> {
  await db
    .update(invoices)
    .set({ paidAt })
    .where(and(eq(invoices.id, id), isNull(invoices.paidAt)));
}

/** One unpaid invoice of the account due before `today` (a Dubai date), if any. */
export async function findOverdueInvoice(db: DbOrTx, accountId: string, today: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), isNull(invoices.paidAt), sql`${invoices.dueDate} < ${today}`))
    .limit(1);
  return row;
}
