import {
  type Invoice,
  type InvoiceCheckout,
  type InvoiceList,
  PAYMENT_MESSAGES,
  type PaymentInstructions,
  type PaymentMethod,
  type SavedCardPayment,
  type UserConfig,
} from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePayments, invoices, paymentMethods, paymentWebhookEvents } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { bearer, expectError } from '../../test/identity';
import { type Merchant, newMerchant } from '../../test/orders';
import { openPaymentsApp, PROVIDER_KEYS, rateLimitsWithCardPayments, WEBHOOK_URL } from '../../test/payments';
import type { PaymentProviderStandIn } from '../../test/stand-ins/payment-provider/stand-in';
import { call, ok } from '../../test/teams';
import { at, deliveredOrder, months } from './finance-test-kit';
import { issueFinanceDocuments } from './issue';

let t: TestApp;
let provider: PaymentProviderStandIn;
let close: () => Promise<void>;
let merchant: Merchant;
let other: Merchant;
const { last, before } = months();
const VISA = { number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123', name: 'Aisha Al Mansoori' };

const invoicesOf = async (token: string) =>
  ok<InvoiceList>(await call(t.app, 'GET', '/quiqdash/invoices', token)).invoices;
const userConfig = async (token: string) =>
  ok<UserConfig>(await t.app.inject({ method: 'GET', url: '/api/invoicer/user-config', headers: bearer(token) }));
const cards = async (token: string) =>
  ok<{ paymentMethods: PaymentMethod[] }>(await call(t.app, 'GET', '/finance/payment-methods', token)).paymentMethods;
const checkout = (token: string, id: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `/finance/invoices/${encodeURIComponent(id)}/checkout`, token, body);
const sessionOf = (checkoutUrl: string) => {
  const id = checkoutUrl.split('/').at(-1) as string;
  const session = provider.sessions.get(id);
  if (!session) throw new Error(`no session ${id}`);
  return session;
};

/** A merchant with two unpaid invoices (the two closed months before this one), the older one overdue. */
async function merchantWithInvoices(name: string): Promise<{ merchant: Merchant; overdue: Invoice; unpaid: Invoice }> {
  const member = await newMerchant(t, { account_name: `${name} Perfumes` });
  await deliveredOrder(t, member, at(before.start));
  await deliveredOrder(t, member, at(last.start));
  await issueFinanceDocuments(t.database.db, { now: new Date(), accountId: member.accountId });
  const [unpaid, older] = await invoicesOf(member.token);
  if (!unpaid || !older) throw new Error('two invoices were expected');
  await t.database.db.update(invoices).set({ dueDate: '2020-01-16' }).where(eq(invoices.id, older.id));
  const overdue = (await invoicesOf(member.token)).find((invoice) => invoice.id === older.id) as Invoice;
  return { merchant: member, overdue, unpaid };
}

/** A payment_intent.succeeded event as the provider signs it. */
function paymentEvent(invoice: Invoice, accountId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `pi_${Math.random().toString(36).slice(2)}`,
        object: 'payment_intent',
        amount: invoice.totalFils,
        amount_received: invoice.totalFils,
        currency: 'aed',
        metadata: { invoiceId: invoice.id, accountId, invoiceNumber: invoice.number },
        payment_method: null,
        status: 'succeeded',
        ...overrides,
      },
    },
  };
}

const postEvent = (payload: string, signature: string | null) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });

const paidAtOf = async (id: string) =>
  (await t.database.db.select({ paidAt: invoices.paidAt }).from(invoices).where(eq(invoices.id, id)))[0]?.paidAt ??
  null;

beforeAll(async () => {
  ({ t, provider, close } = await openPaymentsApp());
  ({ merchant } = await merchantWithInvoices('Mansoori'));
  other = await newMerchant(t, { account_name: 'Other Perfumes' });
}, 60_000);
afterAll(async () => close?.());

