import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderEvents, orders } from '../../../db/schema';
import { creditNoteLines, creditNotes } from '../tables';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The account's COD statements, newest period first. */
export function findCreditNotes(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.accountId, accountId))
    .orderBy(desc(creditNotes.periodStart), desc(creditNotes.issuedAt));
}

export async function findCreditNote(db: DbOrTx, accountId: string, id: string): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, id), eq(creditNotes.accountId, accountId)));
  return row;
}

/** The statement's lines with the orders whose cash they state, in delivery order. */
export function findCreditNoteLines(db: DbOrTx, creditNoteId: string) {
  return db
    .select({
      orderId: creditNoteLines.orderId,
      partnerOrderId: orders.partnerOrderId,
      recipientName: orders.recipientName,
      deliveredAt: creditNoteLines.deliveredAt,
      codAmountFils: creditNoteLines.codAmountFils,
      collectedFils: creditNoteLines.collectedFils,
    })
    .from(creditNoteLines)
    .innerJoin(orders, eq(orders.id, creditNoteLines.orderId))
    .where(eq(creditNoteLines.creditNoteId, creditNoteId))
    .orderBy(creditNoteLines.deliveredAt, creditNoteLines.orderId);
}

/** The account's delivered COD orders whose cash is on no statement yet, latest delivery first. */
export async function findUnstatedCodOrders(db: DbOrTx, accountId: string) {
  const deliveredAt = max(orderEvents.createdAt);
  const rows = await db
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
  return rows.map((row) => ({ ...row, deliveredAt: row.deliveredAt as Date }));
}

/** Confirms a statement not yet confirmed; answers nothing when it was (or is not the account's). */
export async function confirmCreditNote(db: DbOrTx, accountId: string, userId: number, id: string) {
  const [confirmed] = await db
    .update(creditNotes)
    .set({ confirmedAt: new Date(), confirmedBy: userId })
    .where(and(eq(creditNotes.id, id), eq(creditNotes.accountId, accountId), isNull(creditNotes.confirmedAt)))
    .returning();
  return confirmed;
}

/**
 * Records a statement's payout once: a statement already paid out is left as it was (answers
 * nothing, as for one of another account).
 */
export async function recordCreditNotePayout(
  db: DbOrTx,
  accountId: string,
  id: string,
  payout: { paidOutAt: Date; reference: string; ibanLast4: string },
) {
  const [paid] = await db
    .update(creditNotes)
    .set({ paidOutAt: payout.paidOutAt, payoutReference: payout.reference, payoutIbanLast4: payout.ibanLast4 })
    .where(and(eq(creditNotes.id, id), eq(creditNotes.accountId, accountId), isNull(creditNotes.paidOutAt)))
    .returning();
  return paid;
}

/** A statement by its number, whichever account's: operations name statements by number. */
export async function findCreditNoteByNumber(db: DbOrTx, number: string) {
  const [row] = await db
    .select({ id: creditNotes.id, accountId: creditNotes.accountId })
    .from(creditNotes)
    .where(eq(creditNotes.number, number));
  return row;
}
