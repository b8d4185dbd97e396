import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { invoicePayments, paymentCustomers, paymentMethods, paymentWebhookEvents } from '../tables';

export async function findPaymentCustomerId(db: DbOrTx, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.accountId, accountId));
  return row?.id;
}

/** Keeps the account's customer at the provider; a customer kept first (a request beside this one) wins. */
export async function savePaymentCustomer(db: DbOrTx, accountId: string, providerCustomerId: string) {
  await db.insert(paymentCustomers).values({ accountId, providerCustomerId }).onConflictDoNothing();
  return (await findPaymentCustomerId(db, accountId)) as string;
}

export async function findPaymentMethod(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.accountId, accountId)));
  return row;
}

/** Records an event as handled; answers false when it already was (a replay or a retry). */
export async function recordWebhookEvent(db: DbOrTx, eventId: string, type: string): Promise<boolean> {
  const [row] = await db
    .insert(paymentWebhookEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return Boolean(row);
}

export async function isWebhookEventRecorded(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId));
  return Boolean(row);
}

/** Records a payment once per provider payment. */
export async function insertInvoicePayment(
  db: DbOrTx,
  values: Omit<typeof invoicePayments.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db
    .insert(invoicePayments)
    .values({ id: `pay_${randomUUID()}`, ...values })
    .onConflictDoNothing({ target: invoicePayments.providerReference });
}

export function findInvoicePayments(db: DbOrTx, invoiceId: string) {
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
}

/** Keeps a card the provider tokenised: its token, brand, last four digits and expiry; never a number. */
export async function upsertSavedCard(
  db: DbOrTx,
  values: {
    accountId: string;
    providerToken: string;
    providerCustomerId: string | null;
    brand: string;
    last4: string;
    holderName: string;
    expMonth: number;
    expYear: number;
    isDefault: boolean;
  },
): Promise<void> {
  await db
    .insert(paymentMethods)
    .values({ id: `pm_${randomUUID()}`, ...values })
    .onConflictDoUpdate({
      target: paymentMethods.providerToken,
      set: { expMonth: values.expMonth, expYear: values.expYear },
      setWhere: eq(paymentMethods.accountId, values.accountId),
    });
}
