import {
  type InvoiceCheckout,
  PAYMENT_MESSAGES,
  PAYMENT_RETURN_QUERY,
  type PaymentInstructions,
  type PaymentMethod,
  type SavedCardPayment,
  WEB_ROUTES,
} from '@sameday/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { findAccountById } from '../../identity';
import {
  INVOICE_CURRENCY,
  type PaymentEvent,
  type PaymentProvider,
  WebhookSignatureError,
} from '../adapters/payment-provider';
import * as q from '../queries';
import { removePaymentMethod } from './billing';

/** What paying an invoice needs: the database, the provider (null when card payments are off), where we are served. */
export type PaymentDeps = {
  db: Db;
  provider: PaymentProvider | null;
  config: Pick<Config, 'publicUrl' | 'supplier' | 'payments'>;
  log: FastifyBaseLogger;
};

/** A bad or stale signature is a 400, as providers expect: they show it to whoever set the webhook up. */
export async function readSignedEvent(
  provider: PaymentProvider | null,
  body: Buffer,
  header: string | string[] | undefined,
) {
  if (!provider) throw new AppError('unavailable', PAYMENT_MESSAGES.cardPaymentsClosed);
  try {
    return await provider.readEvent(body, String(header ?? ''));
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('invalid_argument', PAYMENT_MESSAGES.badSignature);
    throw error;
  }
}

/** Our bank account for a transfer (the invoice number is the reference), and whether cards are taken. */
export function paymentInstructions(deps: Pick<PaymentDeps, 'config' | 'provider'>): PaymentInstructions {
  const { accountName, bankName, iban, swift } = deps.config.supplier.bank;
  return { bankTransfer: { accountName, bankName, iban, swift }, isCardPaymentOpen: deps.provider !== null };
}

async function unpaidInvoice(db: Db, accountId: string, invoiceId: string) {
  const invoice = await q.findInvoice(db, accountId, invoiceId);
  if (!invoice) throw new AppError('not_found', PAYMENT_MESSAGES.invoiceNotFound);
  if (invoice.paidAt) throw new AppError('failed_precondition', PAYMENT_MESSAGES.alreadyPaid);
  return invoice;
}

function providerOf(deps: PaymentDeps): PaymentProvider {
  if (!deps.provider) throw new AppError('failed_precondition', PAYMENT_MESSAGES.cardPaymentsClosed);
  return deps.provider;
}

/** A provider that fails or can't be reached is a 503 for the payer; its words stay in our log. */
async function atProvider<T>(deps: PaymentDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    deps.log.error({ err: error instanceof Error ? error.message : String(error) }, `payment provider: ${what} failed`);
    throw new AppError('unavailable', PAYMENT_MESSAGES.providerUnavailable);
  }
}

/** The account's customer at the provider, created with its first payment. */
async function customerOf(deps: PaymentDeps, accountId: string): Promise<string> {
  const known = await q.findPaymentCustomerId(deps.db, accountId);
  if (known) return known;
  const provider = providerOf(deps);
  const name = (await findAccountById(deps.db, accountId))?.name ?? '';
  const created = await atProvider(deps, 'creating a customer', () => provider.createCustomer({ accountId, name }));
  return q.savePaymentCustomer(deps.db, accountId, created);
}

/** Opens the provider's hosted page for the invoice; the payer comes back to the page they left. */
export async function openCheckout(
  deps: PaymentDeps,
  accountId: string,
  invoiceId: string,
  returnTo: 'invoices' | 'outstanding',
): Promise<InvoiceCheckout> {
  const invoice = await unpaidInvoice(deps.db, accountId, invoiceId);
  const provider = providerOf(deps);
  const customerId = await customerOf(deps, accountId);
  const page = returnTo === 'outstanding' ? WEB_ROUTES.accountInvoices : WEB_ROUTES.invoices;
  const back = (outcome: 'success' | 'cancelled') =>
    `${deps.config.publicUrl}${page}?${new URLSearchParams({
      [PAYMENT_RETURN_QUERY.outcome]: outcome,
      [PAYMENT_RETURN_QUERY.invoice]: invoice.id,
    })}`;
  const { url } = await atProvider(deps, 'opening a checkout', () =>
    provider.createCheckout({
      invoiceId: invoice.id,
      accountId,
      invoiceNumber: invoice.number,
      amountFils: invoice.totalFils,
      customerId,
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
    }),
  );
  return { checkoutUrl: url };
}

/** Ten minutes: a double click or a retry inside them charges once; a new try after a decline is a new charge. */
const CHARGE_WINDOW_MS = 10 * 60_000;

