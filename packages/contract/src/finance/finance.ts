import { z } from 'zod';
import { requiredText } from '../identity/common';
import { PricingModelSchema } from '../pricing/schemas';
import { INVOICE_STATUSES, invoiceStatus } from './periods';
import { BANK_DETAILS_MESSAGES, CARD_BRANDS, ibanProblem, normaliseIban } from './validation';

export { FINANCE_PATHS } from './paths';

export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** First and last Dubai day of the month invoiced (YYYY-MM-DD). */
  periodStart: z.string(),
  periodEnd: z.string(),
  orderCount: z.number(),
  subtotalFils: z.number(),
  vatFils: z.number(),
  totalFils: z.number(),
  issuedAt: z.string(),
  /** YYYY-MM-DD (Dubai). */
  dueDate: z.string(),
  paidAt: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** An invoice as stored (times as dates): what the finance answers and the operations console's account page both show. */
export type InvoiceRecord = Omit<Invoice, 'issuedAt' | 'paidAt' | 'status'> & { issuedAt: Date; paidAt: Date | null };

/** An invoice as every answer shows it, its status as of `now` (written once for every module that lists invoices). */
export function toInvoice(row: InvoiceRecord, now = new Date()): Invoice {
  return {
    id: row.id,
    number: row.number,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    orderCount: row.orderCount,
    subtotalFils: row.subtotalFils,
    vatFils: row.vatFils,
    totalFils: row.totalFils,
    issuedAt: row.issuedAt.toISOString(),
    dueDate: row.dueDate,
    paidAt: row.paidAt?.toISOString() ?? null,
    status: invoiceStatus(row, now),
  };
}

export const InvoiceListQuerySchema = z.object({ status: z.enum(['all', 'outstanding']).default('all') });
export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSchema) });
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

