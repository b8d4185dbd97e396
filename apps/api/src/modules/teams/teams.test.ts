import { ACCOUNT_ACCESS_ENDED, MESSAGES, NOT_A_MEMBER_MESSAGE, ROLE_PERMISSIONS } from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, memberships } from '../../db/schema';
import { createTestApp, json, PLATFORM, registerBody, type TestApp } from '../../test/harness';
import { expectError, lastMailTo, NOT_VALID, openSession, refresh } from '../../test/identity';
import {
  addressBody,
  call,
  createTeam,
  INVITATION_LINK,
  invitationTokenIn,
  invite,
  joinTeam,
  type Member,
  newMember,
  ok,
} from '../../test/teams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const HAS_TEAM = 'This account already has a team.';
const INVITATION_INVALID = 'This invitation is invalid, expired or already used. Ask for a new one.';
const OWNER_FIXED = "The owner's role cannot be changed.";
const OWN_MEMBERSHIP = 'You cannot change your own membership here.';

type Organisation = {
  orgId: string;
  accountId: string;
  name: string;
  role: string;
  isActive: boolean;
  isPersonal: boolean;
};
type Team = {
  orgId: string | null;
  name: string;
  members: { userId: number; email: string; role: string; isYou: boolean }[];
  invitations: { id: string; email: string; role: string }[];
};

const organisationsOf = async (token: string) =>
  ok<Organisation[]>(await call(t.app, 'GET', '/account/organisations', token));
const teamOf = async (token: string) => ok<Team>(await call(t.app, 'GET', '/account/team', token));
const activeAccountOf = async (token: string) =>
  ok<{ id: string; name: string }>(await call(t.app, 'GET', '/account', token));

/** An owner whose account is already a team. */
async function teamOwner(name = 'Mansoori Team'): Promise<Member & { orgId: string }> {
  const owner = await newMember(t.app);
  const orgId = await createTeam(t.app, owner, name);
  return { ...owner, orgId };
}

describe('teams without a token', () => {
  it('answers unauthenticated on every team route except the invitation preview', async () => {
    for (const [method, path] of [
      ['POST', '/account/team'],
      ['GET', '/account/team'],
      ['GET', '/account/organisations'],
      ['POST', '/account/organisations/active'],
      ['POST', '/account/team/invitations'],
      ['DELETE', '/account/team/invitations/inv_x'],
      ['POST', '/account/team/invitations/accept'],
      ['PUT', '/account/team/members/1'],
      ['DELETE', '/account/team/members/1'],
    ] as const) {
      expectError(await call(t.app, method, path, undefined, {}), 401, 'unauthenticated', 'Sign in to continue.');
    }
  });
});

