import type { AccountRole } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../db/schema';
import { json, PLATFORM, type ReceivedMail, signUpAndSignIn, type TestApp } from './harness';
import { bearer, lastMailTo } from './identity';

/** A signed-in user with what the tests of teams, flags and settings need to know about them. */
export type Member = {
  email: string;
  password: string;
  /** The access token of the account currently active in the session. */
  token: string;
  cookie: string;
  userId: number;
  fullName: string;
  salesforceId: string;
  /** The user's own (primary) account. */
  accountId: string;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call to the platform API, with the bearer token when given. */
export function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  token?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${PLATFORM}${path}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Asserts a 200 and answers the body. */
export function ok<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
}

/** Registers and signs in a new merchant. */
export async function newMember(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Member> {
  const session = await signUpAndSignIn(app, overrides);
  const user = ok<{ id: number; fullname: string; salesforceId: string }>(
    await call(app, 'GET', '/partner/user', session.token),
  );
  const account = ok<{ id: string }>(await call(app, 'GET', '/account', session.token));
  return {
    ...session,
    userId: user.id,
    fullName: user.fullname,
    salesforceId: user.salesforceId,
    accountId: account.id,
  };
}

/** Gives the user the provider's 'admin' role: there is no public way to it, by design. */
export async function makeAdmin(app: TestApp, member: Member): Promise<void> {
  await app.database.db
    .update(users)
    .set({ roles: ['admin'] })
    .where(eq(users.id, member.userId));
}

/** Turns the member's active account into a team; the member's token becomes the team's. */
export async function createTeam(app: FastifyInstance, owner: Member, name = 'Mansoori Team'): Promise<string> {
  const created = ok<{ orgId: string; token: string }>(await call(app, 'POST', '/account/team', owner.token, { name }));
  owner.token = created.token;
  return created.orgId;
}

export const INVITATION_LINK = /http:\/\/localhost:3000\/join\?invitation=([A-Za-z0-9_-]+)/;

export function invitationTokenIn(mail: ReceivedMail): string {
  const token = INVITATION_LINK.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in mail: ${mail.text}`);
  return token;
}

/** The owner invites `email`; answers the invitation and the token of the link that arrived over SMTP. */
export async function invite(t: TestApp, owner: Member, email: string, role: AccountRole) {
  const invitation = ok<{ id: string }>(
    await call(t.app, 'POST', '/account/team/invitations', owner.token, { email, role }),
  );
  return { invitation, token: invitationTokenIn(lastMailTo(t.mails, email.toLowerCase())) };
}

/**
 * A new user joins the owner's team through a mailed invitation. Answers the
 * member, whose token is active in the team's account, and the token of their own account.
 */
export async function joinTeam(t: TestApp, owner: Member, role: AccountRole) {
  const member = await newMember(t.app);
  const ownToken = member.token;
  const { token } = await invite(t, owner, member.email, role);
  member.token = ok<{ token: string }>(
    await call(t.app, 'POST', '/account/team/invitations/accept', member.token, { token }),
  ).token;
  return { member, ownToken };
}

/** A valid saved address body; fields may be overridden. */
export function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    locationName: 'Warehouse Al Quoz',
    contactName: 'Omar Haddad',
    phone: '+971501234567',
    addressLine1: 'Al Quoz Industrial Area 3',
    area: 'Al Quoz',
    emirate: 'Dubai',
    ...overrides,
  };
}
