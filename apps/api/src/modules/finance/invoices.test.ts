import {
  addDays,
  DEFAULT_FULFILMENT_FEES,
  DEFAULT_PRICING_MODEL,
  dubaiClock,
  type Invoice,
  type InvoiceList,
  type PricingModel,
  quoteOrder,
  type UserConfig,
} from '@sameday/contract';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices, orders as ordersTable, pricingModels } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, expectError } from '../../test/identity';
import { CARRIER_KEY, type Merchant, newMerchant, orderBody } from '../../test/orders';
import { call, createTeam, joinTeam, makeAdmin, ok } from '../../test/teams';
import { at, deliveredOrder, months } from './finance-test-kit';
import { issueFinanceDocuments, issueInvoices } from './issue';

/** A rate card unlike the default, so the invoice can only match it by using it. */
const CUSTOM_MODEL: PricingModel = {
  ...DEFAULT_PRICING_MODEL,
  rates: DEFAULT_PRICING_MODEL.rates.map((rate) => ({ ...rate, baseFils: rate.baseFils + 333 })),
  codFeeFils: 711,
};

let t: TestApp;
let merchant: Merchant;
let other: Merchant;
let admin: Merchant;
const { current, last, before } = months();

const userConfig = async (token: string) =>
  ok<UserConfig>(await t.app.inject({ method: 'GET', url: '/api/invoicer/user-config', headers: bearer(token) }));
const listInvoices = async (token: string, query = '') =>
  ok<InvoiceList>(await call(t.app, 'GET', `/quiqdash/invoices${query}`, token)).invoices;

beforeAll(async () => {
  t = await createTestApp({ carrierWebhookKey: CARRIER_KEY });
  merchant = await newMerchant(t);
  other = await newMerchant(t);
  admin = await newMerchant(t, { full_name: 'Khalid Ops' });
  await makeAdmin(t, admin);
  await t.database.db.insert(pricingModels).values({ accountId: merchant.accountId, model: CUSTOM_MODEL });
});
afterAll(async () => t?.close());

