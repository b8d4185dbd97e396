import { DEFAULT_PRICING_MODEL, type PricingModel } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pricingModels } from '../../db/schema';

/** The account's rate card, or the default one. */
export async function getPricingModel(db: DbOrTx, accountId: string): Promise<PricingModel> {
  const [row] = await db.select().from(pricingModels).where(eq(pricingModels.accountId, accountId));
  return (row?.model as PricingModel | undefined) ?? DEFAULT_PRICING_MODEL;
}
