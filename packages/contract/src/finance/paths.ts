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
  /**
   * POST: the merchant confirms the statement's payout was received (once; a repeat answers the note
   * unchanged). Refused while the statement is not paid out.
   */
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
  /** GET: how to pay an invoice: our bank account for a transfer, and whether card payments are open. */
  paymentInstructions: '/finance/payment-instructions',
  /** POST { returnTo }: opens a payment of the invoice on the payment provider's hosted page; answers its address. */
  invoiceCheckout: (id: string) => `/finance/invoices/${id}/checkout`,
  /** POST { paymentMethodId }: charges a saved card (the provider's token) for the invoice. */
  invoiceSavedCardPayment: (id: string) => `/finance/invoices/${id}/saved-card-payment`,
  /** Public, POST: the payment provider's events, signed (Stripe-Signature); the only way an invoice is paid by card. */
  paymentWebhook: '/webhooks/payment-provider',
  /** On the invoicer base: GET { hasOverdueInvoices, isOrderSubmissionBlocked, pricing }. */
  userConfig: '/user-config',
} as const;
