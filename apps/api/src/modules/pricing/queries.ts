import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pricingModels } from './tables';

/** The account's own rate card as stored, if it has one. */
export async function findPricingModel(db: DbOrTx, accountId: string): Promise<unknown> {
  const [row] = await db.select().from(pricingModels).where(eq(pricingModels.accountId, accountId));
  return row?.model;
}
