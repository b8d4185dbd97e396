import { and, eq, gt, inArray, isNull, lt, max, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '../tables';

/** Delivered orders not yet on an invoice (or, with `cod`, on a COD statement), delivered before `before`. */
export async function findDeliveredOrders(db: DbOrTx, options: { before: Date; accountId?: string; cod?: boolean }) {
  const deliveredAt = max(orderEvents.createdAt);
  const conditions: (SQL | undefined)[] = [
    eq(orders.status, 'delivery_complete'),
    options.accountId ? eq(orders.accountId, options.accountId) : undefined,
  ];
  if (options.cod) {
    conditions.push(eq(orders.paymentMode, 'cod'), gt(orders.codAmountFils, 0), isNull(creditNoteLines.orderId));
  } else {
    conditions.push(isNull(invoiceLines.orderId));
  }
  const base = db
    .select({
      id: orders.id,
      accountId: orders.accountId,
      priceFils: orders.priceFils,
      codAmountFils: orders.codAmountFils,
      serviceKind: orders.serviceKind,
      dropoff: orders.dropoff,
      deliveredAt,
    })
    .from(orders)
    .innerJoin(orderEvents, and(eq(orderEvents.orderId, orders.id), eq(orderEvents.toStatus, 'delivery_complete')));
  const joined = options.cod
    ? base.leftJoin(creditNoteLines, eq(creditNoteLines.orderId, orders.id))
    : base.leftJoin(invoiceLines, eq(invoiceLines.orderId, orders.id));
  const rows = await joined
    .where(and(...conditions))
    .groupBy(orders.id)
    .having(lt(deliveredAt, options.before))
    .orderBy(orders.id);
  return rows.map((row) => ({ ...row, deliveredAt: row.deliveredAt as Date }));
}

export type DeliveredOrder = Awaited<ReturnType<typeof findDeliveredOrders>>[number];

/**
 * Stores an invoice unless its month is already invoiced for the account (a second run, or
 * one beside it, leaves it alone): answers whether it was stored.
 */
export async function insertInvoice(db: DbOrTx, values: typeof invoices.$inferInsert): Promise<boolean> {
  const [invoice] = await db
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({ target: [invoices.accountId, invoices.periodStart] })
    .returning({ id: invoices.id });
  return Boolean(invoice);
}

export async function insertInvoiceLines(db: DbOrTx, lines: (typeof invoiceLines.$inferInsert)[]): Promise<void> {
  await db.insert(invoiceLines).values(lines);
}

export async function insertCreditNote(db: DbOrTx, values: typeof creditNotes.$inferInsert): Promise<void> {
  await db.insert(creditNotes).values(values);
}

/**
 * Holds the account's COD statements until the transaction ends: a run beside this one (the
 * schedule, or `npm run finance:issue` by hand) waits, then finds the orders already stated.
 */
export async function lockCodStatements(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cod_statement:${accountId}`}))`);
}

/** Which of these orders a COD statement already states. */
export async function statedOrderIds(tx: DbOrTx, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await tx
    .select({ orderId: creditNoteLines.orderId })
    .from(creditNoteLines)
    .where(inArray(creditNoteLines.orderId, [...orderIds]));
  return new Set(rows.map((row) => row.orderId));
}

/** The order id is the key of a line: an order's cash is stated once, whoever runs beside us. */
export async function insertCreditNoteLines(db: DbOrTx, lines: (typeof creditNoteLines.$inferInsert)[]): Promise<void> {
  await db.insert(creditNoteLines).values(lines);
}
