// The demo merchant's money: invoices for its past months (some paid, one overdue,
// the latest unpaid) and weekly COD statements (the older ones paid out to its bank account and
// confirmed, one paid out and not yet confirmed, the latest waiting for their payout).
import { randomBytes } from 'node:crypto';
import { addDays, dubaiClock, dubaiInstant, monthOf } from '@sameday/contract';
import type { Db } from '../db/client';
import { issueCreditNotes, issueInvoices, recordCodPayout } from '../modules/finance';
import { newOrderId } from '../modules/orders';
import * as q from './queries';

const DAY = 86_400_000;
const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
/** Orders of each month added before the seeded ones, so the demo has a paid invoice as well. */
const EARLIER_MONTH_ORDERS = 24;
/** A UAE IBAN with a valid check (AE + 21 digits); the demo's COD goes there. */
const DEMO_IBAN = 'AE070331234567890123456';

/**
 * The demo orders cover the last 60 days: two closed months, or one when the first
 * delivery falls in the last closed month (60 days back from late November reach only
 * the end of September). Months of delivered orders before them (copies of delivered
 * demo orders, moved back in time) reach back to the paid invoice's month at least:
 * two before the last closed one, whose invoices are the overdue and the unpaid one.
 */
const monthBefore = (month: { start: string }) => monthOf(addDays(month.start, -1));

/** Adds a month of delivered orders just before `month`; answers the month added. */
async function addEarlierMonth(db: Db, accountId: string, month: { start: string }) {
  const target = monthBefore(month);
  const sources = await q.findDeliveredOrders(db, accountId, EARLIER_MONTH_ORDERS);
  if (sources.length === 0) return target;
  const ids = sources.map((order) => order.id);
  const [items, events] = await Promise.all([q.findItemsOf(db, ids), q.findEventsOf(db, ids)]);
  const days = Number(target.end.slice(8));
  const orderRows: q.NewOrderRow[] = [];
  const itemRows: q.NewItemRow[] = [];
  const eventRows: q.NewEventRow[] = [];
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
  await q.insertOrderCopies(db, { orders: orderRows, items: itemRows, events: eventRows });
  return target;
}

export type DemoFinanceResult = { invoices: number; creditNotes: number };

export async function seedDemoFinance(
  db: Db,
  accountId: string,
  demoUserId: number,
  now: Date,
): Promise<DemoFinanceResult> {
  const oldest = await q.findFirstDelivery(db, accountId);
  if (!oldest) return { invoices: 0, creditNotes: 0 };
  const currentMonth = monthOf(dubaiClock(now).date);
  const lastClosed = monthBefore(currentMonth);
  const paidMonth = monthBefore(monthBefore(lastClosed));
  let firstMonth = monthOf(dubaiClock(oldest).date);
  do {
    firstMonth = await addEarlierMonth(db, accountId, firstMonth);
  } while (firstMonth.start > paidMonth.start);

  // Each closed month issued on the 1st of the month after it (due on the 16th),
  // the latest one today, as an invoicer run late would: it is still within its terms.
  let month = firstMonth;
  while (month.start < lastClosed.start) {
    const next = addDays(month.end, 1);
    await issueInvoices(db, { now: dubaiInstant(next, '09:00'), accountId });
    month = monthOf(next);
  }
  await issueInvoices(db, { now, accountId });

  // All but the two latest are paid three days before their due date: one overdue, one unpaid.
  const issued = await q.findInvoices(db, accountId);
  for (const invoice of issued.slice(2))
    await q.markInvoicePaidAt(db, invoice.id, dubaiInstant(addDays(invoice.dueDate, -3), '11:00'));

  await issueCreditNotes(db, { now, accountId });
  // COD is paid out to the bank account on file: the demo has one. The statements older than two
  // weeks were paid out three days after their week (with the bank's reference); those older than
  // three weeks were confirmed by the merchant the day after. The latest two wait for their payout.
  await q.insertBankDetails(db, {
    accountId,
    accountHolder: 'Demo Trading LLC',
    bankName: 'Emirates NBD',
    iban: DEMO_IBAN,
    swiftCode: 'EBILAEAD',
  });
  const notes = await q.findUnconfirmedCreditNotes(db, accountId);
  for (const [index, note] of notes.entries()) {
    if (index < 2) continue;
    const reference = `FT${note.periodEnd.replaceAll('-', '')}${String(index).padStart(4, '0')}`;
    await recordCodPayout(db, accountId, note.id, reference, dubaiInstant(addDays(note.periodEnd, 3), '14:00'));
    if (index >= 3)
      await q.confirmCreditNoteAt(db, note.id, dubaiInstant(addDays(note.periodEnd, 4), '10:30'), demoUserId);
  }
  return { invoices: issued.length, creditNotes: notes.length };
}
