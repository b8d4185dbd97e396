import {
  type AccountRole,
  FEATURE_FLAGS,
  FULFILMENT_SETUP_FLAG,
  PERMISSIONS,
  PERMISSIONS_VERSION,
  type Permission,
  permissionsVersionNotServed,
  RESERVED_BETA_ROLES,
  ROLE_PERMISSIONS,
  ROLES,
} from '@sameday/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, registerBody, type TestApp } from '../../test/harness';
import { expectError, NOT_VALID } from '../../test/identity';
import { addressBody, call, createTeam, joinTeam, type Member, makeAdmin, newMember, ok } from '../../test/teams';

let t: TestApp;
let owner: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newMember(t.app);
  await createTeam(t.app, owner);
  ({ member } = await joinTeam(t, owner, 'viewer'));
});
afterAll(async () => t?.close());

const STAFF_ONLY = 'This is for Sameday operations staff only.';

type PermissionsAnswer = { version: number; accountId: string; role: string; permissions: string[] };

const setRole = async (role: AccountRole) =>
  ok(await call(t.app, 'PUT', `/account/team/members/${member.userId}`, owner.token, { role }));

describe('GET /permissions, /beta/permissions and POST /authz/GetPermissions', () => {
  it('answers unauthenticated without a token', async () => {
    expectError(await call(t.app, 'GET', '/permissions'), 401, 'unauthenticated', 'Sign in to continue.');
    expectError(await call(t.app, 'GET', '/beta/permissions'), 401, 'unauthenticated', 'Sign in to continue.');
    expectError(
      await call(t.app, 'POST', '/authz/GetPermissions', undefined, { version: PERMISSIONS_VERSION }),
      401,
      'unauthenticated',
      'Sign in to continue.',
    );
  });

  it('gives the owner every permission string of the active account, with the date-based version', async () => {
    const expected = {
      version: PERMISSIONS_VERSION,
      accountId: owner.accountId,
      role: 'owner',
      permissions: [...PERMISSIONS],
    };
    expect(ok(await call(t.app, 'GET', '/permissions', owner.token))).toEqual(expected);
    expect(ok(await call(t.app, 'GET', '/beta/permissions', owner.token))).toEqual(expected);
    expect(
      ok(await call(t.app, 'POST', '/authz/GetPermissions', owner.token, { version: PERMISSIONS_VERSION })),
    ).toEqual(expected);
    expect(String(PERMISSIONS_VERSION)).toMatch(/^20\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/);
  });

  it('answers each account role with exactly the permissions of that role', async () => {
    for (const role of ['admin', 'operations', 'finance', 'viewer'] as const) {
      await setRole(role);
      const answer = ok<PermissionsAnswer>(
        await call(t.app, 'POST', '/authz/GetPermissions', member.token, { version: 20260101 }),
      );
      expect(answer).toEqual({
        version: PERMISSIONS_VERSION,
        accountId: owner.accountId,
        role,
        permissions: [...ROLE_PERMISSIONS[role]],
      });
    }
    await setRole('viewer');
  });

  it('follows the active account: the member is the owner of their own account', async () => {
    const own = ok<{ token: string }>(
      await call(t.app, 'POST', '/account/organisations/active', member.token, { orgId: member.accountId }),
    );
    expect(ok(await call(t.app, 'GET', '/permissions', own.token))).toMatchObject({
      accountId: member.accountId,
      role: 'owner',
      permissions: [...PERMISSIONS],
    });
    expect(ok(await call(t.app, 'GET', '/permissions', member.token))).toMatchObject({
      accountId: owner.accountId,
      role: 'viewer',
    });
  });

  it('asks GetPermissions for a positive version number', async () => {
    for (const body of [{}, { version: 'yesterday' }, { version: -1 }, { version: 2026.5 }]) {
      const error = expectError(
        await call(t.app, 'POST', '/authz/GetPermissions', owner.token, body),
        400,
        'invalid_argument',
        NOT_VALID,
      );
      expect(error.details.fields?.map((f) => f.field)).toEqual(['version']);
    }
  });
});

