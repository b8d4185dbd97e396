import { z } from 'zod';
import { requiredText } from '../identity/common';
import type { PricingModel } from '../orders/pricing';
import type { InvoiceStatus } from './periods';
import { type CardBrand, ibanProblem, normaliseIban } from './validation';

/**
 * Finance calls. Those the spec names live under the platform base
 * ({platform}/quiqdash/…); payment methods and bank details are this product's
 * own paths; user-config is on the invoicer base. Reading needs finance:read,
 * changing needs finance:write; the admin calls need the provider's admin role.
 */
export const FINANCE_PATHS = {
  /** GET: the account's invoices, newest first. `?status=outstanding` keeps unpaid and overdue ones. */
  invoices: '/quiqdash/invoices',
  /** GET: the invoice as PDF, saved as invoice-{number}.pdf. */
  invoicePdf: (id: string) => `/quiqdash/invoice/${id}/pdf`,
  /** GET: the invoice's order lines as CSV. */
  invoiceReports: (id: string) => `/quiqdash/invoice/${id}/reports`,
  /** GET: COD statements, newest first, and the delivered COD orders not yet on one. */
  creditNotes: '/quiqdash/credit-notes',
  /** GET: the COD statement as PDF, saved as cod-statement-{number}.pdf. */
  creditNotePdf: (id: string) => `/quiqdash/creditnote/${id}/pdf`,
  /** POST: the merchant confirms the statement's cash was received (once; a repeat answers the note unchanged). */
  confirmCod: (id: string) => `/quiqdash/credit-notes/confirm-cod/${id}`,
  /**
   * GET the saved cards. A POST is refused (failed_precondition, CARD_ENTRY_ELSEWHERE): card numbers
   * never reach this server; cards will be added on the payment provider's secure page.
   */
  paymentMethods: '/finance/payment-methods',
  /** DELETE: removes a saved card. */
  paymentMethod: (id: string) => `/finance/payment-methods/${id}`,
  /** POST: makes a saved card the default. */
  defaultPaymentMethod: (id: string) => `/finance/payment-methods/${id}/default`,
  /** GET the bank account COD is paid out to (null when none); PUT replaces it. */
  bankDetails: '/finance/bank-details',
  /** Admin, POST { isBlocked }: blocks or unblocks order submission of an account. */
  setBlockState: (accountId: string) => `/accounts/${accountId}/set-block-state`,
  /** Admin, POST: records the payment of an invoice of any account. */
  markInvoicePaid: (id: string) => `/admin/invoices/${id}/mark-paid`,
  /** On the invoicer base: GET { hasOverdueInvoices, isOrderSubmissionBlocked, pricing }. */
  userConfig: '/user-config',
} as const;

export type Invoice = {
  id: string;
  number: string;
  /** First and last Dubai day of the month invoiced (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  orderCount: number;
  subtotalFils: number;
  vatFils: number;
  totalFils: number;
  issuedAt: string;
  /** YYYY-MM-DD (Dubai). */
  dueDate: string;
  paidAt: string | null;
  status: InvoiceStatus;
};

export const InvoiceListQuerySchema = z.object({ status: z.enum(['all', 'outstanding']).default('all') });
export type InvoiceList = { invoices: Invoice[] };

export type CreditNote = {
  id: string;
  number: string;
  /** Monday and Sunday (Dubai days) of the week stated. */
  periodStart: string;
  periodEnd: string;
  orderCount: number;
  codTotalFils: number;
  issuedAt: string;
  confirmedAt: string | null;
};

/** A delivered COD order whose cash is not yet on a statement. */
export type UnstatedCodOrder = {
  orderId: string;
  partnerOrderId: string | null;
  recipientName: string;
  deliveredAt: string;
  codAmountFils: number;
};

export type CreditNoteList = {
  creditNotes: CreditNote[];
  /** Delivered COD orders not on any statement yet: the total counts all of them, the list the latest 100. */
  unstated: { orderCount: number; codTotalFils: number; orders: UnstatedCodOrder[] };
};

export type PaymentMethod = {
  id: string;
  brand: CardBrand;
  last4: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  createdAt: string;
};

/**
 * Why no card is typed into Sameday: card numbers never pass through or stay on our server
 * (docs/decisions/014-no-card-data.md). The payment methods page says it, and the API answers it
 * to a POST of a card.
 */
export const CARD_ENTRY_ELSEWHERE =
  "Card payments will be taken on our payment provider's secure page. Sameday never receives or keeps your card number.";

export type BankDetails = {
  accountHolder: string;
  bankName: string;
  iban: string;
  swiftCode: string;
  updatedAt: string;
};

export const SWIFT_CODE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export const BankDetailsInputSchema = z.object({
  accountHolder: requiredText(120),
  bankName: requiredText(120),
  iban: z
    .string({ error: 'Enter the IBAN' })
    .superRefine((value, context) => {
      const problem = ibanProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normaliseIban),
  swiftCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || SWIFT_CODE.test(value), 'A SWIFT/BIC code has 8 or 11 letters and digits')
    .default(''),
});
export type BankDetailsInput = z.input<typeof BankDetailsInputSchema>;

export const SetBlockStateBodySchema = z.object({ isBlocked: z.boolean({ error: 'isBlocked is true or false' }) });
export type BlockState = { accountId: string; isOrderSubmissionBlocked: boolean };

/** GET {invoicer}/user-config (spec: user config from the invoicing service). */
export type UserConfig = {
  hasOverdueInvoices: boolean;
  isOrderSubmissionBlocked: boolean;
  pricing: PricingModel;
};