describe('how to pay', () => {
  it('names our bank account and says cards are taken', async () => {
    const answer = ok<PaymentInstructions>(await call(t.app, 'GET', '/finance/payment-instructions', merchant.token));
    expect(answer).toEqual({
      bankTransfer: {
        accountName: t.config.supplier.bank.accountName,
        bankName: t.config.supplier.bank.bankName,
        iban: t.config.supplier.bank.iban,
        swift: t.config.supplier.bank.swift,
      },
      isCardPaymentOpen: true,
    });
  });
});

describe('paying by card on the provider page', () => {
  it('opens a page for the invoice total in dirhams that leads back to the page the payer left', async () => {
    const [invoice] = await invoicesOf(merchant.token);
    const { checkoutUrl } = ok<InvoiceCheckout>(
      await checkout(merchant.token, invoice?.id as string, { returnTo: 'outstanding' }),
    );
    expect(checkoutUrl).toMatch(new RegExp(`^${provider.publicUrl}/checkout/cs_test_`));
    const session = sessionOf(checkoutUrl);
    expect(session).toMatchObject({
      amount_total: invoice?.totalFils,
      currency: 'aed',
      client_reference_id: invoice?.id,
      metadata: { invoiceId: invoice?.id, accountId: merchant.accountId },
      saved_payment_method_options: { payment_method_save: 'enabled' },
      success_url: `http://localhost:3000/account/invoices?payment=success&invoice=${invoice?.id}`,
      cancel_url: `http://localhost:3000/account/invoices?payment=cancelled&invoice=${invoice?.id}`,
    });
  });

  it('is paid once the signed webhook arrives: the payment is recorded, the card kept as a token, the banner lifts', async () => {
    const { merchant: payer, overdue } = await merchantWithInvoices('Payer');
    expect((await userConfig(payer.token)).hasOverdueInvoices).toBe(true);
    const { checkoutUrl } = ok<InvoiceCheckout>(await checkout(payer.token, overdue.id));
    const result = await provider.pay(sessionOf(checkoutUrl).id, { ...VISA, save: true });
    expect(result).toEqual({ status: 303, location: expect.stringContaining('payment=success') });

    const paid = (await invoicesOf(payer.token)).find((invoice) => invoice.id === overdue.id);
    expect(paid).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect((await userConfig(payer.token)).hasOverdueInvoices).toBe(false);
    const [payment] = await t.database.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, overdue.id));
    expect(payment).toMatchObject({
      accountId: payer.accountId,
      providerReference: expect.stringMatching(/^pi_/),
      method: 'card',
      cardBrand: 'visa',
      cardLast4: '4242',
      amountFils: overdue.totalFils,
      currency: 'aed',
    });
    expect(await cards(payer.token)).toEqual([
      expect.objectContaining({
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2035,
        isDefault: true,
        canPay: true,
      }),
    ]);
  });

  it('keeps no card number: the saved card row holds the token, brand, last four digits and expiry only', async () => {
    const rows = await t.database.db.select().from(paymentMethods);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows) + JSON.stringify(await t.database.db.select().from(invoicePayments));
    expect(stored).not.toMatch(/4242\s?4242/);
    // No run of 12 or more digits standing alone; random ids (a UUID's last part may be all digits) do not count.
    expect(stored).not.toMatch(/(?<![\w-])\d{12,}(?![\w-])/);
    for (const row of rows) expect(row.providerToken).toMatch(/^pm_/);
  });

  it('does not keep the card when the payer does not choose to save it', async () => {
    const { merchant: payer, unpaid } = await merchantWithInvoices('Unsaved');
    const { checkoutUrl } = ok<InvoiceCheckout>(await checkout(payer.token, unpaid.id));
    await provider.pay(sessionOf(checkoutUrl).id, VISA);
    expect(await paidAtOf(unpaid.id)).not.toBeNull();
    expect(await cards(payer.token)).toEqual([]);
  });

  it('refuses a paid invoice and another account’s invoice', async () => {
    const { merchant: payer, unpaid } = await merchantWithInvoices('Twice');
    const { checkoutUrl } = ok<InvoiceCheckout>(await checkout(payer.token, unpaid.id));
    await provider.pay(sessionOf(checkoutUrl).id, VISA);
    expectError(await checkout(payer.token, unpaid.id), 412, 'failed_precondition', PAYMENT_MESSAGES.alreadyPaid);
    const [theirs] = await invoicesOf(merchant.token);
    expectError(await checkout(other.token, theirs?.id as string), 404, 'not_found', 'Invoice not found');
  });
});