/** Charges a saved card for the invoice; the provider's webhook, not this answer, marks it paid. */
export async function payWithSavedCard(
  deps: PaymentDeps,
  accountId: string,
  invoiceId: string,
  paymentMethodId: string,
  now = new Date(),
): Promise<SavedCardPayment> {
  const invoice = await unpaidInvoice(deps.db, accountId, invoiceId);
  const card = await q.findPaymentMethod(deps.db, accountId, paymentMethodId);
  if (!card) throw new AppError('not_found', PAYMENT_MESSAGES.paymentMethodNotFound);
  const provider = providerOf(deps);
  if (!card.providerToken || !card.providerCustomerId)
    throw new AppError('failed_precondition', PAYMENT_MESSAGES.cardSavedBeforeCardPayments);
  const { providerToken, providerCustomerId } = card;
  const window = Math.floor(now.getTime() / CHARGE_WINDOW_MS);
  const result = await atProvider(deps, 'charging a saved card', () =>
    provider.chargeSavedCard({
      invoiceId: invoice.id,
      accountId,
      invoiceNumber: invoice.number,
      amountFils: invoice.totalFils,
      customerId: providerCustomerId,
      token: providerToken,
      idempotencyKey: `sameday-invoice-${invoice.id}-${card.id}-${window}`,
    }),
  );
  return result.status === 'declined' ? result : { status: 'processing', message: PAYMENT_MESSAGES.processing };
}

/** Removes a saved card here, then at the provider; a provider that fails leaves it unusable there, not here. */
export async function removeSavedCard(deps: PaymentDeps, accountId: string, id: string): Promise<PaymentMethod[]> {
  const card = await q.findPaymentMethod(deps.db, accountId, id);
  const remaining = await removePaymentMethod(deps.db, accountId, id);
  if (card?.providerToken && deps.provider) {
    const token = card.providerToken;
    await deps.provider.removeCard(token).catch((error: unknown) => {
      deps.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'payment provider: removing a card failed',
      );
    });
  }
  return remaining;
}

/**
 * A signed event of the provider (already verified). A payment that names one of our invoices, for
 * its amount in dirhams, pays it: the payment is recorded (reference, card brand and last four,
 * time), the invoice's paid time set, the card kept as a token when the payer chose to save it.
 * Anything else is acknowledged and left alone. Each event is handled once: a replay changes nothing.
 */
export async function receivePaymentEvent(deps: PaymentDeps, event: PaymentEvent): Promise<void> {
  const { db, log } = deps;
  const payment = event.payment;
  if (!payment || (await q.isWebhookEventRecorded(db, event.id))) {
    if (payment === null) await q.recordWebhookEvent(db, event.id, event.type);
    return;
  }
  const invoice = await q.findInvoice(db, payment.accountId, payment.invoiceId);
  const problem = !invoice
    ? 'names no invoice of its account'
    : payment.currency !== INVOICE_CURRENCY || payment.amountFils !== invoice.totalFils
      ? `is for ${payment.amountFils} ${payment.currency}, not the invoice's ${invoice.totalFils} ${INVOICE_CURRENCY}`
      : null;
  if (!invoice || problem) {
    // Acknowledged, so the provider stops retrying; left for finance staff to look into.
    log.error({ eventId: event.id, reference: payment.reference }, `payment event ${problem}: not applied`);
    await q.recordWebhookEvent(db, event.id, event.type);
    return;
  }
  if (invoice.paidAt)
    log.warn({ eventId: event.id, reference: payment.reference }, 'an invoice already paid was paid again: refund one');
  const card =
    payment.paymentMethodId && deps.provider
      ? await atProvider(deps, 'reading the card of a payment', () =>
          (deps.provider as PaymentProvider).cardOfPayment(payment.paymentMethodId as string),
        )
      : null;
  await db.transaction(async (tx) => {
    if (!(await q.recordWebhookEvent(tx, event.id, event.type))) return;
    await q.insertInvoicePayment(tx, {
      invoiceId: invoice.id,
      accountId: invoice.accountId,
      providerReference: payment.reference,
      method: 'card',
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      amountFils: payment.amountFils,
      currency: payment.currency,
      paidAt: payment.paidAt,
    });
    await q.setInvoicePaid(tx, invoice.id, payment.paidAt);
    if (card?.isSaveChosen) {
      const hasCards = Boolean(await q.findNewestPaymentMethodId(tx, invoice.accountId));
      await q.upsertSavedCard(tx, {
        accountId: invoice.accountId,
        providerToken: card.token,
        providerCustomerId: card.customerId,
        brand: card.brand,
        last4: card.last4,
        holderName: card.holderName,
        expMonth: card.expMonth,
        expYear: card.expYear,
        isDefault: !hasCards,
      });
    }
  });
}
