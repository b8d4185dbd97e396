import {
  ACTOR_TOKEN_TTL_SECONDS,
  type ActorToken,
  type EmployeeRegisterAnswer,
  type EmployeeRegisterSchema,
  STAFF_MESSAGES,
  type StaffList,
  type SupportAccess,
} from '@sameday/contract';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../platform/auth';
import { catalogText } from '../../../platform/catalogs';
import { hashPassword, randomId, randomSecret, sha256 } from '../../../platform/crypto';
import { AppError } from '../../../platform/errors';
import { mailIn, mailLanguage } from '../../../platform/mail-language';
import type { Mailer } from '../../../platform/mailer';
import type { TokenSigner } from '../../../platform/tokens';
import { recordStaffAction } from '../../audit';
import { insertActorSession, insertInvitedUser, insertResetLink } from '../../identity';
import { recordStaffGrants } from '../../permissions';
import * as q from '../queries';
import { accountNotFound } from './accounts';

/** The name of the account a staff user is invited with (the account staff sign in to). */
const STAFF_ACCOUNT_NAME = 'Sameday staff';

/** How long the invitation's link to set a password works. */
export const INVITATION_TTL_MINUTES = 7 * 24 * 60;

export type StaffDeps = { db: Db; mailer: Mailer; signer: TokenSigner; config: Config };

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** GET /admin/staff: every user holding a staff role. */
export async function listStaff(db: Db): Promise<StaffList> {
  const rows = await q.findStaffUsers(db);
  const now = Date.now();
  return {
    items: rows.map(({ invitationExpiresAt, ...row }) => ({
      ...row,
      emailVerifiedAt: iso(row.emailVerifiedAt),
      // An invitation is pending only while the email is unproven; its link proves it.
      invitation:
        row.emailVerifiedAt || !invitationExpiresAt
          ? null
          : invitationExpiresAt.getTime() > now
            ? ('pending' as const)
            : ('expired' as const),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

const emailTaken = () =>
  new AppError('already_exists', STAFF_MESSAGES.emailTaken, {
    details: { fields: [{ field: 'email', message: STAFF_MESSAGES.emailTaken }] },
  });

/**
 * POST /employee/register (admin): the staff user, their own account and their roles (each
 * grant recorded under the admin's name) and the audit entry in one transaction; then the
 * invitation, a reset link valid 7 days through the usual password recovery page. Nobody knows
 * the random password it starts with.
 */
export async function registerEmployee(
  deps: StaffDeps,
  caller: Caller,
  input: z.output<typeof EmployeeRegisterSchema>,
  acceptLanguage?: string | string[],
): Promise<EmployeeRegisterAnswer> {
  const { db } = deps;
  if (await q.findUserIdByEmail(db, input.email)) throw emailTaken();
  const roles = [...new Set(input.roles)];
  const passwordHash = await hashPassword(randomSecret(32));
  const secret = randomSecret(32);
  const user = await db.transaction(async (tx) => {
    const created = await insertInvitedUser(tx, {
      accountId: randomId('acc'),
      accountName: STAFF_ACCOUNT_NAME,
      phone: '',
      gid: randomId('usr'),
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      salesforceId: `ST${randomSecret(9)
        .replace(/[^A-Za-z0-9]/g, 'X')
        .slice(0, 15)}`,
      roles,
    });
    if (!created) throw emailTaken();
    await recordStaffGrants(tx, { userId: created.id, roles, grantedBy: caller.userId });
    await insertResetLink(tx, { tokenHash: sha256(secret), userId: created.id, ttlMinutes: INVITATION_TTL_MINUTES });
    await recordStaffAction(tx, {
      actorUserId: caller.userId,
      action: 'employee.registered',
      targetType: 'user',
      targetId: String(created.id),
      before: null,
      after: { email: created.email, fullName: created.fullName, roles },
    });
    return created;
  });
  const link = `${deps.config.publicUrl}/password-recovery?token=${secret}`;
  // A new staff user has chosen no language yet: the inviting admin's.
  const language = mailLanguage(null, acceptLanguage);
  const text = (id: string, values?: Record<string, string | number>) => catalogText(language, id, values);
  const roleNames = roles.map((role) => text(`mail.staffRole.${role}`)).join(text('mail.listSeparator'));
  await deps.mailer.send(
    mailIn(language, user.email, text('mail.staffInvitation.subject'), [
      text('mail.greeting', { firstname: user.fullName.split(/\s+/)[0] ?? '' }),
      '',
      text('mail.staffInvitation.access', { roles: roleNames }),
      text('mail.staffInvitation.open'),
      link,
      '',
      text('mail.staffInvitation.validity', { days: INVITATION_TTL_MINUTES / (24 * 60) }),
    ]),
  );
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    roles,
    emailVerifiedAt: null,
    invitation: 'pending',
    createdAt: user.createdAt.toISOString(),
    isInvited: true,
  };
}

/**
 * GET /oauth/actor/token/{id} (support, admin): a session of its own kind ('actor') for the
 * staff user on the account, and a bearer token for it. The guard lets it read only, with no
 * staff right; there is no refresh, so it ends with the token. Audited, and listed to the
 * account's members (support access).
 */
export async function issueActorToken(
  deps: StaffDeps,
  caller: Caller,
  accountId: string,
  userAgent: string | undefined,
): Promise<ActorToken> {
  const sessionId = randomId('ses');
  await deps.db.transaction(async (tx) => {
    if (!(await q.findAccount(tx, accountId))) throw accountNotFound();
    await insertActorSession(tx, { id: sessionId, userId: caller.userId, accountId, userAgent });
    await recordStaffAction(tx, {
      actorUserId: caller.userId,
      action: 'actor_token.issued',
      targetType: 'account',
      targetId: accountId,
      accountId,
      before: null,
      after: { sessionId, ttlSeconds: ACTOR_TOKEN_TTL_SECONDS },
    });
  });
  const { token, expiresAt } = await deps.signer.mint({ userId: caller.userId, sessionId, accountId });
  return { token, tokenType: 'Bearer', accountId, expiresAt: expiresAt.toISOString(), isReadOnly: true };
}

/** GET /account/support-access: when support viewed the caller's account (first name only). */
export async function listSupportAccess(db: Db, accountId: string): Promise<SupportAccess> {
  const rows = await q.findActorSessionsOfAccount(db, accountId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      viewedAt: row.createdAt.toISOString(),
      expiresAt: new Date(row.createdAt.getTime() + ACTOR_TOKEN_TTL_SECONDS * 1000).toISOString(),
      viewerName: `Sameday support · ${row.fullName.split(/\s+/)[0] ?? ''}`.trim(),
    })),
  };
}
