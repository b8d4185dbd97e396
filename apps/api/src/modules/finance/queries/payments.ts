import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bankDetails, paymentMethods } from '../tables';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type BankDetailsRow = typeof bankDetails.$inferSelect;

/** The account's saved cards, the default first, then the newest. */
export function findPaymentMethods(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, accountId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

export async function findPaymentMethodId(db: DbOrTx, accountId: string, id: string) {
  const [card] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.accountId, accountId)));
  return card;
}

/** Every other card of the account stops being the default. */
export async function clearOtherDefaults(db: DbOrTx, accountId: string, id: string): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.accountId, accountId), ne(paymentMethods.id, id)));
}

export async function makeDefault(db: DbOrTx, id: string): Promise<void> {
  await db.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
}

export async function deletePaymentMethod(db: DbOrTx, accountId: string, id: string) {
  const [removed] = await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.accountId, accountId)))
    .returning();
  return removed;
}

/** The account's newest card. */
export async function findNewestPaymentMethodId(db: DbOrTx, accountId: string) {
  const [next] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, accountId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  return next;
}

export async function findBankDetails(db: DbOrTx, accountId: string): Promise<BankDetailsRow | undefined> {
  const [row] = await db.select().from(bankDetails).where(eq(bankDetails.accountId, accountId));
  return row;
}

/** Saves the account's bank details, replacing those saved before. */
export async function upsertBankDetails(
  db: DbOrTx,
  accountId: string,
  values: Omit<typeof bankDetails.$inferInsert, 'accountId'>,
): Promise<BankDetailsRow> {
  const [row] = await db
    .insert(bankDetails)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: bankDetails.accountId, set: values })
    .returning();
  return row as BankDetailsRow;
}
