import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fulfilmentCapabilities, users } from '../../db/schema';
import { featureFlagOverrides, featureFlags } from './tables';

/** The user's salesforceId: the identifier their flags are decided for. */
export async function findSalesforceId(db: DbOrTx, userId: number) {
  const [user] = await db.select({ salesforceId: users.salesforceId }).from(users).where(eq(users.id, userId));
  return user;
}

export async function findFlagRow(db: DbOrTx, name: string) {
  const [flag] = await db.select().from(featureFlags).where(eq(featureFlags.name, name));
  return flag;
}

export function findOverridesOfFlag(db: DbOrTx, name: string) {
  return db.select().from(featureFlagOverrides).where(eq(featureFlagOverrides.flag, name));
}

export function findFlagRows(db: DbOrTx) {
  return db.select().from(featureFlags).orderBy(featureFlags.name);
}

export function findAllOverrides(db: DbOrTx) {
  return db.select().from(featureFlagOverrides);
}

/** Creates the flag or changes it; a description left out keeps the one it had. */
export async function upsertFlag(
  db: DbOrTx,
  name: string,
  input: { description?: string; enabled: boolean; rolloutPercentage: number },
): Promise<void> {
  await db
    .insert(featureFlags)
    .values({
      name,
      description: input.description ?? '',
      enabled: input.enabled,
      rolloutPercentage: input.rolloutPercentage,
    })
    .onConflictDoUpdate({
      target: featureFlags.name,
      set: {
        enabled: input.enabled,
        rolloutPercentage: input.rolloutPercentage,
        ...(input.description === undefined ? {} : { description: input.description }),
        updatedAt: sql`now()`,
      },
    });
}

export async function upsertOverride(
  db: DbOrTx,
  name: string,
  input: { subjectType: 'user' | 'account'; subjectId: string; enabled: boolean },
): Promise<void> {
  await db
    .insert(featureFlagOverrides)
    .values({ flag: name, ...input })
    .onConflictDoUpdate({
      target: [featureFlagOverrides.flag, featureFlagOverrides.subjectType, featureFlagOverrides.subjectId],
      set: { enabled: input.enabled },
    });
}

export async function deleteOverride(db: DbOrTx, name: string, subjectType: string, subjectId: string): Promise<void> {
  await db
    .delete(featureFlagOverrides)
    .where(
      and(
        eq(featureFlagOverrides.flag, name),
        eq(featureFlagOverrides.subjectType, subjectType),
        eq(featureFlagOverrides.subjectId, subjectId),
      ),
    );
}

/** Whether operations made the account a fulfilment account (the fulfilment setup flag's answer). */
export async function hasFulfilmentCapability(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: fulfilmentCapabilities.enabled })
    .from(fulfilmentCapabilities)
    .where(eq(fulfilmentCapabilities.accountId, accountId));
  return row?.enabled ?? false;
}
