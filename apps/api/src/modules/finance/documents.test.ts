// The invoice and COD statement PDFs as a merchant downloads them, read back as text.
import { type CreditNoteList, dayLabel, formatAed, type Invoice, type InvoiceList } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { CARRIER_KEY, type Merchant, newMerchant, orderBody } from '../../test/orders';
import { pdfText, RENDER_DIR, renderPdf } from '../../test/pdf-reader';
import { call, ok } from '../../test/teams';
import { at, deliveredOrder, months } from './finance-test-kit';
import { issueCreditNotes, issueInvoices } from './issue';
import { markInvoicePaid } from './service';

const ARABIC_NAME = 'خالد الشامسي';
const MIXED_ADDRESS = 'فيلا 12، شارع الوصل, Jumeirah 1';
const COMPANY = {
  name: 'Shamsi Trading',
  legalName: 'شركة الشامسي للتجارة ذ.م.م',
  tradeLicenseNumber: '',
  taxRegistrationNumber: '100987654300003',
  billingAddress: 'Office 7, Al Wasl Road, Jumeirah 1, Dubai',
  website: '',
  contactEmail: '',
  contactPhone: '',
};

let t: TestApp;
let merchant: Merchant;
const { last } = months();

const pdfOf = async (path: string) => {
  const response = await call(t.app, 'GET', path, merchant.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};
const firstInvoice = async () =>
  (ok<InvoiceList>(await call(t.app, 'GET', '/quiqdash/invoices', merchant.token)).invoices as [Invoice])[0];

beforeAll(async () => {
  t = await createTestApp({ carrierWebhookKey: CARRIER_KEY });
  merchant = await newMerchant(t);
  ok(await call(t.app, 'PUT', '/accounts', merchant.token, COMPANY));
  const recipient = { ...orderBody(merchant.pickupId).recipient, name: ARABIC_NAME, addressLine1: MIXED_ADDRESS };
  await deliveredOrder(t, merchant, at(last.start, '11:00'), { recipient, partnerOrderId: 'WEB-77' });
  await deliveredOrder(t, merchant, at(last.end, '16:00'), { recipient: { ...recipient, area: 'Jumeirah' } });
  await issueInvoices(t.database.db, { now: new Date(), accountId: merchant.accountId });
  await issueCreditNotes(t.database.db, { now: new Date(), accountId: merchant.accountId });
});
afterAll(async () => t?.close());

describe('the tax invoice PDF', () => {
  it('carries what a UAE tax invoice must: both parties with their TRNs, the dates, VAT a line and the totals', async () => {
    const invoice = await firstInvoice();
    const pdf = await pdfOf(`/quiqdash/invoice/${invoice.id}/pdf`);
    const text = (await pdfText(pdf)).join('\n');
    const { supplier } = t.config;
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(supplier.name);
    expect(text).toContain('Sheikh Zayed Road');
    expect(text).toContain(`TRN ${supplier.trn}`);
    expect(text).toContain(COMPANY.legalName);
    expect(text).toContain('Al Wasl Road, Jumeirah 1, Dubai');
    expect(text).toContain(`TRN ${COMPANY.taxRegistrationNumber}`);
    expect(text).toContain(invoice.number);
    expect(text).toMatch(/Date of issue[\s\S]*Date of supply/);
    for (const title of ['Description', 'Qty', 'Unit price', 'VAT rate', 'VAT', 'Total']) expect(text).toContain(title);
    expect(text.match(/\b5%/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Next day delivery to Dubai Marina, Dubai');
    expect(text).toContain(`Total excluding VAT (2 deliveries)`);
    expect(text).toContain(formatAed(invoice.subtotalFils));
    expect(text).toContain('VAT at 5%');
    expect(text).toContain(formatAed(invoice.vatFils));
    expect(text).toContain(formatAed(invoice.totalFils));
    const png = await renderPdf(pdf, 'tax-invoice-unpaid');
    console.info(`tax invoice rendered for a look: ${png.join(', ')} (folder ${RENDER_DIR})`);
  });

  it('tells how to pay an open invoice: the bank account, and the invoice number as the payment reference', async () => {
    const invoice = await firstInvoice();
    const text = (await pdfText(await pdfOf(`/quiqdash/invoice/${invoice.id}/pdf`))).join('\n');
    const { bank } = t.config.supplier;
    expect(text).toContain('How to pay');
    expect(text).toContain(`Please pay ${formatAed(invoice.totalFils)} by ${dayLabel(invoice.dueDate)}`);
    expect(text).toMatch(new RegExp(`IBAN\\s*${bank.iban}`));
    expect(text).toMatch(new RegExp(`SWIFT\\s*${bank.swift}`));
    expect(text).toContain(bank.bankName);
    expect(text).toMatch(new RegExp(`Payment reference\\s*${invoice.number}\\s`));
    expect(text).not.toContain('This invoice was paid');
  });

  it('says Paid, and asks for nothing, once the invoice is paid', async () => {
    const invoice = await markInvoicePaid(t.database.db, (await firstInvoice()).id, at(last.end, '12:00'));
    const pdf = await pdfOf(`/quiqdash/invoice/${invoice.id}/pdf`);
    const text = (await pdfText(pdf)).join('\n');
    expect(text).toContain('Paid');
    expect(text).toContain(`This invoice was paid on ${dayLabel(last.end)}`);
    expect(text).not.toContain('How to pay');
    expect(text).not.toContain(t.config.supplier.bank.iban);
    await renderPdf(pdf, 'tax-invoice-paid');
  });

  it('names the account when no legal name was given, and leaves out a TRN the customer has not', async () => {
    ok(await call(t.app, 'PUT', '/accounts', merchant.token, { ...COMPANY, legalName: '', taxRegistrationNumber: '' }));
    const text = (await pdfText(await pdfOf(`/quiqdash/invoice/${(await firstInvoice()).id}/pdf`))).join('\n');
    expect(text).toContain(COMPANY.name);
    expect(text).not.toContain(COMPANY.taxRegistrationNumber);
    expect(text).toContain(`TRN ${t.config.supplier.trn}`);
    ok(await call(t.app, 'PUT', '/accounts', merchant.token, COMPANY));
  });
});

describe('the COD statement PDF', () => {
  it('prints Arabic recipient names as typed', async () => {
    const { creditNotes } = ok<CreditNoteList>(await call(t.app, 'GET', '/quiqdash/credit-notes', merchant.token));
    expect(creditNotes.length).toBeGreaterThan(0);
    const note = creditNotes.find((each) => each.orderCount > 0) ?? creditNotes[0];
    const pdf = await pdfOf(`/quiqdash/creditnote/${note?.id}/pdf`);
    const text = (await pdfText(pdf)).join('\n');
    expect(text).toContain('COD Statement');
    expect(text).toContain(ARABIC_NAME);
    expect(text).toContain(COMPANY.legalName);
    const png = await renderPdf(pdf, 'cod-statement');
    console.info(`COD statement rendered for a look: ${png.join(', ')}`);
  });
});