describe('routes gated by a permission string', () => {
  const gated: {
    permission: Permission;
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: () => string;
    body?: () => unknown;
  }[] = [
    { permission: 'settings:write', method: 'POST', path: () => '/partner/addresses', body: () => addressBody() },
    { permission: 'settings:write', method: 'POST', path: () => '/addresses', body: () => addressBody() },
    {
      permission: 'settings:write',
      method: 'POST',
      path: () => '/partner/preferences',
      body: () => ({ key: 'sameDayCutOffTime', value: '14:00' }),
    },
    {
      permission: 'settings:write',
      method: 'PUT',
      path: () => '/partner/preferences/nextDayCutOffTime',
      body: () => ({ value: '22:00' }),
    },
    { permission: 'settings:write', method: 'DELETE', path: () => '/partner/preferences/partner4hrCutOffTime' },
    { permission: 'settings:write', method: 'DELETE', path: () => '/partner/preferences/default/pickup' },
    {
      permission: 'team:manage',
      method: 'POST',
      path: () => '/account/team/invitations',
      body: () => ({ email: registerBody().email, role: 'viewer' }),
    },
    {
      permission: 'team:manage',
      method: 'PUT',
      path: () => `/account/team/members/${member.userId}`,
      body: () => ({ role: 'admin' }),
    },
    { permission: 'team:manage', method: 'DELETE', path: () => `/account/team/members/${member.userId}` },
  ];

  it.each(['viewer', 'finance', 'operations'] as const)(
    'refuses the %s role what it lacks, and changes nothing',
    async (role) => {
      await setRole(role);
      ok(await call(t.app, 'PUT', '/partner/preferences/partner4hrCutOffTime', owner.token, { value: '16:00' }));
      const mails = t.mails.length;

      for (const route of gated) {
        expect(ROLE_PERMISSIONS[role]).not.toContain(route.permission);
        const error = expectError(
          await call(t.app, route.method, route.path(), member.token, route.body?.()),
          403,
          'permission_denied',
          `Your role does not allow this (${route.permission}).`,
        );
        expect(error.details).toEqual({
          permission: route.permission,
          messageText: { id: 'requests.permissionNeeded', values: { permission: route.permission } },
        });
      }

      expect(
        ok<unknown[]>(await call(t.app, 'GET', `/partner/accounts/${owner.accountId}/addresses`, member.token)),
      ).toEqual([]);
      expect(ok(await call(t.app, 'GET', '/partner/preferences', owner.token))).toMatchObject({
        partner4hrCutOffTime: '16:00',
        sameDayCutOffTime: '13:00',
        nextDayCutOffTime: '23:50',
      });
      expect(t.mails.length).toBe(mails);
      expect(ok(await call(t.app, 'GET', '/permissions', member.token))).toMatchObject({ role });
    },
  );

  it('lets an admin member through the same routes', async () => {
    await setRole('admin');
    const address = ok<{ id: string }>(await call(t.app, 'POST', '/partner/addresses', member.token, addressBody()));
    ok(await call(t.app, 'PATCH', `/partner/addresses/${address.id}`, member.token, { notes: 'Ring twice' }));
    ok(await call(t.app, 'PUT', '/partner/preferences/nextDayCutOffTime', member.token, { value: '22:00' }));
    ok(
      await call(t.app, 'POST', '/account/team/invitations', member.token, {
        email: registerBody().email,
        role: 'viewer',
      }),
    );
    expect(ok(await call(t.app, 'GET', '/partner/preferences', owner.token))).toMatchObject({
      nextDayCutOffTime: '22:00',
    });
    ok(await call(t.app, 'DELETE', `/partner/addresses/${address.id}`, member.token));
    await setRole('viewer');
  });
});

