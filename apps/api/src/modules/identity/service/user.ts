import type { Account, Language, Profile, User } from '@sameday/contract';
import { ACCOUNT_MESSAGES, MESSAGES } from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import { type IdentityDeps, splitName } from './common';

/**
 * The courier app's fields of the spec's User. A user who is no courier of the provider answers
 * them empty (docs/decisions/022); a courier's come from the fleet module (`courierUser` port).
 */
const NOT_A_COURIER = {
  inQueue: false,
  pushId: null,
  gcmToken: null,
  mobileVerificationRequired: false,
  waypointConstraintWindowMinutes: null,
} as const;

/** The spec's courier fields of one of the provider's couriers. */
export type CourierUserFields = {
  courier: true;
  inQueue: boolean;
  pushId: string | null;
  gcmToken: string | null;
  waypointConstraintWindowMinutes: number;
};

declare module '../../../platform/domain-hub' {
  interface DomainPorts {
    /** The courier fields of a user who is one of the provider's couriers (the fleet module). */
    courierUser: (db: Db, userId: number) => Promise<CourierUserFields | undefined>;
  }
}

/**
 * The partner user. `temporaryPassword` is also true in a session opened by a
 * reset link: the web then sends the user to /password-recovery.
 */
export async function getUser(
  deps: Pick<IdentityDeps, 'db'>,
  userId: number,
  session: { isRestricted: boolean },
): Promise<User> {
  const view = await q.findUserView(deps.db, userId);
  if (!view) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  const { user, memberOf } = view;
  const account = view.accountName === null ? undefined : { name: view.accountName, phone: view.accountPhone };
  // Business accounts are those the user works in as a contact, not their own.
  const businessAccounts = memberOf
    .filter((membership) => membership.kind === 'primary' && membership.role !== 'owner')
    .map(({ id, name }) => ({ id, name }));
  const { firstname, lastname } = splitName(user.fullName);
  const courierFields = user.roles.includes('courier')
    ? await deps.db.hub.port('courierUser')?.(deps.db, userId)
    : undefined;
  return {
    id: user.id,
    gid: user.gid,
    email: user.email,
    firstname,
    lastname,
    fullname: user.fullName,
    displayName: user.fullName,
    mobile: user.phone,
    businessName: account?.name ?? '',
    businessPhone: account?.phone ?? '',
    active: true,
    activated: true,
    status: 'active',
    courier: false,
    customerBalance: 0,
    hasPendingPayments: false,
    temporaryPassword: user.temporaryPassword || session.isRestricted,
    ...NOT_A_COURIER,
    ...courierFields,
    isNewUser: user.isNewUser,
    isContactUser: businessAccounts.length > 0,
    isParentAccount: memberOf.some((membership) => membership.role === 'owner'),
    isAlshayaaAccount: false,
    businessAccounts,
    roles: user.roles,
    salesforceId: user.salesforceId,
    regionCode: user.regionCode,
    region: { code: user.regionCode, countryCode: 'AE', isUnitedArabEmirates: user.regionCode.startsWith('uae.') },
    locale: 'en-AE',
    language: user.language ?? null,
    updatedAt: user.updatedAt.toISOString(),
  };
}

export async function getAccount(deps: Pick<IdentityDeps, 'db'>, caller: Caller): Promise<Account> {
  const account = await q.findAccountById(deps.db, caller.accountId);
  if (!account) throw new AppError('not_found', ACCOUNT_MESSAGES.notFound);
  const user = await getUser(deps, caller.userId, caller);
  return {
    id: account.id,
    name: account.name,
    clientType: account.clientType === 'personal' ? 'personal' : 'business',
    vertical: account.vertical,
    ordersPerMonth: account.ordersPerMonth,
    user,
    businessAccounts: user.businessAccounts,
  };
}

/**
 * PATCH {platform}/partner/user: the signed-in user's own name and phone. The email stays:
 * it is the sign-in identifier, proven by mail (docs/decisions/013).
 */
export async function updateProfile(
  deps: IdentityDeps,
  caller: Caller,
  input: { fullName: string; phone: string },
): Promise<Profile> {
  const updated = await q.updateUserProfile(deps.db, caller.userId, input);
  if (!updated) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  return { email: updated.email, fullname: updated.fullName, mobile: updated.phone };
}

/** The user's dashboard language: every browser they sign in on opens in it. */
export async function setLanguage(deps: IdentityDeps, caller: Caller, language: Language): Promise<User> {
  const updated = await q.setUserLanguage(deps.db, caller.userId, language);
  if (!updated) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  return getUser(deps, caller.userId, caller);
}

/** The guided tour ended, complete or cancelled (spec §4 "New user flag": cleared when onboarding completes). */
export async function completeOnboarding(deps: IdentityDeps, caller: Caller): Promise<User> {
  const updated = await q.clearNewUser(deps.db, caller.userId);
  if (!updated) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  return getUser(deps, caller.userId, caller);
}