describe('issuing invoices', () => {
  let lastMonthOrders: Awaited<ReturnType<typeof deliveredOrder>>[];
  let thisMonthOrder: Awaited<ReturnType<typeof deliveredOrder>>;

  beforeAll(async () => {
    lastMonthOrders = [
      await deliveredOrder(t, merchant, at(last.start, '09:00')),
      await deliveredOrder(t, merchant, at(addDays(last.start, 9), '14:00'), {
        serviceKind: 'same_day',
        payment: { mode: 'prepaid' },
        recipient: { ...orderBody(merchant.pickupId).recipient, emirate: 'Sharjah', area: 'Al Nahda' },
        items: [{ name: 'Rug', quantity: 1, weightKg: 7.2 }],
      }),
      // 23:30 in Dubai on the last day of the month (19:30 UTC): still that month.
      await deliveredOrder(t, merchant, at(last.end, '23:30')),
    ];
    // 00:30 in Dubai on the 1st (still the previous day in UTC): this month, still open.
    thisMonthOrder = await deliveredOrder(t, merchant, at(current.start, '00:30'));
    // Placed but never delivered: never invoiced.
    await t.app.inject({
      method: 'POST',
      url: '/api/platform/quiqdash/orders',
      headers: bearer(merchant.token),
      payload: orderBody(merchant.pickupId),
    });
  });

  it('invoices a closed Dubai month at the rate-card prices of its delivered orders, with VAT 5%', async () => {
    expect(await issueInvoices(t.database.db, { now: new Date(), accountId: merchant.accountId })).toBe(1);
    const [invoice, ...rest] = await listInvoices(merchant.token);
    expect(rest).toEqual([]);
    const subtotal = lastMonthOrders.reduce((sum, order) => sum + order.priceFils, 0);
    const vat = lastMonthOrders.reduce((sum, order) => sum + Math.round(order.priceFils * 0.05), 0);
    const expectedPrices = [
      quoteOrder(CUSTOM_MODEL, {
        serviceKind: 'next_day',
        destinationEmirate: 'Dubai',
        items: [{ quantity: 2, weightKg: 0.4 }],
        isCashOnDelivery: true,
      })?.totalFils,
      quoteOrder(CUSTOM_MODEL, {
        serviceKind: 'same_day',
        destinationEmirate: 'Sharjah',
        items: [{ quantity: 1, weightKg: 7.2 }],
        isCashOnDelivery: false,
      })?.totalFils,
    ];
    expect(lastMonthOrders.map((order) => order.priceFils).slice(0, 2)).toEqual(expectedPrices);
    expect(invoice).toMatchObject({
      periodStart: last.start,
      periodEnd: last.end,
      orderCount: 3,
      subtotalFils: subtotal,
      vatFils: vat,
      totalFils: subtotal + vat,
      dueDate: addDays(dubaiClock(new Date()).date, 15),
      paidAt: null,
      status: 'unpaid',
    });
    expect(invoice?.number).toMatch(new RegExp(`^INV-${last.start.slice(0, 7).replace('-', '')}-`));
    const lines = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice?.id ?? ''));
    expect(new Map(lines.map((line) => [line.orderId, line.amountFils]))).toEqual(
      new Map(lastMonthOrders.map((order) => [order.id, order.priceFils])),
    );
    expect(lines.map((line) => line.orderId)).not.toContain(thisMonthOrder.id);
  });

  it('states a VAT total equal to the sum of the VAT of its lines, each rounded to the fils', async () => {
    const someone = await newMerchant(t);
    const orders = [];
    for (const day of [2, 3, 4]) orders.push(await deliveredOrder(t, someone, at(addDays(last.start, day))));
    // AED 25.10 a line: 125.5 fils of VAT, 126 on each line; 5% of the AED 75.30 subtotal would be 377.
    for (const order of orders)
      await t.database.db.update(ordersTable).set({ priceFils: 2510 }).where(eq(ordersTable.id, order.id));
    await issueInvoices(t.database.db, { now: new Date(), accountId: someone.accountId });
    const [invoice] = await listInvoices(someone.token);
    expect(invoice).toMatchObject({ subtotalFils: 7530, vatFils: 378, totalFils: 7908 });
  });

  it('creates nothing new when issued again', async () => {
    expect(await issueFinanceDocuments(t.database.db, { now: new Date() })).toMatchObject({ invoices: 0 });
    expect(await issueInvoices(t.database.db, { now: new Date(), accountId: merchant.accountId })).toBe(0);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.accountId, merchant.accountId))).toHaveLength(
      1,
    );
  });

  it('invoices the next month once it is closed, with the order delivered at 00:30 on its first day', async () => {
    const nextMonthStart = addDays(current.end, 1);
    expect(
      await issueInvoices(t.database.db, { now: at(nextMonthStart, '08:00'), accountId: merchant.accountId }),
    ).toBe(1);
    const [newest] = await listInvoices(merchant.token);
    expect(newest).toMatchObject({ periodStart: current.start, orderCount: 1, subtotalFils: thisMonthOrder.priceFils });
    // It was issued in the future of this test: undo it so the rest sees one invoice.
    await t.database.db.delete(invoices).where(eq(invoices.id, newest?.id ?? ''));
  });
});

