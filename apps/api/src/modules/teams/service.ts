import {
  type AccountRole,
  type CreateTeamResponse,
  type Invitation,
  type InvitationPreview,
  NOT_A_MEMBER_MESSAGE,
  type Organisation,
  serverText,
  TEAM_MESSAGES,
  TEAM_SENTENCES,
  type Team,
} from '@sameday/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { checkAccountQuota } from '../../platform/account-quota';
import type { Caller } from '../../platform/auth';
import { catalogText } from '../../platform/catalogs';
import { randomId, randomSecret, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { mailIn, mailLanguage } from '../../platform/mail-language';
import type { Mailer } from '../../platform/mailer';
import type { TokenSigner } from '../../platform/tokens';
import { addMember, endMembership, openAccountInSession, setMemberRole } from '../identity';
import * as q from './queries';

export type TeamsDeps = { db: Db; signer: TokenSigner; mailer: Mailer; config: Config };

const INVITATION_TTL_DAYS = 7;

async function mintFor(deps: TeamsDeps, caller: Caller, accountId: string): Promise<string> {
  const { token } = await deps.signer.mint({ userId: caller.userId, sessionId: caller.sessionId, accountId });
  return token;
}

async function switchSession(deps: TeamsDeps, caller: Caller, accountId: string): Promise<string> {
  await openAccountInSession(deps.db, caller, accountId);
  return mintFor(deps, caller, accountId);
}

/** POST {platform}/account/team: the active account becomes a team, which stays active. */
export async function createTeam(deps: TeamsDeps, caller: Caller, name: string): Promise<CreateTeamResponse> {
  if (await q.findOrganisationOfAccount(deps.db, caller.accountId)) {
    throw new AppError('failed_precondition', TEAM_MESSAGES.alreadyHasTeam);
  }
  const orgId = randomId('org');
  try {
    await q.insertOrganisation(deps.db, { id: orgId, accountId: caller.accountId, name, createdBy: caller.userId });
  } catch (error) {
    if (await q.findOrganisationOfAccount(deps.db, caller.accountId)) {
      throw new AppError('failed_precondition', TEAM_MESSAGES.alreadyHasTeam);
    }
    throw error;
  }
  return { orgId, name, token: await switchSession(deps, caller, caller.accountId) };
}

export async function listOrganisations(deps: TeamsDeps, caller: Caller): Promise<Organisation[]> {
  const rows = await q.findOrganisationsOfUser(deps.db, caller.userId);
  return rows.map((row) => ({
    orgId: row.orgId ?? row.accountId,
    accountId: row.accountId,
    name: row.orgName ?? row.accountName,
    role: row.role,
    isActive: row.accountId === caller.accountId,
    isPersonal: !row.orgId && row.accountId === row.primaryAccountId,
  }));
}

/**
 * Switches the session to another account of the user (their own, or one they are a member
 * of, named by its orgId or, without a team, its account id); answers the token that acts on
 * it. An account the user does not belong to is refused alike whether it exists or not.
 */
export async function setActiveOrganisation(deps: TeamsDeps, caller: Caller, orgId: string) {
  const target = (await listOrganisations(deps, caller)).find((org) => org.orgId === orgId);
  if (!target) throw new AppError('permission_denied', NOT_A_MEMBER_MESSAGE);
  return {
    orgId: target.orgId,
    accountId: target.accountId,
    token: await switchSession(deps, caller, target.accountId),
  };
}

export async function getTeam(deps: TeamsDeps, caller: Caller): Promise<Team> {
  const org = await q.findOrganisationOfAccount(deps.db, caller.accountId);
  const members = await q.findMembers(deps.db, caller.accountId);
  const canManage = caller.permissions.includes('team:manage');
  const pending = canManage ? await q.findPendingInvitations(deps.db, caller.accountId) : [];
  return {
    orgId: org?.id ?? null,
    name: org?.name ?? '',
    members: members.map((member) => ({
      userId: member.userId,
      fullName: member.fullName,
      email: member.email,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
      isYou: member.userId === caller.userId,
    })),
    invitations: pending.map(toInvitation),
  };
}

function toInvitation(row: Awaited<ReturnType<typeof q.findPendingInvitations>>[number]): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function inviteMember(
  deps: TeamsDeps,
  caller: Caller,
  input: { email: string; role: AccountRole },
  acceptLanguage?: string | string[],
): Promise<Invitation> {
  const org = await q.findOrganisationOfAccount(deps.db, caller.accountId);
  if (!org) throw new AppError('failed_precondition', TEAM_MESSAGES.createTeamFirst);
  const members = await q.findMembers(deps.db, caller.accountId);
  if (members.some((member) => member.email === input.email)) {
    throw new AppError('already_exists', TEAM_MESSAGES.alreadyMember, {
      details: { fields: [{ field: 'email', message: TEAM_MESSAGES.alreadyMember }] },
    });
  }
  const token = randomSecret(32);
  const id = randomId('inv');
  await deps.db.transaction(async (tx) => {
    // Each invitation is a mail with the team's name to an address the merchant typed: so many a day per account.
    const quota = deps.config.rateLimits.teamInvitations;
    await q.lockAccount(tx, caller.accountId);
    checkAccountQuota(
      quota,
      await q.nthNewestInvitationSince(tx, caller.accountId, quota.max, quota.timeWindow),
      (seconds) => serverText(TEAM_SENTENCES.tooManyInvitations, { max: quota.max, hours: Math.ceil(seconds / 3600) }),
    );
    // A new invitation to the same address replaces the earlier one.
    await q.revokeOpenInvitationsTo(tx, caller.accountId, input.email);
    await q.insertInvitation(tx, {
      id,
      accountId: caller.accountId,
      email: input.email,
      role: input.role,
      tokenHash: sha256(token),
      invitedBy: caller.userId,
      ttlDays: INVITATION_TTL_DAYS,
    });
  });
  const inviter = await q.findUserFullName(deps.db, caller.userId);
  const link = `${deps.config.publicUrl}/join?invitation=${token}`;
  // The invitee's own language when they have an account, else the inviter's.
  const language = mailLanguage(await q.findLanguageByEmail(deps.db, input.email), acceptLanguage);
  const text = (id: string, values?: Record<string, string | number>) => catalogText(language, id, values);
  const names = { inviter: inviter?.fullName ?? text('mail.teamInvitation.colleague'), team: org.name };
  await deps.mailer.send(
    mailIn(language, input.email, text('mail.teamInvitation.subject', names), [
      text('mail.greetingWithoutName'),
      '',
      text('mail.teamInvitation.invited', names),
      text('mail.teamInvitation.open'),
      link,
      '',
      text('mail.teamInvitation.validity', { days: INVITATION_TTL_DAYS }),
    ]),
  );
  const pending = await q.findPendingInvitations(deps.db, caller.accountId);
  const created = pending.find((row) => row.id === id);
  if (!created) throw new Error('invitation not stored');
  return toInvitation(created);
}

export async function revokeInvitation(deps: TeamsDeps, caller: Caller, id: string): Promise<void> {
  if (!(await q.revokeInvitation(deps.db, caller.accountId, id)))
    throw new AppError('not_found', TEAM_MESSAGES.invitationNotFound);
}

const invitationInvalid = () => new AppError('failed_precondition', TEAM_MESSAGES.invitationInvalid);

export async function previewInvitation(deps: TeamsDeps, token: string): Promise<InvitationPreview> {
  const invitation = await q.findOpenInvitation(deps.db, sha256(token));
  if (!invitation) throw invitationInvalid();
  return {
    orgName: invitation.orgName,
    invitedBy: invitation.invitedBy,
    email: invitation.email,
    role: invitation.role,
  };
}

/** The signed-in invitee joins; the invitation works once and only for the address it was sent to. */
export async function acceptInvitation(deps: TeamsDeps, caller: Caller, token: string) {
  const invitation = await q.findOpenInvitation(deps.db, sha256(token));
  if (!invitation) throw invitationInvalid();
  const user = await q.findUserEmail(deps.db, caller.userId);
  if (user?.email !== invitation.email) {
    throw new AppError('permission_denied', serverText(TEAM_SENTENCES.invitationForOther, { email: invitation.email }));
  }
  await deps.db.transaction(async (tx) => {
    if (!(await q.claimInvitation(tx, invitation.id, caller.userId))) throw invitationInvalid();
    await addMember(tx, { userId: caller.userId, accountId: invitation.accountId, role: invitation.role });
  });
  const org = await q.findOrganisationOfAccount(deps.db, invitation.accountId);
  return {
    orgId: org?.id ?? invitation.accountId,
    name: invitation.orgName,
    token: await switchSession(deps, caller, invitation.accountId),
  };
}

async function findManagedMember(deps: TeamsDeps, caller: Caller, userId: number) {
  if (userId === caller.userId) throw new AppError('failed_precondition', TEAM_MESSAGES.ownMembership);
  const member = await q.findMembership(deps.db, userId, caller.accountId);
  if (!member) throw new AppError('not_found', TEAM_MESSAGES.memberNotFound);
  if (member.role === 'owner') throw new AppError('failed_precondition', TEAM_MESSAGES.ownerRoleFixed);
  return member;
}

export async function updateMemberRole(deps: TeamsDeps, caller: Caller, userId: number, role: AccountRole) {
  await findManagedMember(deps, caller, userId);
  await setMemberRole(deps.db, userId, caller.accountId, role);
  return getTeam(deps, caller);
}

/** Removes a member; their sessions in this account fall back to their own account. */
export async function removeMember(deps: TeamsDeps, caller: Caller, userId: number) {
  await findManagedMember(deps, caller, userId);
  await deps.db.transaction((tx) => endMembership(tx, userId, caller.accountId));
  return getTeam(deps, caller);
}