describe('the webhook', () => {
  let target: Invoice;
  beforeAll(async () => {
    [target] = (await invoicesOf(merchant.token)) as [Invoice];
  });

  it('refuses an event without a signature, with a wrong one, or signed with another secret: nothing is paid', async () => {
    const payload = JSON.stringify(paymentEvent(target, merchant.accountId));
    const timestamp = Math.floor(Date.now() / 1000);
    const tampered = provider.sign(payload).replace(/v1=[0-9a-f]{4}/, 'v1=0000');
    const { createHmac } = await import('node:crypto');
    const otherSecret = `t=${timestamp},v1=${createHmac('sha256', 'whsec_not_ours').update(`${timestamp}.${payload}`).digest('hex')}`;
    for (const signature of [null, 'garbage', tampered, otherSecret]) {
      expectError(await postEvent(payload, signature), 400, 'invalid_argument', PAYMENT_MESSAGES.badSignature);
    }
    // A signature over other bytes: the same event re-serialised with a space.
    const reformatted = JSON.stringify(JSON.parse(payload), null, 1);
    expectError(
      await postEvent(reformatted, provider.sign(payload)),
      400,
      'invalid_argument',
      PAYMENT_MESSAGES.badSignature,
    );
    expect(await paidAtOf(target.id)).toBeNull();
  });

  it('refuses a signature more than five minutes old (a replay of a captured request)', async () => {
    const payload = JSON.stringify(paymentEvent(target, merchant.accountId));
    const stale = provider.sign(payload, Math.floor(Date.now() / 1000) - 301);
    expectError(await postEvent(payload, stale), 400, 'invalid_argument', PAYMENT_MESSAGES.badSignature);
    expect(await paidAtOf(target.id)).toBeNull();
  });

  it('acknowledges but does not apply a payment of another amount or currency', async () => {
    for (const overrides of [{ amount_received: target.totalFils - 1 }, { currency: 'usd' }]) {
      const payload = JSON.stringify(paymentEvent(target, merchant.accountId, overrides));
      expect((await postEvent(payload, provider.sign(payload))).json()).toEqual({ received: true });
    }
    expect(await paidAtOf(target.id)).toBeNull();
  });

  it('acknowledges but does not apply a payment naming another account’s invoice', async () => {
    const payload = JSON.stringify(paymentEvent(target, other.accountId));
    expect((await postEvent(payload, provider.sign(payload))).statusCode).toBe(200);
    expect(await paidAtOf(target.id)).toBeNull();
    const unknown = JSON.stringify(paymentEvent({ ...target, id: 'inv_unknown' }, merchant.accountId));
    expect((await postEvent(unknown, provider.sign(unknown))).statusCode).toBe(200);
  });

  it('applies an event once: the same event again, and the same payment in another event, change nothing', async () => {
    const event = paymentEvent(target, merchant.accountId);
    const payload = JSON.stringify(event);
    expect((await postEvent(payload, provider.sign(payload))).json()).toEqual({ received: true });
    const paidAt = await paidAtOf(target.id);
    expect(paidAt).not.toBeNull();
    expect((await postEvent(payload, provider.sign(payload))).json()).toEqual({ received: true });
    const again = JSON.stringify({ ...event, id: `${event.id}_retry`, created: event.created + 60 });
    expect((await postEvent(again, provider.sign(again))).statusCode).toBe(200);
    expect(await paidAtOf(target.id)).toEqual(paidAt);
    const payments = await t.database.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, target.id));
    expect(payments).toHaveLength(1);
    const [{ count }] = (await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event.id))) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('acknowledges the events it does not act on', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: { id: 'cus_1' } },
    });
    expect((await postEvent(payload, provider.sign(payload))).json()).toEqual({ received: true });
  });
});

