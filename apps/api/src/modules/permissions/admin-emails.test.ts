import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, PLATFORM, signUpAndSignIn, type TestApp } from '../../test/harness';
import { grantAdminRoles } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['ops.lead@sameday.ae'] });
});
afterAll(async () => t?.close());

const rolesOf = async (token: string) =>
  json<{ roles: string[] }>(
    await t.app.inject({ method: 'GET', url: `${PLATFORM}/me`, headers: { authorization: `Bearer ${token}` } }),
  ).roles;

describe('ADMIN_EMAILS', () => {
  it('gives the admin role to a listed email at sign-up, and to no one else', async () => {
    const staff = await signUpAndSignIn(t.app, { email: 'Ops.Lead@sameday.ae' });
    const merchant = await signUpAndSignIn(t.app);
    expect(await rolesOf(staff.token)).toEqual(['admin']);
    expect(await rolesOf(merchant.token)).toEqual([]);
    const flags = await t.app.inject({
      method: 'GET',
      url: `${PLATFORM}/admin/featureflags`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(flags.statusCode).toBe(200);
  });

  it('grants existing users at start once, without doubling the role', async () => {
    const merchant = await signUpAndSignIn(t.app);
    expect(await grantAdminRoles(t.database.db, [merchant.email])).toBe(1);
    expect(await grantAdminRoles(t.database.db, [merchant.email])).toBe(1);
    expect(await rolesOf(merchant.token)).toEqual(['admin']);
  });
});
