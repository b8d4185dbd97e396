// The demo merchant's money: invoices for its past months (some paid, one overdue,
// the latest unpaid) and weekly COD statements (the older ones confirmed).
import { randomBytes } from 'node:crypto';
import { addDays, dubaiClock, dubaiInstant, monthOf } from '@sameday/contract';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, invoices, orderEvents, orderItems, orders } from '../../db/schema';
import { newOrderId } from '../orders/service';
import { issueCreditNotes, issueInvoices } from './issue';

const DAY = 86_400_000;
const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
/** Orders of the month before the seeded ones, so the demo has a paid invoice as well. */
const EARLIER_MONTH_ORDERS = 24;

/**
 * The demo orders cover the last 60 days: usually two closed months. A month of
 * delivered orders before them (copies of delivered demo orders, moved back in time)
 * gives the paid invoice.
 */
async function addEarlierMonth(db: Db, accountId: string, firstMonthStart: string) {
  const target = monthOf(addDays(firstMonthStart, -1));
  const sources = await db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.status, 'delivery_complete')))
    .orderBy(asc(orders.createdAt))
    .limit(EARLIER_MONTH_ORDERS);
  if (sources.length === 0) return;
  const ids = sources.map((order) => order.id);
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)),
  ]);
  const days = Number(target.end.slice(8));
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const eventRows: (typeof orderEvents.$inferInsert)[] = [];
  sources.forEach((source, index) => {
    const delivered = events.filter((e) => e.orderId === source.id && e.toStatus === 'delivery_complete').at(-1);
    if (!delivered) return;
    const day = addDays(target.start, Math.floor((index * days) / sources.length));
    const shift = delivered.createdAt.getTime() - dubaiInstant(day, '15:00').getTime();
    const shiftDays = Math.round(shift / DAY);
    const id = newOrderId();
    orderRows.push({
      ...source,
      id,
      partnerOrderId: null,
      sourceRowHash: null,
      serviceDate: addDays(source.serviceDate, -shiftDays),
      scheduledDate: source.scheduledDate ? addDays(source.scheduledDate, -shiftDays) : null,
      createdAt: new Date(source.createdAt.getTime() - shift),
      updatedAt: new Date(source.updatedAt.getTime() - shift),
    });
    for (const item of items.filter((i) => i.orderId === source.id))
      itemRows.push({ ...item, id: newId('itm'), orderId: id });
    for (const event of events.filter((e) => e.orderId === source.id))
      eventRows.push({
        ...event,
        id: newId('evt'),
        orderId: id,
        createdAt: new Date(event.createdAt.getTime() - shift),
      });
  });
  await db.transaction(async (tx) => {
    await tx.insert(orders).values(orderRows);
    if (itemRows.length) await tx.insert(orderItems).values(itemRows);
    await tx.insert(orderEvents).values(eventRows);
  });
}

export type DemoFinanceResult = { invoices: number; creditNotes: number };

export async function seedDemoFinance(
  db: Db,
  accountId: string,
  demoUserId: number,
  now: Date,
): Promise<DemoFinanceResult> {
  const [oldest] = await db
    .select({ createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.accountId, accountId), eq(orderEvents.toStatus, 'delivery_complete')))
    .orderBy(asc(orderEvents.createdAt))
    .limit(1);
  if (!oldest) return { invoices: 0, creditNotes: 0 };
  const currentMonth = monthOf(dubaiClock(now).date);
  const firstMonth = monthOf(dubaiClock(oldest.createdAt).date);
  await addEarlierMonth(db, accountId, firstMonth.start);

  // Each closed month issued on the 1st of the month after it (due on the 16th),
  // the latest one today, as an invoicer run late would: it is still within its terms.
  let month = monthOf(addDays(firstMonth.start, -1));
  const lastClosed = monthOf(addDays(currentMonth.start, -1));
  while (month.start < lastClosed.start) {
    const next = addDays(month.end, 1);
    await issueInvoices(db, { now: dubaiInstant(next, '09:00'), accountId });
    month = monthOf(next);
  }
  await issueInvoices(db, { now, accountId });

  // All but the two latest are paid three days before their due date: one overdue, one unpaid.
  const issued = await db
    .select({ id: invoices.id, dueDate: invoices.dueDate })
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.periodStart));
  for (const invoice of issued.slice(2))
    await db
      .update(invoices)
      .set({ paidAt: dubaiInstant(addDays(invoice.dueDate, -3), '11:00') })
      .where(eq(invoices.id, invoice.id));

  await issueCreditNotes(db, { now, accountId });
  // The statements older than three weeks were confirmed by the merchant.
  const notes = await db
    .select({ id: creditNotes.id, periodEnd: creditNotes.periodEnd })
    .from(creditNotes)
    .where(and(eq(creditNotes.accountId, accountId), isNull(creditNotes.confirmedAt)))
    .orderBy(desc(creditNotes.periodStart));
  for (const note of notes.slice(3))
    await db
      .update(creditNotes)
      .set({ confirmedAt: dubaiInstant(addDays(note.periodEnd, 4), '10:30'), confirmedBy: demoUserId })
      .where(eq(creditNotes.id, note.id));
  return { invoices: issued.length, creditNotes: notes.length };
}
