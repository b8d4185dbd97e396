// Issuing: monthly invoices from delivered orders, weekly COD statements from
// delivered cash-on-delivery orders. Only closed periods (by the Dubai calendar)
// are issued, and an order is on one invoice and one statement at most, so
// issuing again creates nothing new (docs/decisions/009).
import {
  addDays,
  dubaiClock,
  dubaiInstant,
  INVOICE_DUE_DAYS,
  monthOf,
  SERVICE_KIND_LABELS,
  type ServiceKind,
  vatOf,
  weekOf,
} from '@sameday/contract';
import type { Db, DbOrTx } from '../../db/client';
import { randomChars } from '../../platform/crypto';
import { announceIssued } from './events';
import * as q from './queries';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const suffix = () => randomChars(ALPHABET, 6);
export const newFinanceId = (prefix: string) => `${prefix}_${randomChars(ALPHABET, 12)}`;

type Delivered = q.DeliveredOrder;

declare module '../../platform/domain-hub' {
  interface DomainPorts {
    /**
     * The cash couriers recorded as collected at the door (the missions module), by order id;
     * orders with no record (delivered through the carrier webhook or recorded by operations) are absent.
     */
    cashCollected: (tx: DbOrTx, orderIds: readonly string[]) => Promise<Map<string, number>>;
  }
}

function groupBy(rows: Delivered[], period: (date: string) => { start: string; end: string }) {
  const groups = new Map<string, { accountId: string; start: string; end: string; rows: Delivered[] }>();
  for (const row of rows) {
    const { start, end } = period(dubaiClock(row.deliveredAt).date);
    const key = `${row.accountId}|${start}`;
    const group = groups.get(key) ?? { accountId: row.accountId, start, end, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.start.localeCompare(b.start));
}

export function lineDescription(serviceKind: string, dropoff: Record<string, unknown>): string {
  const service = SERVICE_KIND_LABELS[serviceKind as ServiceKind] ?? serviceKind;
  const place = [dropoff.area, dropoff.emirate].filter((part) => typeof part === 'string' && part).join(', ');
  return place ? `${service} delivery to ${place}` : `${service} delivery`;
}

export type IssueOptions = { now: Date; accountId?: string };

/**
 * Invoices every closed month (Dubai) with delivered orders not yet invoiced: the lines are
 * the orders' rate-card prices (orders.price_fils), VAT 5% rounded to the fils on each line (the
 * invoice shows each line's VAT, and its VAT total is their sum), due 15 days after issue.
 */
export async function issueInvoices(db: Db, { now, accountId }: IssueOptions): Promise<number> {
  const today = dubaiClock(now).date;
  const before = dubaiInstant(monthOf(today).start, '00:00');
  const groups = groupBy(await q.findDeliveredOrders(db, { before, accountId }), monthOf);
  let issued = 0;
  for (const group of groups) {
    const subtotalFils = group.rows.reduce((sum, row) => sum + row.priceFils, 0);
    const vatFils = group.rows.reduce((sum, row) => sum + vatOf(row.priceFils), 0);
    const id = newFinanceId('inv');
    const created = await db.transaction(async (tx) => {
      const invoice = {
        id,
        accountId: group.accountId,
        number: `INV-${group.start.slice(0, 7).replace('-', '')}-${suffix()}`,
        periodStart: group.start,
        periodEnd: group.end,
        orderCount: group.rows.length,
        subtotalFils,
        vatFils,
        totalFils: subtotalFils + vatFils,
        issuedAt: now,
        dueDate: addDays(today, INVOICE_DUE_DAYS),
      };
      // A month is invoiced once: a second run (or one beside it) leaves it alone.
      const isStored = await q.insertInvoice(tx, invoice);
      if (!isStored) return false;
      await q.insertInvoiceLines(
        tx,
        group.rows.map((row) => ({
          orderId: row.id,
          invoiceId: id,
          accountId: row.accountId,
          description: lineDescription(row.serviceKind, row.dropoff),
          deliveredAt: row.deliveredAt,
          amountFils: row.priceFils,
        })),
      );
      const { number, periodStart, periodEnd, orderCount, totalFils, dueDate } = invoice;
      await announceIssued(db, tx, {
        kind: 'invoice',
        accountId: group.accountId,
        id,
        ...{ number, periodStart, periodEnd, orderCount, totalFils, dueDate },
      });
      return true;
    });
    if (created) issued += 1;
  }
  return issued;
}

/**
 * COD statements for every closed Monday–Sunday week (Dubai) with delivered COD orders not yet
 * stated. Each order's line states the cash as due and, when a courier recorded a different amount
 * at the door, what was collected; the statement owes the merchant the cash collected and shows
 * the difference.
 */
export async function issueCreditNotes(db: Db, { now, accountId }: IssueOptions): Promise<number> {
  const before = dubaiInstant(weekOf(dubaiClock(now).date).start, '00:00');
  const delivered = await q.findDeliveredOrders(db, { before, accountId, cod: true });
  const recorded =
    (await db.hub.port('cashCollected')?.(
      db,
      delivered.map((row) => row.id),
    )) ?? new Map();
  const collectedOf = (row: Delivered) => recorded.get(row.id) ?? row.codAmountFils;
  let issued = 0;
  for (const group of groupBy(delivered, weekOf)) {
    const id = newFinanceId('cn');
    const created = await db.transaction(async (tx) => {
      // A run beside this one may have stated some of these orders since they were read.
      await q.lockCodStatements(tx, group.accountId);
      const stated = await q.statedOrderIds(
        tx,
        group.rows.map((row) => row.id),
      );
      const rows = group.rows.filter((row) => !stated.has(row.id));
      if (rows.length === 0) return false;
      const codTotalFils = rows.reduce((sum, row) => sum + collectedOf(row), 0);
      const dueFils = rows.reduce((sum, row) => sum + row.codAmountFils, 0);
      const note = {
        id,
        accountId: group.accountId,
        number: `COD-${group.start.replaceAll('-', '')}-${suffix()}`,
        periodStart: group.start,
        periodEnd: group.end,
        orderCount: rows.length,
        codTotalFils,
        differenceFils: codTotalFils - dueFils,
        issuedAt: now,
      };
      await q.insertCreditNote(tx, note);
      // The order id is the key of a line: an order's cash is stated once, whoever runs beside us.
      await q.insertCreditNoteLines(
        tx,
        rows.map((row) => ({
          orderId: row.id,
          creditNoteId: id,
          accountId: row.accountId,
          deliveredAt: row.deliveredAt,
          codAmountFils: row.codAmountFils,
          collectedFils: collectedOf(row) === row.codAmountFils ? null : collectedOf(row),
        })),
      );
      const { number, periodStart, periodEnd, orderCount } = note;
      await announceIssued(db, tx, {
        kind: 'cod_statement',
        accountId: group.accountId,
        id,
        ...{ number, periodStart, periodEnd, orderCount, codTotalFils },
      });
      return true;
    });
    if (created) issued += 1;
  }
  return issued;
}

/** Both, for every account (or one): what `npm run finance:issue` does. */
export async function issueFinanceDocuments(db: Db, options: IssueOptions) {
  const invoiceCount = await issueInvoices(db, options);
  const creditNoteCount = await issueCreditNotes(db, options);
  return { invoices: invoiceCount, creditNotes: creditNoteCount };
}