describe('admin role assignment: /auth/user/:id/roles', () => {
  let admin: Member;
  let target: Member;
  beforeAll(async () => {
    admin = await newMember(t.app);
    await makeAdmin(t, admin);
    target = await newMember(t.app);
  });

  const rolesOf = async (id: number) =>
    ok<{ id: number; roles: string[] }>(await call(t.app, 'GET', `/auth/user/${id}/roles`, admin.token));

  it('refuses every role route to a user without the admin role, even an account owner', async () => {
    for (const [method, path, body] of [
      ['GET', `/auth/user/${target.userId}/roles`, undefined],
      ['PUT', `/auth/user/${target.userId}/roles`, { roles: ['admin'] }],
      ['POST', `/auth/user/${owner.userId}/roles`, { role: 'admin' }],
      ['DELETE', `/auth/user/${target.userId}/roles?role=bulk_beta`, undefined],
    ] as const) {
      expectError(await call(t.app, method, path, owner.token, body), 403, 'permission_denied', STAFF_ONLY);
      expectError(await call(t.app, method, path, undefined, body), 401, 'unauthenticated', 'Sign in to continue.');
    }
    expect(await rolesOf(owner.userId)).toEqual({ id: owner.userId, roles: [] });
  });

  it('adds, replaces and removes roles; the user sees them on /partner/user', async () => {
    expect(await rolesOf(target.userId)).toEqual({ id: target.userId, roles: [] });

    expect(
      ok(await call(t.app, 'POST', `/auth/user/${target.userId}/roles`, admin.token, { role: 'reports_beta' })),
    ).toEqual({
      id: target.userId,
      roles: ['reports_beta'],
    });
    expect(
      ok(await call(t.app, 'POST', `/auth/user/${target.userId}/roles`, admin.token, { role: 'reports_beta' })),
    ).toEqual({
      id: target.userId,
      roles: ['reports_beta'],
    });
    expect(
      ok(
        await call(t.app, 'PUT', `/auth/user/${target.userId}/roles`, admin.token, {
          roles: ['finance', 'reports_beta', 'finance'],
        }),
      ),
    ).toEqual({ id: target.userId, roles: ['finance', 'reports_beta'] });
    expect(ok(await call(t.app, 'DELETE', `/auth/user/${target.userId}/roles?role=finance`, admin.token))).toEqual({
      id: target.userId,
      roles: ['reports_beta'],
    });

    expect(ok<{ roles: string[] }>(await call(t.app, 'GET', '/partner/user', target.token)).roles).toEqual([
      'reports_beta',
    ]);
    expect(await rolesOf(target.userId)).toEqual({ id: target.userId, roles: ['reports_beta'] });
  });

  it('refuses to give a reserved beta role by POST or PUT; one held from before is kept or taken back', async () => {
    const holder = await newMember(t.app);
    const path = `/auth/user/${holder.userId}/roles`;
    for (const role of RESERVED_BETA_ROLES) {
      const message = `The role ${role} is reserved: it has no effect yet, so it cannot be given.`;
      const posted = expectError(
        await call(t.app, 'POST', path, admin.token, { role }),
        412,
        'failed_precondition',
        message,
      );
      expect(posted.details).toMatchObject({
        reason: 'reserved_role',
        messageText: { id: 'staff.reservedRole', values: { role } },
      });
      expectError(
        await call(t.app, 'PUT', path, admin.token, { roles: ['reports_beta', role] }),
        412,
        'failed_precondition',
        message,
      );
    }
    expect(await rolesOf(holder.userId)).toEqual({ id: holder.userId, roles: [] });

    // Held before it was reserved: replacing the roles may keep it, and it can be taken back.
    await t.database.db
      .update(users)
      .set({ roles: ['map_beta'] })
      .where(eq(users.id, holder.userId));
    ok(await call(t.app, 'PUT', path, admin.token, { roles: ['map_beta', 'reports_beta'] }));
    expect(ok(await call(t.app, 'DELETE', `${path}?role=map_beta`, admin.token))).toEqual({
      id: holder.userId,
      roles: ['reports_beta'],
    });
  });

  it('makes a user an admin, and takes it back, only through an admin', async () => {
    const candidate = await newMember(t.app);
    expectError(await call(t.app, 'GET', '/admin/featureflags', candidate.token), 403, 'permission_denied', STAFF_ONLY);
    ok(await call(t.app, 'POST', `/auth/user/${candidate.userId}/roles`, admin.token, { role: 'admin' }));
    const listed = ok<{ name: string }[]>(await call(t.app, 'GET', '/admin/featureflags', candidate.token));
    expect(listed.map((flag) => flag.name)).toEqual(expect.arrayContaining([...FEATURE_FLAGS, FULFILMENT_SETUP_FLAG]));
    ok(await call(t.app, 'DELETE', `/auth/user/${candidate.userId}/roles?role=admin`, admin.token));
    expectError(await call(t.app, 'GET', '/admin/featureflags', candidate.token), 403, 'permission_denied', STAFF_ONLY);
  });

  it('refuses an unknown role with invalid_argument and keeps the roles', async () => {
    ok(await call(t.app, 'PUT', `/auth/user/${target.userId}/roles`, admin.token, { roles: ['reports_beta'] }));
    const message = `A role is one of: ${ROLES.join(', ')}`;

    const posted = expectError(
      await call(t.app, 'POST', `/auth/user/${target.userId}/roles`, admin.token, { role: 'superuser' }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(posted.details.fields).toEqual([{ field: 'role', message }]);
    const put = expectError(
      await call(t.app, 'PUT', `/auth/user/${target.userId}/roles`, admin.token, { roles: ['bulk_beta', 'owner'] }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(put.details.fields).toEqual([{ field: 'roles.1', message }]);
    const deleted = expectError(
      await call(t.app, 'DELETE', `/auth/user/${target.userId}/roles?role=root`, admin.token),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(deleted.details.fields).toEqual([{ field: 'role', message }]);
    const missing = expectError(
      await call(t.app, 'PUT', `/auth/user/${target.userId}/roles`, admin.token, {}),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(missing.details.fields?.map((f) => f.field)).toEqual(['roles']);

    expect(await rolesOf(target.userId)).toEqual({ id: target.userId, roles: ['reports_beta'] });
  });

  it('answers not_found for an unknown user and invalid_argument for an id that is not one', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { role: 'map_beta' }],
      ['PUT', { roles: ['map_beta'] }],
    ] as const) {
      expectError(
        await call(t.app, method, '/auth/user/999999/roles', admin.token, body),
        404,
        'not_found',
        'User not found',
      );
    }
    expectError(
      await call(t.app, 'DELETE', '/auth/user/999999/roles?role=map_beta', admin.token),
      404,
      'not_found',
      'User not found',
    );
    const zero = expectError(
      await call(t.app, 'GET', '/auth/user/0/roles', admin.token),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(zero.details.fields).toEqual([{ field: 'id', message: 'Unknown user' }]);
    const word = expectError(
      await call(t.app, 'GET', '/auth/user/abc/roles', admin.token),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(word.details.fields?.map((f) => f.field)).toEqual(['id']);
  });

  it('does not let an admin remove their own admin role, by DELETE or by replacing the roles', async () => {
    expectError(
      await call(t.app, 'DELETE', `/auth/user/${admin.userId}/roles?role=admin`, admin.token),
      412,
      'failed_precondition',
      'You cannot remove your own admin role.',
    );
    expectError(
      await call(t.app, 'PUT', `/auth/user/${admin.userId}/roles`, admin.token, { roles: ['bulk_beta'] }),
      412,
      'failed_precondition',
      'You cannot remove your own admin role.',
    );
    expect(await rolesOf(admin.userId)).toEqual({ id: admin.userId, roles: ['admin'] });
  });
});

describe("GetPermissions' date-based version", () => {
  it("answers a version up to the server's, and refuses a newer one on both calls", async () => {
    const get = (version: number) => call(t.app, 'GET', `/permissions?version=${version}`, owner.token);
    const post = (version: number) => call(t.app, 'POST', '/authz/GetPermissions', owner.token, { version });
    for (const ask of [get, post]) {
      expect(ok<{ version: number }>(await ask(PERMISSIONS_VERSION)).version).toBe(PERMISSIONS_VERSION);
      expect((await ask(20250101)).statusCode).toBe(200);
      expectError(
        await ask(PERMISSIONS_VERSION + 1),
        412,
        'failed_precondition',
        permissionsVersionNotServed(PERMISSIONS_VERSION + 1),
      );
    }
  });
});
