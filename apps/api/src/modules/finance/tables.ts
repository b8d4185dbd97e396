// The finance module's tables. Only its own files write them; another module reads their data
// through this module's index.ts, save the read models scripts/read-models.json names.
// db/schema.ts gathers every tables.ts for drizzle-kit and the database client's type.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts, users } from '../identity/tables';
import { orders } from '../orders/tables';

/** A monthly invoice of an account: its delivered orders priced by the rate card. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** First and last day of the period, YYYY-MM-DD in Asia/Dubai. */
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    orderCount: integer('order_count').notNull(),
    subtotalFils: integer('subtotal_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** YYYY-MM-DD in Asia/Dubai; unpaid after this day means overdue. */
    dueDate: text('due_date').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_account_period_key').on(table.accountId, table.periodStart),
  ],
);

/** One delivered order on an invoice; an order is invoiced once. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    description: text('description').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    amountFils: integer('amount_fils').notNull(),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId)],
);

/** A COD statement: cash collected on delivered orders, owed to the merchant. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    orderCount: integer('order_count').notNull(),
    /** The cash collected on the statement's orders, owed to the merchant. */
    codTotalFils: integer('cod_total_fils').notNull(),
    /** Collected minus due: what couriers recorded at the door differing from the orders' cash on delivery. */
    differenceFils: integer('difference_fils').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    /** The transfer of the statement's cash to the merchant: when, its reference, the IBAN's last 4 digits. */
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    payoutReference: text('payout_reference'),
    payoutIbanLast4: text('payout_iban_last4'),
  },
  (table) => [
    uniqueIndex('credit_notes_number_key').on(table.number),
    index('credit_notes_account_idx').on(table.accountId, table.periodStart),
  ],
);

/** One delivered COD order on a credit note; an order's cash is stated once. */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    creditNoteId: text('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    /** The order's cash on delivery, as due. */
    codAmountFils: integer('cod_amount_fils').notNull(),
    /** What the courier recorded as collected when it differs from the amount due; null when as due. */
    collectedFils: integer('collected_fils'),
  },
  (table) => [index('credit_note_lines_note_idx').on(table.creditNoteId)],
);

/** A saved card of an account: brand, last four digits and expiry only, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    holderName: text('holder_name').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The payment provider's token of the card (a PaymentMethod id) and the customer it belongs to, never a number. */
    providerToken: text('provider_token'),
    providerCustomerId: text('provider_customer_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_methods_account_idx').on(table.accountId),
    uniqueIndex('payment_methods_provider_token_key').on(table.providerToken),
    // Four digits exactly: a card number (or more of one) can never be stored here (migration 0011).
    check('payment_methods_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** The payment provider's customer of an account: saved cards belong to it. */
export const paymentCustomers = pgTable('payment_customers', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/** A payment of an invoice confirmed by the provider's signed webhook (docs/decisions/019). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The provider's payment (a PaymentIntent id): a payment is recorded once. */
    providerReference: text('provider_reference').notNull(),
    method: text('method').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoice_payments_provider_reference_key').on(table.providerReference),
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    check('invoice_payments_card_last4_check', sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** The provider's webhook events already handled: a replayed event changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where COD money is paid out to the account. */
export const bankDetails = pgTable('bank_details', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  bankName: text('bank_name').notNull(),
  iban: text('iban').notNull(),
  swiftCode: text('swift_code').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
