import type { Account, User } from '@sameday/contract';
import { MESSAGES } from '@sameday/contract';
import type { Caller } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import * as q from '../queries';
import { type IdentityDeps, splitName } from './common';

/**
 * The partner user. `temporaryPassword` is also true in a session opened by a
 * reset link: the web then sends the user to /password-recovery.
 */
export async function getUser(deps: IdentityDeps, userId: number, session: { isRestricted: boolean }): Promise<User> {
  const user = await q.findUserById(deps.db, userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  const account = await q.findAccountById(deps.db, user.primaryAccountId);
  const memberOf = await q.findMembershipsOfUser(deps.db, user.id);
  // Business accounts are those the user works in as a contact, not their own.
  const businessAccounts = memberOf
    .filter((membership) => membership.kind === 'primary' && membership.role !== 'owner')
    .map(({ id, name }) => ({ id, name }));
  const { firstname, lastname } = splitName(user.fullName);
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
    updatedAt: user.updatedAt.toISOString(),
  };
}

export async function getAccount(deps: IdentityDeps, caller: Caller): Promise<Account> {
  const account = await q.findAccountById(deps.db, caller.accountId);
  if (!account) throw new AppError('not_found', 'Account not found');
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
