import type { CardBrand } from '@sameday/contract';

/**
 * The payment provider, as this server uses it (docs/decisions/019-paying-invoices.md): a hosted
 * page takes the card, the provider keeps it and gives back a token, and only its signed webhook
 * says a payment succeeded. No card number ever reaches this server (decision 014).
 */
export type PaymentProvider = {
  /** The provider's customer of an account: cards saved at checkout belong to it. */
  createCustomer(input: { accountId: string; name: string }): Promise<string>;
  /** A payment of one invoice on the provider's hosted page; answers the page's address. */
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /** Charges a saved card while the payer is away; the webhook confirms it. */
  chargeSavedCard(input: SavedCardCharge): Promise<{ status: 'processing' } | { status: 'declined'; message: string }>;
  /** Checks the signature over the raw body and its time, then reads the event; throws WebhookSignatureError. */
  readEvent(rawBody: Buffer, signatureHeader: string): Promise<PaymentEvent>;
  /** The card a payment was made with, as the provider's token: brand, last four digits, expiry, never the number. */
  cardOfPayment(paymentMethodId: string): Promise<ProviderCard | null>;
  /** Forgets a saved card at the provider. */
  removeCard(token: string): Promise<void>;
};

export type CheckoutInput = {
  invoiceId: string;
  accountId: string;
  invoiceNumber: string;
  amountFils: number;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
};

export type SavedCardCharge = {
  invoiceId: string;
  accountId: string;
  invoiceNumber: string;
  amountFils: number;
  customerId: string;
  token: string;
  /** Repeats with the same key (a double click, a retry) charge once. */
  idempotencyKey: string;
};

/** An event of the provider, reduced to what pays an invoice; `payment` is null for events we don't act on. */
export type PaymentEvent = {
  id: string;
  type: string;
  payment: {
    invoiceId: string;
    accountId: string;
    amountFils: number;
    /** Lower case ISO 4217, as providers send it: 'aed'. */
    currency: string;
    /** The provider's payment id. */
    reference: string;
    paymentMethodId: string | null;
    paidAt: Date;
  } | null;
};

export type ProviderCard = {
  token: string;
  customerId: string | null;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  /** The payer ticked "save this card" on the provider's page. */
  isSaveChosen: boolean;
};

export class WebhookSignatureError extends Error {}

/** Invoices are billed in dirhams; amounts are in fils, the provider's minor unit of AED. */
export const INVOICE_CURRENCY = 'aed';
