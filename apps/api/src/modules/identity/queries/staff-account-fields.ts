import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts } from '../tables';

/** An account's fields a staff member may change; those absent stay as they are. */
export type StaffAccountFields = Partial<{
  name: string;
  phone: string;
  regionCode: string;
  customerCode: string | null;
  externalId: string | null;
  warehouseCode: string | null;
  isOrderSubmissionBlocked: boolean;
  orderSubmissionBlockedReason: string | null;
}>;

/** Changes the fields given of the account; false when there is no such account. */
export async function updateAccountFields(db: DbOrTx, id: string, fields: StaffAccountFields): Promise<boolean> {
  const updated = await db
    .update(accounts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(accounts.id, id))
    .returning({ id: accounts.id });
  return updated.length === 1;
}
