import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountSettings, companyProfiles } from './tables';

type SettingsValues = typeof accountSettings.$inferInsert;

/** The account's company profile (none until first saved). */
export async function findCompanyProfile(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.accountId, accountId));
  return row;
}

export async function upsertCompanyProfile(
  db: DbOrTx,
  accountId: string,
  company: Omit<typeof companyProfiles.$inferInsert, 'accountId'>,
): Promise<void> {
  await db
    .insert(companyProfiles)
    .values({ accountId, ...company })
    .onConflictDoUpdate({ target: companyProfiles.accountId, set: { ...company, updatedAt: sql`now()` } });
}

export async function findSettings(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.accountId, accountId));
  return row;
}

/** Saves the opening hours and contact, keeping the shipping profile. */
export async function upsertOpeningHoursAndContact(
  db: DbOrTx,
  accountId: string,
  values: Pick<SettingsValues, 'openingHours' | 'contact'>,
): Promise<void> {
  await db
    .insert(accountSettings)
    .values({ accountId, openingHours: values.openingHours, contact: values.contact })
    .onConflictDoUpdate({
      target: accountSettings.accountId,
      set: { openingHours: values.openingHours, contact: values.contact, updatedAt: sql`now()` },
    });
}

/** Saves the shipping profile, keeping the opening hours and contact. */
export async function upsertShippingProfile(
  db: DbOrTx,
  accountId: string,
  shippingProfile: SettingsValues['shippingProfile'],
): Promise<void> {
  await db
    .insert(accountSettings)
    .values({ accountId, shippingProfile })
    .onConflictDoUpdate({
      target: accountSettings.accountId,
      set: { shippingProfile, updatedAt: sql`now()` },
    });
}
