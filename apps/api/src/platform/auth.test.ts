import { ACCOUNT_ACCESS_ENDED, MESSAGES, ROLE_PERMISSIONS } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { expectError, openSession } from '../test/identity';
import { call, createTeam, joinTeam, type Member, newMember, ok } from '../test/teams';

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newMember(t.app);
  await createTeam(t.app, owner);
});
afterAll(async () => t?.close());

const permissionsOf = async (token: string) =>
  ok<{ role: string; permissions: string[] }>(await call(t.app, 'GET', '/permissions', token));
/** The answer to a token whose session has ended. */
const expectSessionEnded = (response: Parameters<typeof expectError>[0]) =>
  expectError(response, 401, 'unauthenticated', MESSAGES.sessionExpired);
const setRole = async (userId: number, role: string) =>
  ok(await call(t.app, 'PUT', `/account/team/members/${userId}`, owner.token, { role }));

// The caller (session, user, role in the account) is read on every call, never kept:
// each change below must be seen by the very next call made with the same access token.
describe('the caller check of every call', () => {
  it('sees a role lowered and raised again at once, with the same token', async () => {
    const { member } = await joinTeam(t, owner, 'operations');
    expect(await permissionsOf(member.token)).toMatchObject({ role: 'operations' });
    ok(await call(t.app, 'GET', '/quiqdash/orders', member.token));

    await setRole(member.userId, 'viewer');
    expect(await permissionsOf(member.token)).toEqual(
      expect.objectContaining({ role: 'viewer', permissions: [...ROLE_PERMISSIONS.viewer] }),
    );
    await setRole(member.userId, 'operations');
    expect(await permissionsOf(member.token)).toEqual(
      expect.objectContaining({ role: 'operations', permissions: [...ROLE_PERMISSIONS.operations] }),
    );
  });

  it('refuses the next call after the member is removed, the session signed out or the password changed elsewhere', async () => {
    const { member } = await joinTeam(t, owner, 'operations');
    ok(await call(t.app, 'DELETE', `/account/team/members/${member.userId}`, owner.token));
    expectError(
      await call(t.app, 'GET', '/quiqdash/orders', member.token),
      403,
      'permission_denied',
      ACCOUNT_ACCESS_ENDED.message,
    );

    const user = await newMember(t.app);
    const signedOut = await openSession(t.app, user.email, user.password);
    ok(await call(t.app, 'GET', '/me', signedOut.token));
    ok(await call(t.app, 'POST', '/identity/sign-out', signedOut.token));
    expectSessionEnded(await call(t.app, 'GET', '/me', signedOut.token));

    const elsewhere = await openSession(t.app, user.email, user.password);
    ok(await call(t.app, 'GET', '/me', elsewhere.token));
    const password = 'Fresh!Passw0rd-22';
    ok(
      await call(t.app, 'PUT', '/partner/user', user.token, {
        current_password: user.password,
        password,
        password_confirmation: password,
      }),
    );
    expectSessionEnded(await call(t.app, 'GET', '/me', elsewhere.token));
    ok(await call(t.app, 'GET', '/me', user.token));
  });
});
