import {
  ACCOUNT_MESSAGES,
  type AccountSettings,
  type AccountSettingsInputSchema,
  type CompanyAccount,
  type CompanyInputSchema,
  DEFAULT_OPENING_HOURS,
  EMPTY_SHIPPING_PROFILE,
  OpeningHoursSchema,
  SettingsContactSchema,
  type ShippingProfile,
  type ShippingProfileInputSchema,
  ShippingProfileInputSchema as StoredProfileSchema,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findAccountById, renameAccount } from '../identity';
import * as q from './queries';

/** PUT /accounts with an id: staff edit an account's fields, as the operations console does. */
export { updateAccountByStaff } from '../admin';

const accountNotFound = () => new AppError('not_found', ACCOUNT_MESSAGES.notFound);

/** The caller's account with its company details (empty until first saved). */
export async function getCompanyAccount(db: Db, accountId: string): Promise<CompanyAccount> {
  const [account, company] = await Promise.all([findAccountById(db, accountId), q.findCompanyProfile(db, accountId)]);
  if (!account) throw accountNotFound();
  return {
    id: account.id,
    name: account.name,
    clientType: account.clientType === 'personal' ? 'personal' : 'business',
    regionCode: account.regionCode,
    signedTermsAt: account.signedTermsAt?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
    company: {
      legalName: company?.legalName ?? '',
      tradeLicenseNumber: company?.tradeLicenseNumber ?? '',
      taxRegistrationNumber: company?.taxRegistrationNumber ?? '',
      billingAddress: company?.billingAddress ?? '',
      website: company?.website ?? '',
      contactEmail: company?.contactEmail ?? '',
      contactPhone: company?.contactPhone ?? '',
      updatedAt: company?.updatedAt.toISOString() ?? null,
    },
  };
}

/** Saves the display name and the company details of the caller's account in one transaction. */
export async function updateCompanyAccount(
  db: Db,
  accountId: string,
  input: z.output<typeof CompanyInputSchema>,
): Promise<CompanyAccount> {
  const { name, ...company } = input;
  await db.transaction(async (tx) => {
    if (!(await renameAccount(tx, accountId, name))) throw accountNotFound();
    await q.upsertCompanyProfile(tx, accountId, company);
  });
  return getCompanyAccount(db, accountId);
}

/** Opening hours and contact; what was never saved answers the defaults. */
export async function getAccountSettings(db: Db, accountId: string): Promise<AccountSettings> {
  const row = await q.findSettings(db, accountId);
  const hours = OpeningHoursSchema.safeParse(row?.openingHours);
  const contact = SettingsContactSchema.safeParse(row?.contact);
  return {
    openingHours: hours.success ? hours.data : DEFAULT_OPENING_HOURS,
    contact: contact.success ? contact.data : { name: '', phone: '', email: '' },
    updatedAt: row && (hours.success || contact.success) ? row.updatedAt.toISOString() : null,
  };
}

export async function updateAccountSettings(
  db: Db,
  accountId: string,
  input: z.output<typeof AccountSettingsInputSchema>,
): Promise<AccountSettings> {
  await q.upsertOpeningHoursAndContact(db, accountId, { openingHours: input.openingHours, contact: input.contact });
  return getAccountSettings(db, accountId);
}

export async function getShippingProfile(db: Db, accountId: string): Promise<ShippingProfile> {
  const row = await q.findSettings(db, accountId);
  const stored = StoredProfileSchema.safeParse(row?.shippingProfile);
  if (!row || !stored.success) return EMPTY_SHIPPING_PROFILE;
  return { ...stored.data, updatedAt: row.updatedAt.toISOString() };
}

export async function updateShippingProfile(
  db: Db,
  accountId: string,
  input: z.output<typeof ShippingProfileInputSchema>,
): Promise<ShippingProfile> {
  await q.upsertShippingProfile(db, accountId, input);
  return getShippingProfile(db, accountId);
}