describe('reading invoices', () => {
  let invoice: Invoice;
  beforeAll(async () => {
    [invoice] = (await listInvoices(merchant.token)) as [Invoice];
  });

  it('serves the PDF as invoice-{number}.pdf, stating the VAT', async () => {
    const response = await call(t.app, 'GET', `/quiqdash/invoice/${invoice.id}/pdf`, merchant.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves the order lines as CSV whose amounts add up to the subtotal', async () => {
    const response = await call(t.app, 'GET', `/quiqdash/invoice/${invoice.id}/reports`, merchant.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const parsed = Papa.parse<Record<string, string>>(response.body.replace(/^\uFEFF/, ''), { header: true });
    expect(parsed.data).toHaveLength(3);
    const total = parsed.data.reduce((sum, row) => sum + Math.round(Number(row['Amount (AED)']) * 100), 0);
    expect(total).toBe(invoice.subtotalFils);
  });

  it('neutralises CSV cells a spreadsheet would run as formulas', async () => {
    const order = await deliveredOrder(t, other, at(last.start, '10:00'), {
      partnerOrderId: '=HYPERLINK("x")',
      recipient: { ...orderBody(other.pickupId).recipient, name: '@SUM(A1)' },
    });
    await issueInvoices(t.database.db, { now: new Date(), accountId: other.accountId });
    const [otherInvoice] = await listInvoices(other.token);
    const response = await call(t.app, 'GET', `/quiqdash/invoice/${otherInvoice?.id}/reports`, other.token);
    expect(response.body).toContain(`'=HYPERLINK`);
    expect(response.body).toContain(`'@SUM(A1)`);
    expect(response.body).toContain(order.id);
  });

  it("answers not_found for another account's invoice on every call", async () => {
    for (const path of [`/quiqdash/invoice/${invoice.id}/pdf`, `/quiqdash/invoice/${invoice.id}/reports`]) {
      expectError(await call(t.app, 'GET', path, other.token), 404, 'not_found', 'Invoice not found');
    }
    expect((await listInvoices(other.token)).map((entry) => entry.id)).not.toContain(invoice.id);
  });

  it('needs finance:read: a viewer or operations member is refused', async () => {
    for (const role of ['viewer', 'operations'] as const) {
      const owner = await newMerchant(t);
      await createTeam(t.app, owner);
      const { member } = await joinTeam(t, owner, role);
      for (const path of ['/quiqdash/invoices', `/quiqdash/invoice/${invoice.id}/pdf`]) {
        const response = await call(t.app, 'GET', path, member.token);
        expect(response.statusCode, path).toBe(403);
        expect(response.json()).toMatchObject({ code: 'permission_denied', details: { permission: 'finance:read' } });
      }
    }
  });

  it('lets a finance member of a team read the team’s invoices', async () => {
    const owner = await newMerchant(t);
    await createTeam(t.app, owner);
    const { member } = await joinTeam(t, owner, 'finance');
    expect(ok<InvoiceList>(await call(t.app, 'GET', '/quiqdash/invoices', member.token)).invoices).toEqual([]);
  });
});

describe('overdue invoices, payment and the user config', () => {
  let late: Merchant;
  beforeAll(async () => {
    late = await newMerchant(t);
    await deliveredOrder(t, late, at(addDays(before.start, 3), '11:00'));
    await deliveredOrder(t, late, at(addDays(last.start, 3), '11:00'));
    // The older month was issued on the 1st of the month after it: due on the 16th, long past.
    await issueInvoices(t.database.db, { now: at(last.start, '06:00'), accountId: late.accountId });
    await issueInvoices(t.database.db, { now: new Date(), accountId: late.accountId });
  });

  it('marks an unpaid invoice overdue after its due date (Dubai day) and lists outstanding ones', async () => {
    const list = await listInvoices(late.token);
    expect(list.map((invoice) => [invoice.periodStart, invoice.status])).toEqual([
      [last.start, 'unpaid'],
      [before.start, 'overdue'],
    ]);
    expect((await listInvoices(late.token, '?status=outstanding')).length).toBe(2);
  });

  it('answers the user config from real data: overdue, not blocked, the account rate card', async () => {
    expect(await userConfig(late.token)).toEqual({
      hasOverdueInvoices: true,
      isOrderSubmissionBlocked: false,
      orderSubmissionBlockedReason: null,
      // The rate card always names fulfilment's fees: the list prices unless the account has its own.
      pricing: { ...DEFAULT_PRICING_MODEL, fulfilment: DEFAULT_FULFILMENT_FEES },
    });
    expect(await userConfig(merchant.token)).toEqual({
      hasOverdueInvoices: false,
      isOrderSubmissionBlocked: false,
      orderSubmissionBlockedReason: null,
      pricing: { ...CUSTOM_MODEL, fulfilment: DEFAULT_FULFILMENT_FEES },
    });
  });

  it('lets operations staff mark an invoice paid, which clears the overdue flag; merchants may not', async () => {
    const overdue = (await listInvoices(late.token)).find((invoice) => invoice.status === 'overdue') as Invoice;
    expectError(
      await call(t.app, 'POST', `/admin/invoices/${overdue.id}/mark-paid`, late.token),
      403,
      'permission_denied',
      'This is for Sameday operations staff only.',
    );
    const paid = ok<Invoice>(await call(t.app, 'POST', `/admin/invoices/${overdue.id}/mark-paid`, admin.token));
    expect(paid).toMatchObject({ id: overdue.id, status: 'paid' });
    const again = ok<Invoice>(await call(t.app, 'POST', `/admin/invoices/${overdue.id}/mark-paid`, admin.token));
    expect(again.paidAt).toBe(paid.paidAt);
    expect((await userConfig(late.token)).hasOverdueInvoices).toBe(false);
    expect((await listInvoices(late.token, '?status=outstanding')).map((invoice) => invoice.status)).toEqual([
      'unpaid',
    ]);
    expectError(
      await call(t.app, 'POST', '/admin/invoices/inv_nothing/mark-paid', admin.token),
      404,
      'not_found',
      'Invoice not found',
    );
  });

  it('refuses the user config without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/invoicer/user-config' });
    expect(response.statusCode).toBe(401);
  });
});
