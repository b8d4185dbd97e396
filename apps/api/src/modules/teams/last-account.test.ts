import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../../test/identity';
import { call, createTeam, joinTeam, newMember, ok } from '../../test/teams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const activeAccountOf = async (token: string) => ok<{ id: string }>(await call(t.app, 'GET', '/account', token)).id;
const signInToken = async (email: string, password: string) =>
  ok<{ token: string }>(await signIn(t.app, email, password)).token;

describe('the account a sign-in opens', () => {
  it('is the team the member last switched to, while they still belong to it', async () => {
    const owner = await newMember(t.app);
    await createTeam(t.app, owner);
    const { member } = await joinTeam(t, owner, 'operations');

    expect(await activeAccountOf(await signInToken(member.email, member.password))).toBe(owner.accountId);

    await call(t.app, 'DELETE', `/account/team/members/${member.userId}`, owner.token);
    expect(await activeAccountOf(await signInToken(member.email, member.password))).toBe(member.accountId);
  });

  it("is the user's own account when they never switched", async () => {
    const user = await newMember(t.app);
    expect(await activeAccountOf(await signInToken(user.email, user.password))).toBe(user.accountId);
  });
});