describe('saved cards', () => {
  it('pays another invoice with the saved card, off-session, confirmed by the webhook', async () => {
    const { merchant: payer, overdue, unpaid } = await merchantWithInvoices('Saver');
    const first = ok<InvoiceCheckout>(await checkout(payer.token, overdue.id));
    await provider.pay(sessionOf(first.checkoutUrl).id, { ...VISA, number: '5555 5555 5555 4444', save: true });
    const [card] = await cards(payer.token);
    expect(card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const answer = ok<SavedCardPayment>(
      await call(t.app, 'POST', `/finance/invoices/${unpaid.id}/saved-card-payment`, payer.token, {
        paymentMethodId: card?.id,
      }),
    );
    expect(answer).toEqual({ status: 'processing', message: PAYMENT_MESSAGES.processing });
    await provider.settled();
    expect((await invoicesOf(payer.token)).every((invoice) => invoice.status === 'paid')).toBe(true);
  });

  it('answers the decline of a saved card, and the invoice stays unpaid', async () => {
    const { merchant: payer, overdue, unpaid } = await merchantWithInvoices('Declined');
    const first = ok<InvoiceCheckout>(await checkout(payer.token, overdue.id));
    await provider.pay(sessionOf(first.checkoutUrl).id, { ...VISA, number: '4000 0000 0000 0341', save: true });
    const [card] = await cards(payer.token);
    const answer = ok<SavedCardPayment>(
      await call(t.app, 'POST', `/finance/invoices/${unpaid.id}/saved-card-payment`, payer.token, {
        paymentMethodId: card?.id,
      }),
    );
    expect(answer).toEqual({ status: 'declined', message: 'Your card was declined.' });
    await provider.settled();
    expect(await paidAtOf(unpaid.id)).toBeNull();
  });

  it("charges neither another account's card nor a card saved before card payments", async () => {
    const mine = (await invoicesOf(merchant.token)).find((invoice) => invoice.status !== 'paid');
    const [theirs] = await t.database.db.select().from(paymentMethods).limit(1);
    const response = await call(t.app, 'POST', `/finance/invoices/${mine?.id}/saved-card-payment`, merchant.token, {
      paymentMethodId: theirs?.id,
    });
    expectError(response, 404, 'not_found', 'Payment method not found');
    await t.database.db.insert(paymentMethods).values({
      id: 'pm_before_payments',
      accountId: merchant.accountId,
      brand: 'visa',
      last4: '1111',
      holderName: 'Aisha',
      expMonth: 1,
      expYear: 2040,
    });
    const old = await call(t.app, 'POST', `/finance/invoices/${mine?.id}/saved-card-payment`, merchant.token, {
      paymentMethodId: 'pm_before_payments',
    });
    expect(old.statusCode).toBe(412);
    expect((await cards(merchant.token)).find((card) => card.id === 'pm_before_payments')?.canPay).toBe(false);
  });

  it('removes a saved card here and at the provider', async () => {
    const { merchant: payer, overdue } = await merchantWithInvoices('Remover');
    const first = ok<InvoiceCheckout>(await checkout(payer.token, overdue.id));
    await provider.pay(sessionOf(first.checkoutUrl).id, { ...VISA, save: true });
    const [card] = await cards(payer.token);
    const [row] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, card?.id as string));
    ok(await call(t.app, 'DELETE', `/finance/payment-methods/${card?.id}`, payer.token));
    expect(await cards(payer.token)).toEqual([]);
    const atProvider = await fetch(`${provider.url}/v1/payment_methods/${row?.providerToken}`, {
      headers: { authorization: `Bearer ${PROVIDER_KEYS.secretKey}` },
    });
    expect(((await atProvider.json()) as { customer: string | null }).customer).toBeNull();
  });
});

describe('without a provider, and under load', () => {
  it('limits how often a payment page can be opened', async () => {
    const limited = await openPaymentsApp({ rateLimits: rateLimitsWithCardPayments({ max: 2, timeWindow: 60_000 }) });
    try {
      const payer = await newMerchant(limited.t);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        statuses.push(
          (await call(limited.t.app, 'POST', '/finance/invoices/inv_none/checkout', payer.token, {})).statusCode,
        );
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
