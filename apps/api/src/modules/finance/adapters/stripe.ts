import { CARD_BRANDS, type CardBrand, PAYMENT_MESSAGES } from '@sameday/contract';
import type Stripe from 'stripe';
import {
  INVOICE_CURRENCY,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderCard,
  WebhookSignatureError,
} from './payment-provider';

/** Stripe's own default: a signed event older (or newer) than five minutes is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeSettings = { apiUrl: string; secretKey: string; webhookSecret: string };

const toBrand = (brand: string | undefined): CardBrand =>
  (CARD_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as CardBrand) : 'card';

/**
 * The provider through Stripe's own client: Checkout Sessions for the hosted page, PaymentIntents
 * off-session for saved cards, `constructEvent` for the Stripe-Signature header
 * (`t=…,v1=HMAC-SHA256(secret, t + '.' + rawBody)`). `apiUrl` is Stripe's, or any server speaking
 * its protocol: the test stand-in differs by this address only.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const url = new URL(settings.apiUrl);
  // Stripe's client (a large module) is loaded by the first payment call, not at start-up.
  let client: Promise<{ stripe: Stripe; StripeClass: typeof Stripe }> | undefined;
  const load = () => {
    client ??= import('stripe').then(({ default: StripeClass }) => ({
      StripeClass,
      stripe: new StripeClass(settings.secretKey, {
        host: url.hostname,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        protocol: url.protocol === 'http:' ? 'http' : 'https',
        maxNetworkRetries: 1,
        timeout: 15_000,
        appInfo: { name: 'Sameday' },
      }),
    }));
    return client;
  };

  return {
    async createCustomer({ accountId, name }) {
      const { stripe } = await load();
      const customer = await stripe.customers.create(
        { name, metadata: { accountId } },
        { idempotencyKey: `sameday-customer-${accountId}` },
      );
      return customer.id;
    },

    async createCheckout(input) {
      const { stripe } = await load();
      const metadata = { invoiceId: input.invoiceId, accountId: input.accountId, invoiceNumber: input.invoiceNumber };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer: input.customerId,
        client_reference_id: input.invoiceId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: INVOICE_CURRENCY,
              unit_amount: input.amountFils,
              product_data: { name: `Sameday invoice ${input.invoiceNumber}` },
            },
          },
        ],
        metadata,
        // The payment carries the invoice too: its `payment_intent.succeeded` event is what pays the invoice.
        payment_intent_data: { metadata, description: `Sameday invoice ${input.invoiceNumber}` },
        // The payer chooses on the provider's page whether the card is kept (as a token) for later invoices.
        saved_payment_method_options: { payment_method_save: 'enabled' },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('The provider answered a checkout session without a page address');
      return { url: session.url };
    },

    async chargeSavedCard(input) {
      const { stripe, StripeClass } = await load();
      try {
        await stripe.paymentIntents.create(
          {
            amount: input.amountFils,
            currency: INVOICE_CURRENCY,
            customer: input.customerId,
            payment_method: input.token,
            off_session: true,
            confirm: true,
            description: `Sameday invoice ${input.invoiceNumber}`,
            metadata: { invoiceId: input.invoiceId, accountId: input.accountId, invoiceNumber: input.invoiceNumber },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { status: 'processing' };
      } catch (error) {
        if (error instanceof StripeClass.errors.StripeCardError)
          return { status: 'declined', message: error.message || PAYMENT_MESSAGES.cardDeclined };
        throw error;
      }
    },

    async readEvent(rawBody, signatureHeader) {
      const { stripe } = await load();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        throw new WebhookSignatureError('The webhook signature is not valid.');
      }
      return toPaymentEvent(event);
    },

    async cardOfPayment(paymentMethodId) {
      const { stripe } = await load();
      const method = await stripe.paymentMethods.retrieve(paymentMethodId);
      return method.card ? toProviderCard(method) : null;
    },

    async removeCard(token) {
      const { stripe } = await load();
      await stripe.paymentMethods.detach(token);
    },
  };
}

/** A succeeded PaymentIntent that names one of our invoices pays it; every other event is acknowledged only. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  if (event.type !== 'payment_intent.succeeded') return { id: event.id, type: event.type, payment: null };
  const intent = event.data.object;
  const { invoiceId, accountId } = intent.metadata ?? {};
  if (!invoiceId || !accountId) return { id: event.id, type: event.type, payment: null };
  return {
    id: event.id,
    type: event.type,
    payment: {
      invoiceId,
      accountId,
      amountFils: intent.amount_received,
      currency: intent.currency,
      reference: intent.id,
      paymentMethodId:
        typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null),
      paidAt: new Date(event.created * 1000),
    },
  };
}

function toProviderCard(method: Stripe.PaymentMethod): ProviderCard | null {
  const card = method.card;
  if (!card) return null;
  return {
    token: method.id,
    customerId: typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null),
    brand: toBrand(card.brand),
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    holderName: method.billing_details?.name ?? '',
    isSaveChosen: method.allow_redisplay === 'always' && Boolean(method.customer),
  };
}