export const CreditNoteSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** Monday and Sunday (Dubai days) of the week stated. */
  periodStart: z.string(),
  periodEnd: z.string(),
  orderCount: z.number(),
  /** The cash collected on the statement's orders, owed to the merchant. */
  codTotalFils: z.number(),
  /**
   * Collected minus due: non-zero when a courier recorded, at the door, cash that differs from an
   * order's cash on delivery (the statement's PDF lists those orders). 0 otherwise.
   */
  differenceFils: z.number(),
  issuedAt: z.string(),
  confirmedAt: z.string().nullable(),
  /**
   * The transfer of the statement's cash to the merchant's bank account: when, its reference and the
   * last 4 digits of the IBAN it went to; null while it is not paid out.
   */
  payout: z.object({ paidAt: z.string(), reference: z.string(), ibanLast4: z.string() }).nullable(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

/** A delivered COD order whose cash is not yet on a statement. */
export const UnstatedCodOrderSchema = z.object({
  orderId: z.string(),
  partnerOrderId: z.string().nullable(),
  recipientName: z.string(),
  codAmountFils: z.number(),
  deliveredAt: z.string(),
});
export type UnstatedCodOrder = z.infer<typeof UnstatedCodOrderSchema>;

export const CreditNoteListSchema = z.object({
  creditNotes: z.array(CreditNoteSchema),
  /** Whether the account has a bank account to pay COD out to: without one, statements wait for it. */
  bankDetailsOnFile: z.boolean(),
  /** Delivered COD orders not on any statement yet: the total counts all of them, the list the latest 100. */
  unstated: z.object({
    orderCount: z.number(),
    codTotalFils: z.number(),
    orders: z.array(UnstatedCodOrderSchema),
  }),
});
export type CreditNoteList = z.infer<typeof CreditNoteListSchema>;

export const PaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  holderName: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  isDefault: z.boolean(),
  /** Whether the provider holds a token of the card, so it can pay an invoice (cards saved before card payments can't). */
  canPay: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
/** The saved cards, default first: the answer of every payment-method call. */
export const PaymentMethodListSchema = z.object({ paymentMethods: z.array(PaymentMethodSchema) });
export type PaymentMethodList = z.infer<typeof PaymentMethodListSchema>;

/**
 * Why no card is typed into Sameday: card numbers never pass through or stay on our server
 * (docs/decisions/014-no-card-data.md). The payment methods page says it, and the API answers it
 * to a POST of a card.
 */
export const CARD_ENTRY_ELSEWHERE =
  "Card payments will be taken on our payment provider's secure page. Sameday never receives or keeps your card number.";

export const BankDetailsSchema = z.object({
  accountHolder: z.string(),
  bankName: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
  updatedAt: z.string(),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;
/** GET bank-details: the saved account, or null before the first save. */
export const SavedBankDetailsSchema = z.object({ bankDetails: BankDetailsSchema.nullable() });

export const SWIFT_CODE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export const BankDetailsInputSchema = z.object({
  accountHolder: requiredText(120),
  bankName: requiredText(120),
  iban: z
    .string({ error: BANK_DETAILS_MESSAGES.enterIban })
    .superRefine((value, context) => {
      const problem = ibanProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normaliseIban),
  swiftCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || SWIFT_CODE.test(value), BANK_DETAILS_MESSAGES.swiftCode)
    .default(''),
});
export type BankDetailsInput = z.input<typeof BankDetailsInputSchema>;

export const SetBlockStateBodySchema = z.object({ isBlocked: z.boolean({ error: 'isBlocked is true or false' }) });
export const BlockStateSchema = z.object({ accountId: z.string(), isOrderSubmissionBlocked: z.boolean() });
export type BlockState = z.infer<typeof BlockStateSchema>;

/** GET {invoicer}/user-config (spec: user config from the invoicing service). */
export const UserConfigSchema = z.object({
  hasOverdueInvoices: z.boolean(),
  isOrderSubmissionBlocked: z.boolean(),
  /** Why operations blocked the account's order submission, in their words; null when not blocked. */
  orderSubmissionBlockedReason: z.string().nullable().default(null),
  pricing: PricingModelSchema,
});
export type UserConfig = z.infer<typeof UserConfigSchema>;

// Paying invoices (docs/decisions/019-paying-invoices.md) ------------------------------------

/** Paying invoices: the refusals and the saved-card check, in English as the API answers them; the dashboard shows them in Arabic. */
export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This invoice is already paid.',
  cardPaymentsClosed: 'Card payments are not available right now. Please pay by bank transfer.',
  providerUnavailable: 'The payment provider did not answer. Please try again in a minute.',
  badSignature: 'The webhook signature is not valid.',
  processing: 'Payment sent to your card issuer. The invoice shows as paid once it is confirmed.',
  invoiceNotFound: 'Invoice not found',
  codStatementNotFound: 'COD statement not found',
  codNotPaidOut: 'This statement is not paid out yet: there is no transfer to confirm.',
  codNeedsBankDetails: 'Add the bank details first: the cash is paid out to that account.',
  paymentMethodNotFound: 'Payment method not found',
  cardSavedBeforeCardPayments:
    'This card was saved before card payments opened. Pay on the payment page and save the card again.',
  cardDeclined: 'The card was declined.',
  /** The saved-card payment's field check. */
  chooseSavedCard: 'Choose a saved card',
} as const;

/** Our bank account, for paying an invoice by transfer; the payment reference is the invoice number. */
export const PaymentInstructionsSchema = z.object({
  bankTransfer: z.object({ accountName: z.string(), bankName: z.string(), iban: z.string(), swift: z.string() }),
  /** Whether an invoice can be paid by card on the payment provider's page. */
  isCardPaymentOpen: z.boolean(),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>;

/** Where the provider's page sends the payer back: the invoices page or the outstanding invoices page. */
export const PAYMENT_RETURN_PAGES = ['invoices', 'outstanding'] as const;
/** The query of the return address: ?payment=success|cancelled&invoice={id}. */
export const PAYMENT_RETURN_QUERY = { outcome: 'payment', invoice: 'invoice' } as const;
export const PAYMENT_OUTCOMES = ['success', 'cancelled'] as const;

export const InvoiceCheckoutBodySchema = z.object({
  returnTo: z.enum(PAYMENT_RETURN_PAGES).default('invoices'),
});
export type InvoiceCheckoutBody = z.input<typeof InvoiceCheckoutBodySchema>;
/** The provider's hosted payment page of this invoice: the browser goes there. */
export const InvoiceCheckoutSchema = z.object({ checkoutUrl: z.string() });
export type InvoiceCheckout = z.infer<typeof InvoiceCheckoutSchema>;

export const SavedCardPaymentBodySchema = z.object({
  paymentMethodId: z
    .string({ error: PAYMENT_MESSAGES.chooseSavedCard })
    .trim()
    .min(1, PAYMENT_MESSAGES.chooseSavedCard)
    .max(100),
});
/**
 * A saved card charged: `processing` until the provider's webhook confirms it (the invoice then
 * turns paid), or `declined` with the provider's reason.
 */
export const SavedCardPaymentSchema = z.object({
  status: z.enum(['processing', 'declined']),
  message: z.string(),
});
export type SavedCardPayment = z.infer<typeof SavedCardPaymentSchema>;

/** The provider's event envelope (Stripe's Event): checked whole by its signature before this shape. */
export const PaymentWebhookEventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.looseObject({ object: z.looseObject({}) }),
});
export const PaymentWebhookAnswerSchema = z.object({ received: z.literal(true) });
