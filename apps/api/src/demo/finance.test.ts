import { type CreditNoteList, type InvoiceList, invoiceStatus } from '@sameday/contract';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../db/schema';
import { issueFinanceDocuments } from '../modules/finance';
import { createTestApp, type TestApp } from '../test/harness';
import { call, type Member, newMember, ok } from '../test/teams';
import { seedDemoFinance } from './finance';
import { seedDemoOrders } from './orders';

let t: TestApp;
let merchant: Member;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMember(t.app);
  const now = new Date();
  await seedDemoOrders(t.database.db, merchant.accountId, { count: 300, days: 60, now });
  await seedDemoFinance(t.database.db, merchant.accountId, merchant.userId, now);
});
afterAll(async () => t?.close());

describe('the demo finance', () => {
  it('has paid and unpaid invoices and exactly one overdue, each adding up to its lines', async () => {
    const { invoices: list } = ok<InvoiceList>(await call(t.app, 'GET', '/quiqdash/invoices', merchant.token));
    const statuses = list.map((invoice) => invoice.status);
    expect(statuses.filter((status) => status === 'overdue')).toHaveLength(1);
    expect(statuses).toContain('paid');
    expect(statuses).toContain('unpaid');
    for (const invoice of list) {
      const [row] = await t.database.db
        .select({ total: sum(invoiceLines.amountFils) })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice.id));
      expect(Number(row?.total)).toBe(invoice.subtotalFils);
    }
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.accountId, merchant.accountId));
    expect(rows.map((row) => invoiceStatus(row, new Date())).sort()).toEqual([...statuses].sort());
  });

  it('has COD statements, some confirmed and some not', async () => {
    const { creditNotes } = ok<CreditNoteList>(await call(t.app, 'GET', '/quiqdash/credit-notes', merchant.token));
    expect(creditNotes.some((note) => note.confirmedAt)).toBe(true);
    expect(creditNotes.some((note) => !note.confirmedAt)).toBe(true);
  });

  it('pays COD out to its bank account: every confirmed statement was paid out, with a reference and the IBAN', async () => {
    const list = ok<CreditNoteList>(await call(t.app, 'GET', '/quiqdash/credit-notes', merchant.token));
    expect(list.bankDetailsOnFile).toBe(true);
    for (const note of list.creditNotes.filter((each) => each.confirmedAt))
      expect(note.payout).toMatchObject({ reference: expect.stringMatching(/^FT\d+/), ibanLast4: '3456' });
    expect(list.creditNotes.some((note) => note.payout && !note.confirmedAt)).toBe(true);
    expect(list.creditNotes.some((note) => !note.payout)).toBe(true);
  });

  it('leaves nothing for the issuing command to add', async () => {
    expect(await issueFinanceDocuments(t.database.db, { now: new Date() })).toEqual({ invoices: 0, creditNotes: 0 });
  });
});

describe.each([
  '2026-11-28T08:00:00Z',
  // The 60 days of orders start on the 1st of the last closed month: one closed month of them alone.
  '2026-11-30T08:00:00Z',
  '2027-03-31T17:00:00Z',
  '2027-01-01T05:00:00Z',
])('the demo finance seeded on %s', (at) => {
  it('has paid invoices, exactly one overdue and one unpaid', async () => {
    const now = new Date(at);
    const member = await newMember(t.app);
    await seedDemoOrders(t.database.db, member.accountId, { count: 300, days: 60, now });
    await seedDemoFinance(t.database.db, member.accountId, member.userId, now);
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.accountId, member.accountId));
    const statuses = rows.map((row) => invoiceStatus(row, now));
    expect(statuses.filter((status) => status === 'overdue')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'unpaid')).toHaveLength(1);
    expect(statuses).toContain('paid');
  });
});