describe('POST /account/team', () => {
  it('turns the active account into a team, answers its orgId and a token, and keeps it active', async () => {
    const owner = await newMember(t.app, { account_name: 'Haddad Trading' });
    const before = await organisationsOf(owner.token);
    expect(before).toEqual([
      {
        orgId: owner.accountId,
        accountId: owner.accountId,
        name: 'Haddad Trading',
        role: 'owner',
        isActive: true,
        isPersonal: true,
      },
    ]);

    const response = await call(t.app, 'POST', '/account/team', owner.token, { name: '  Haddad Ops  ' });
    const created = ok<{ orgId: string; name: string; token: string }>(response);
    expect(created.orgId).toMatch(/^org_/);
    expect(created.name).toBe('Haddad Ops');

    expect(await organisationsOf(created.token)).toEqual([
      {
        orgId: created.orgId,
        accountId: owner.accountId,
        name: 'Haddad Ops',
        role: 'owner',
        isActive: true,
        isPersonal: false,
      },
    ]);
    const team = await teamOf(created.token);
    expect(team).toMatchObject({ orgId: created.orgId, name: 'Haddad Ops', invitations: [] });
    expect(team.members).toEqual([
      expect.objectContaining({ userId: owner.userId, email: owner.email, role: 'owner', isYou: true }),
    ]);
    expect((await activeAccountOf(created.token)).id).toBe(owner.accountId);
  });

  it("refuses a second team on the same account with 'This account already has a team.'", async () => {
    const owner = await teamOwner();
    expectError(
      await call(t.app, 'POST', '/account/team', owner.token, { name: 'Another' }),
      412,
      'failed_precondition',
      HAS_TEAM,
    );
    expect((await teamOf(owner.token)).name).toBe('Mansoori Team');
  });

  it('refuses a team without a name, or with one longer than 80 characters', async () => {
    const owner = await newMember(t.app);
    const blank = expectError(
      await call(t.app, 'POST', '/account/team', owner.token, { name: '   ' }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(blank.details.fields).toEqual([{ field: 'name', message: MESSAGES.required }]);
    const long = expectError(
      await call(t.app, 'POST', '/account/team', owner.token, { name: 'x'.repeat(81) }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(long.details.fields).toEqual([{ field: 'name', message: 'Must be at most 80 characters.' }]);
    expect((await teamOf(owner.token)).orgId).toBeNull();
  });
});

describe('invitations', () => {
  let owner: Member & { orgId: string };
  beforeAll(async () => {
    owner = await teamOwner('Mansoori Perfumes Team');
  });

  it('lets a new person join by the mailed link: invite, mail over SMTP, register, sign in, preview, accept', async () => {
    const inviteeEmail = registerBody().email as string;
    const invited = await call(t.app, 'POST', '/account/team/invitations', owner.token, {
      email: inviteeEmail.toUpperCase(),
      role: 'operations',
    });
    const invitation = ok<{
      id: string;
      email: string;
      role: string;
      invitedBy: string;
      createdAt: string;
      expiresAt: string;
    }>(invited);
    expect(invitation).toMatchObject({ email: inviteeEmail, role: 'operations', invitedBy: owner.fullName });
    const ttlDays = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(ttlDays).toBeCloseTo(7, 3);
    expect((await teamOf(owner.token)).invitations).toEqual([
      expect.objectContaining({ id: invitation.id, email: inviteeEmail }),
    ]);

    const mail = lastMailTo(t.mails, inviteeEmail);
    expect(mail.subject).toBe(`${owner.fullName} invited you to Mansoori Perfumes Team on Sameday`);
    expect(mail.text).toMatch(INVITATION_LINK);
    const token = invitationTokenIn(mail);

    // The link can be previewed before signing in or even having an account.
    const preview = await t.app.inject({ method: 'GET', url: `${PLATFORM}/account/team/invitations/preview/${token}` });
    expect(ok(preview)).toEqual({
      orgName: 'Mansoori Perfumes Team',
      invitedBy: owner.fullName,
      email: inviteeEmail,
      role: 'operations',
    });

    const body = registerBody({ email: inviteeEmail, full_name: 'Omar Haddad', account_name: 'Haddad Home' });
    expect(
      (await t.app.inject({ method: 'POST', url: `${PLATFORM}/partner/register`, payload: body })).statusCode,
    ).toBe(200);
    const session = await openSession(t.app, inviteeEmail, body.password as string);
    const ownAccount = await activeAccountOf(session.token);
    expect(ownAccount.name).toBe('Haddad Home');

    const accepted = ok<{ orgId: string; name: string; token: string }>(
      await call(t.app, 'POST', '/account/team/invitations/accept', session.token, { token }),
    );
    expect(accepted).toMatchObject({ orgId: owner.orgId, name: 'Mansoori Perfumes Team' });

    const teamAccount = await activeAccountOf(accepted.token);
    expect(teamAccount.id).toBe(owner.accountId);
    const user = ok<{ isContactUser: boolean; businessAccounts: unknown[] }>(
      await call(t.app, 'GET', '/partner/user', accepted.token),
    );
    expect(user).toMatchObject({
      isContactUser: true,
      businessAccounts: [{ id: owner.accountId, name: teamAccount.name }],
    });
    const team = await teamOf(accepted.token);
    expect(team.members.map(({ email, role, isYou }) => ({ email, role, isYou }))).toEqual([
      { email: owner.email, role: 'owner', isYou: false },
      { email: inviteeEmail, role: 'operations', isYou: true },
    ]);
    const organisations = await organisationsOf(accepted.token);
    expect(organisations).toHaveLength(2);
    expect(organisations).toContainEqual(
      expect.objectContaining({ orgId: owner.orgId, role: 'operations', isActive: true, isPersonal: false }),
    );
    expect(organisations).toContainEqual(
      expect.objectContaining({
        orgId: ownAccount.id,
        accountId: ownAccount.id,
        role: 'owner',
        isActive: false,
        isPersonal: true,
      }),
    );
    expect((await teamOf(owner.token)).invitations).toEqual([]);
  });

  it('works once: a used link is refused on preview and on accept', async () => {
    const invitee = await newMember(t.app);
    const { token } = await invite(t, owner, invitee.email, 'viewer');
    expect((await call(t.app, 'POST', '/account/team/invitations/accept', invitee.token, { token })).statusCode).toBe(
      200,
    );

    expectError(
      await call(t.app, 'POST', '/account/team/invitations/accept', invitee.token, { token }),
      412,
      'failed_precondition',
      INVITATION_INVALID,
    );
    expectError(
      await call(t.app, 'GET', `/account/team/invitations/preview/${token}`),
      412,
      'failed_precondition',
      INVITATION_INVALID,
    );
  });

  it('is only for the invited address: another signed-in user is refused and does not join', async () => {
    const invitee = await newMember(t.app);
    const intruder = await newMember(t.app);
    const { token } = await invite(t, owner, invitee.email, 'admin');

    expectError(
      await call(t.app, 'POST', '/account/team/invitations/accept', intruder.token, { token }),
      403,
      'permission_denied',
      `This invitation is for ${invitee.email}. Sign in with that email to join.`,
    );
    expect(await organisationsOf(intruder.token)).toEqual([expect.objectContaining({ accountId: intruder.accountId })]);
    expect((await teamOf(owner.token)).members.map((m) => m.email)).not.toContain(intruder.email);

    // The refusal did not use the invitation up.
    expect((await call(t.app, 'POST', '/account/team/invitations/accept', invitee.token, { token })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired invitation and no longer lists it', async () => {
    const invitee = await newMember(t.app);
    const { invitation, token } = await invite(t, owner, invitee.email, 'viewer');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, invitation.id));

    expectError(
      await call(t.app, 'GET', `/account/team/invitations/preview/${token}`),
      412,
      'failed_precondition',
      INVITATION_INVALID,
    );
    expectError(
      await call(t.app, 'POST', '/account/team/invitations/accept', invitee.token, { token }),
      412,
      'failed_precondition',
      INVITATION_INVALID,
    );
    expect((await teamOf(owner.token)).invitations.map((i) => i.id)).not.toContain(invitation.id);
    expect(await organisationsOf(invitee.token)).toHaveLength(1);
  });

  it('refuses a revoked invitation; revoking twice answers not_found', async () => {
    const invitee = await newMember(t.app);
    const { invitation, token } = await invite(t, owner, invitee.email, 'viewer');

    expect(ok(await call(t.app, 'DELETE', `/account/team/invitations/${invitation.id}`, owner.token))).toEqual({
      status: 'OK',
    });
    expect((await teamOf(owner.token)).invitations.map((i) => i.id)).not.toContain(invitation.id);
    expectError(
      await call(t.app, 'GET', `/account/team/invitations/preview/${token}`),
      412,
      'failed_precondition',
      INVITATION_INVALID,
    );
    expectError(
      await call(t.app, 'POST', '/account/team/invitations/accept', invitee.token, { token }),
      412,
      'failed_precondition',
      INVITATION_INVALID,
    );
    expectError(
      await call(t.app, 'DELETE', `/account/team/invitations/${invitation.id}`, owner.token),
      404,
      'not_found',
      'Invitation not found',
    );
  });

  it("answers not_found when revoking another team's invitation, which stays usable", async () => {
    const otherOwner = await teamOwner('Other Team');
    const invitee = await newMember(t.app);
    const { invitation, token } = await invite(t, otherOwner, invitee.email, 'viewer');

    expectError(
      await call(t.app, 'DELETE', `/account/team/invitations/${invitation.id}`, owner.token),
      404,
      'not_found',
      'Invitation not found',
    );
    expect(ok(await call(t.app, 'GET', `/account/team/invitations/preview/${token}`))).toMatchObject({
      orgName: 'Other Team',
    });
  });

  it('replaces an earlier invitation to the same address: only the newest link works', async () => {
    const invitee = await newMember(t.app);
    const first = await invite(t, owner, invitee.email, 'viewer');
    const second = await invite(t, owner, invitee.email, 'finance');
    expect(second.token).not.toBe(first.token);

    expectError(
      await call(t.app, 'POST', '/account/team/invitations/accept', invitee.token, { token: first.token }),
      412,
      'failed_precondition',
      INVITATION_INVALID,
    );
    ok(await call(t.app, 'POST', '/account/team/invitations/accept', invitee.token, { token: second.token }));
    expect((await teamOf(owner.token)).members.find((m) => m.email === invitee.email)?.role).toBe('finance');
  });

  it('refuses to invite someone who is already a member', async () => {
    const error = expectError(
      await call(t.app, 'POST', '/account/team/invitations', owner.token, { email: owner.email, role: 'viewer' }),
      409,
      'already_exists',
      'This person is already a member of the team.',
    );
    expect(error.details.fields).toEqual([{ field: 'email', message: 'This person is already a member of the team.' }]);
  });

  it('validates the email and the role, and never offers the owner role', async () => {
    const count = t.mails.length;
    const error = expectError(
      await call(t.app, 'POST', '/account/team/invitations', owner.token, { email: 'not-an-email', role: 'owner' }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(error.details.fields).toEqual([
      { field: 'email', message: MESSAGES.invalidEmail },
      { field: 'role', message: 'Choose a role.' },
    ]);
    expect(t.mails.length).toBe(count);
  });

  it('answers an unknown link with failed_precondition', async () => {
    expectError(
      await call(t.app, 'GET', '/account/team/invitations/preview/no-such-invitation'),
      412,
      'failed_precondition',
      INVITATION_INVALID,
    );
    const someone = await newMember(t.app);
    expectError(
      await call(t.app, 'POST', '/account/team/invitations/accept', someone.token, { token: 'no-such-invitation' }),
      412,
      'failed_precondition',
      INVITATION_INVALID,
    );
    const missing = expectError(
      await call(t.app, 'POST', '/account/team/invitations/accept', someone.token, {}),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(missing.details.fields?.map((f) => f.field)).toEqual(['token']);
  });

  it('asks for a team before the first invitation', async () => {
    const solo = await newMember(t.app);
    const count = t.mails.length;
    expectError(
      await call(t.app, 'POST', '/account/team/invitations', solo.token, {
        email: registerBody().email,
        role: 'viewer',
      }),
      412,
      'failed_precondition',
      'Create a team first, then invite its members.',
    );
    expect(t.mails.length).toBe(count);
  });
});

describe('switching organisation', () => {
  it("shows the team's data while the team is active and the member's own after switching back", async () => {
    const owner = await teamOwner('Al Quoz Team');
    const ownerAddress = ok<{ id: string }>(
      await call(t.app, 'POST', '/partner/addresses', owner.token, addressBody({ locationName: 'Owner warehouse' })),
    );
    ok(await call(t.app, 'POST', '/partner/preferences', owner.token, { key: 'sameDayCutOffTime', value: '11:15' }));

    const { member, ownToken } = await joinTeam(t, owner, 'operations');
    const memberAddress = ok<{ id: string }>(
      await call(t.app, 'POST', '/partner/addresses', ownToken, addressBody({ locationName: 'Member shop' })),
    );

    // Active: the team's account.
    expect((await activeAccountOf(member.token)).id).toBe(owner.accountId);
    const teamAddresses = ok<{ id: string }[]>(
      await call(t.app, 'GET', `/partner/accounts/${owner.accountId}/addresses`, member.token),
    );
    expect(teamAddresses.map((a) => a.id)).toEqual([ownerAddress.id]);
    expect(ok(await call(t.app, 'GET', '/partner/preferences', member.token))).toMatchObject({
      sameDayCutOffTime: '11:15',
    });
    expectError(
      await call(t.app, 'GET', `/partner/accounts/${member.accountId}/addresses`, member.token),
      404,
      'not_found',
      'Account not found',
    );

    // Back to the member's own account.
    const back = ok<{ orgId: string; accountId: string; token: string }>(
      await call(t.app, 'POST', '/account/organisations/active', member.token, { orgId: member.accountId }),
    );
    expect(back.accountId).toBe(member.accountId);
    expect((await activeAccountOf(back.token)).id).toBe(member.accountId);
    const ownAddresses = ok<{ id: string }[]>(
      await call(t.app, 'GET', `/partner/accounts/${member.accountId}/addresses`, back.token),
    );
    expect(ownAddresses.map((a) => a.id)).toEqual([memberAddress.id]);
    expect(ok(await call(t.app, 'GET', '/partner/preferences', back.token))).toMatchObject({
      sameDayCutOffTime: '13:00',
    });
    expect((await organisationsOf(back.token)).filter((o) => o.isActive).map((o) => o.accountId)).toEqual([
      member.accountId,
    ]);

    // And to the team again, by its orgId.
    const again = ok<{ token: string }>(
      await call(t.app, 'POST', '/account/organisations/active', back.token, { orgId: owner.orgId }),
    );
    expect((await activeAccountOf(again.token)).id).toBe(owner.accountId);
  });

  it('keeps the switch for the session: a refreshed token opens the last active organisation', async () => {
    const owner = await teamOwner('Refresh Team');
    const { member } = await joinTeam(t, owner, 'viewer');
    const refreshed = await refresh(t.app, member.cookie);
    expect(refreshed.statusCode).toBe(200);
    expect((await activeAccountOf(json<{ token: string }>(refreshed).token)).id).toBe(owner.accountId);
  });

  it('refuses to switch to an organisation the user is not a member of', async () => {
    const owner = await teamOwner('Closed Team');
    const stranger = await newMember(t.app);
    for (const orgId of [owner.orgId, owner.accountId, 'org_unknown']) {
      expectError(
        await call(t.app, 'POST', '/account/organisations/active', stranger.token, { orgId }),
        403,
        'permission_denied',
        NOT_A_MEMBER_MESSAGE,
      );
    }
    const missing = expectError(
      await call(t.app, 'POST', '/account/organisations/active', stranger.token, {}),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(missing.details.fields?.map((f) => f.field)).toEqual(['orgId']);
    expect((await activeAccountOf(stranger.token)).id).toBe(stranger.accountId);
  });
});

describe('members', () => {
  let owner: Member & { orgId: string };
  beforeAll(async () => {
    owner = await teamOwner('Members Team');
  });

  it("lists the members with their roles; changing a member's role changes their permissions", async () => {
    const { member } = await joinTeam(t, owner, 'viewer');
    const before = ok<{ role: string; permissions: string[] }>(await call(t.app, 'GET', '/permissions', member.token));
    expect(before).toMatchObject({ role: 'viewer', permissions: [...ROLE_PERMISSIONS.viewer] });

    const updated = ok<Team>(
      await call(t.app, 'PUT', `/account/team/members/${member.userId}`, owner.token, { role: 'finance' }),
    );
    expect(updated.members.find((m) => m.userId === member.userId)?.role).toBe('finance');
    expect((await teamOf(owner.token)).members.find((m) => m.userId === owner.userId)).toMatchObject({
      role: 'owner',
      isYou: true,
    });

    const after = ok<{ role: string; permissions: string[] }>(await call(t.app, 'GET', '/permissions', member.token));
    expect(after).toMatchObject({ role: 'finance', permissions: [...ROLE_PERMISSIONS.finance] });
  });

  it('refuses team management to a member without team:manage, and hides pending invitations from them', async () => {
    const { member: viewer } = await joinTeam(t, owner, 'viewer');
    const { member: other } = await joinTeam(t, owner, 'operations');
    const pending = await invite(t, owner, registerBody().email as string, 'viewer');
    const denied = 'Your role does not allow this (team:manage).';

    for (const [method, path, body] of [
      ['POST', '/account/team/invitations', { email: registerBody().email, role: 'viewer' }],
      ['DELETE', `/account/team/invitations/${pending.invitation.id}`, undefined],
      ['PUT', `/account/team/members/${other.userId}`, { role: 'admin' }],
      ['DELETE', `/account/team/members/${other.userId}`, undefined],
    ] as const) {
      const error = expectError(await call(t.app, method, path, viewer.token, body), 403, 'permission_denied', denied);
      expect(error.details).toEqual({
        permission: 'team:manage',
        messageText: { id: 'requests.permissionNeeded', values: { permission: 'team:manage' } },
      });
    }

    const team = await teamOf(viewer.token);
    expect(team.invitations).toEqual([]);
    expect(team.members.find((m) => m.userId === other.userId)?.role).toBe('operations');
    expect((await teamOf(owner.token)).invitations.map((i) => i.id)).toContain(pending.invitation.id);
  });

  it('lets an admin member manage the team, but never the owner', async () => {
    const { member: admin } = await joinTeam(t, owner, 'admin');
    const { member: colleague } = await joinTeam(t, owner, 'viewer');

    const promoted = ok<Team>(
      await call(t.app, 'PUT', `/account/team/members/${colleague.userId}`, admin.token, { role: 'operations' }),
    );
    expect(promoted.members.find((m) => m.userId === colleague.userId)?.role).toBe('operations');

    expectError(
      await call(t.app, 'PUT', `/account/team/members/${owner.userId}`, admin.token, { role: 'viewer' }),
      412,
      'failed_precondition',
      OWNER_FIXED,
    );
    expectError(
      await call(t.app, 'DELETE', `/account/team/members/${owner.userId}`, admin.token),
      412,
      'failed_precondition',
      OWNER_FIXED,
    );
    expect((await teamOf(owner.token)).members.find((m) => m.userId === owner.userId)?.role).toBe('owner');
    expect(ok(await call(t.app, 'GET', '/permissions', owner.token))).toMatchObject({ role: 'owner' });
  });

  it('refuses to change or remove your own membership', async () => {
    expectError(
      await call(t.app, 'PUT', `/account/team/members/${owner.userId}`, owner.token, { role: 'viewer' }),
      412,
      'failed_precondition',
      OWN_MEMBERSHIP,
    );
    expectError(
      await call(t.app, 'DELETE', `/account/team/members/${owner.userId}`, owner.token),
      412,
      'failed_precondition',
      OWN_MEMBERSHIP,
    );
  });

  it('validates the role and the member id, and answers not_found for a user outside the team', async () => {
    const { member } = await joinTeam(t, owner, 'viewer');
    const outsider = await newMember(t.app);

    const ownerRole = expectError(
      await call(t.app, 'PUT', `/account/team/members/${member.userId}`, owner.token, { role: 'owner' }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(ownerRole.details.fields).toEqual([{ field: 'role', message: 'Choose a role.' }]);
    const badId = expectError(
      await call(t.app, 'PUT', '/account/team/members/abc', owner.token, { role: 'viewer' }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(badId.details.fields?.map((f) => f.field)).toEqual(['userId']);
    expectError(
      await call(t.app, 'PUT', `/account/team/members/${outsider.userId}`, owner.token, { role: 'admin' }),
      404,
      'not_found',
      'Member not found',
    );
    expectError(
      await call(t.app, 'DELETE', `/account/team/members/${outsider.userId}`, owner.token),
      404,
      'not_found',
      'Member not found',
    );
    expect(ok(await call(t.app, 'GET', '/permissions', outsider.token))).toMatchObject({
      accountId: outsider.accountId,
      role: 'owner',
    });
    expect((await teamOf(owner.token)).members.find((m) => m.userId === member.userId)?.role).toBe('viewer');
  });

  it('ends a removed member’s access: the old token is refused with the reason and a refreshed session lands in their own account', async () => {
    const { member } = await joinTeam(t, owner, 'operations');
    expect((await activeAccountOf(member.token)).id).toBe(owner.accountId);

    const team = ok<Team>(await call(t.app, 'DELETE', `/account/team/members/${member.userId}`, owner.token));
    expect(team.members.map((m) => m.userId)).not.toContain(member.userId);
    const rows = await t.database.db.select().from(memberships).where(eq(memberships.userId, member.userId));
    expect(rows.map((row) => row.accountId)).toEqual([member.accountId]);

    // Refused with the reason, not as an expired session: a refreshed token must not replay the call elsewhere.
    for (const response of [
      await call(t.app, 'GET', '/account', member.token),
      await call(t.app, 'GET', `/partner/accounts/${owner.accountId}/addresses`, member.token),
    ]) {
      const error = expectError(response, 403, 'permission_denied', ACCOUNT_ACCESS_ENDED.message);
      expect(error.details).toEqual({ reason: ACCOUNT_ACCESS_ENDED.reason });
    }

    const refreshed = await refresh(t.app, member.cookie);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const token = json<{ token: string }>(refreshed).token;
    expect((await activeAccountOf(token)).id).toBe(member.accountId);
    expect(await organisationsOf(token)).toEqual([
      expect.objectContaining({ accountId: member.accountId, isActive: true, isPersonal: true }),
    ]);
    expect(ok(await call(t.app, 'GET', '/partner/user', token))).toMatchObject({
      isContactUser: false,
      businessAccounts: [],
    });
    expectError(
      await call(t.app, 'POST', '/account/organisations/active', token, { orgId: owner.orgId }),
      403,
      'permission_denied',
      NOT_A_MEMBER_MESSAGE,
    );
  });
});
