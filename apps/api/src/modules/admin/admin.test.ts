import {
  type AccountCapabilities,
  type AccountOverview,
  type AccountsPage,
  type ActorToken,
  type AdminAccount,
  type AuditLogPage,
  type EmployeeRegisterAnswer,
  MESSAGES,
  type Ownership,
  type OwnershipMigrateAnswer,
  type OwnershipsPage,
  STAFF_MESSAGES,
  type StaffList,
  type SupportAccess,
  type UserConfig,
} from '@sameday/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOwnerships, staffAuditLog, staffGrants, users } from '../../db/schema';
import { createTestApp, json, PLATFORM, type TestApp } from '../../test/harness';
import { bearer, expectError, lastMailTo, resetLinkTokenIn } from '../../test/identity';
import { type Merchant, newMerchant, orderBody, postOrder } from '../../test/orders';
import { newAccountRow, newInvoiceRow, newStaff } from '../../test/staff';
import { call, type Member, ok } from '../../test/teams';
import { settleStaffRoles } from '../permissions';

let t: TestApp;
let merchant: Merchant;
let admin: Member;
let ops: Member;
let finance: Member;
let support: Member;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMerchant(t, { account_name: 'Oud Palace' });
  admin = await newStaff(t, ['admin']);
  ops = await newStaff(t, ['operations']);
  finance = await newStaff(t, ['finance']);
  support = await newStaff(t, ['support']);
}, 120_000);
afterAll(async () => t?.close());

async function audit(query: string): Promise<AuditLogPage> {
  return ok<AuditLogPage>(await call(t.app, 'GET', `/admin/audit-log?${query}`, admin.token));
}
const auditRows = () => t.database.db.select().from(staffAuditLog);
const userConfig = async (token: string) =>
  ok<UserConfig>(await t.app.inject({ method: 'GET', url: '/api/invoicer/user-config', headers: bearer(token) }));

describe('block state with a reason', () => {
  it('refuses a block without a reason, and blocks with one: banner, order placement, capabilities and audit', async () => {
    const path = `/accounts/${merchant.accountId}/set-block-state`;
    const bare = await call(t.app, 'POST', path, ops.token, { isBlocked: true });
    expect(json<{ details: { fields: { field: string }[] } }>(bare).details.fields[0]?.field).toBe('reason');
    expect(bare.statusCode).toBe(400);

    ok(await call(t.app, 'POST', path, finance.token, { isBlocked: true, reason: 'Two invoices overdue' }));
    expect((await userConfig(merchant.token)).isOrderSubmissionBlocked).toBe(true);
    expectError(
      await postOrder(t, merchant.token, orderBody(merchant.pickupId)),
      412,
      'failed_precondition',
      MESSAGES.accountBlocked,
    );
    const capabilities = ok<AccountCapabilities>(
      await call(t.app, 'GET', `/accounts/${merchant.accountId}/capabilities`, merchant.token),
    );
    expect(capabilities.placeOrders).toEqual({ isAllowed: false, reason: 'Order submission is blocked' });
    expect(capabilities.cashOnDelivery.isAllowed).toBe(false);

    ok(await call(t.app, 'POST', path, ops.token, { isBlocked: false, reason: 'Paid in full' }));
    expect((await userConfig(merchant.token)).isOrderSubmissionBlocked).toBe(false);
    expect((await postOrder(t, merchant.token, orderBody(merchant.pickupId))).statusCode).toBe(200);

    const { items } = await audit(`action=account.block_state_changed&account_id=${merchant.accountId}`);
    expect(items.map((entry) => [entry.actorEmail, entry.before, entry.after])).toEqual([
      [ops.email, { isBlocked: true }, { isBlocked: false, reason: 'Paid in full' }],
      [finance.email, { isBlocked: false }, { isBlocked: true, reason: 'Two invoices overdue' }],
    ]);
  });
});

describe('accounts', () => {
  it('lets operations edit the staff fields, audited, and finds the account by each of them', async () => {
    const before = new Date().toISOString();
    const edited = ok<AdminAccount>(
      await call(t.app, 'PUT', '/accounts', ops.token, {
        id: merchant.accountId,
        customerCode: 'CUST-77',
        externalId: 'crm-9',
        warehouseCode: 'DXB-1',
      }),
    );
    expect(edited).toMatchObject({ customerCode: 'CUST-77', externalId: 'crm-9', warehouseCode: 'DXB-1' });
    // A merchant's own PUT /accounts is still the company details form.
    expectError(
      await call(t.app, 'PUT', '/accounts', merchant.token, { id: merchant.accountId, customerCode: 'MINE' }),
      403,
      'permission_denied',
      STAFF_MESSAGES.staffOnly,
    );

    for (const query of [
      'customer_code=CUST-77',
      'external_id=crm-9',
      'warehouse_code=DXB-1',
      `updated_after=${before}`,
    ]) {
      const page = ok<AccountsPage>(await call(t.app, 'GET', `/accounts?${query}`, support.token));
      expect(
        page.items.map((account) => account.id),
        query,
      ).toEqual([merchant.accountId]);
    }
    const byEmail = ok<AccountsPage>(
      await call(
        t.app,
        'GET',
        `/accounts?email_match=${encodeURIComponent(merchant.email.toUpperCase().slice(0, 12))}`,
        support.token,
      ),
    );
    expect(byEmail.items.map((account) => account.id)).toContain(merchant.accountId);
    expect(ok<AdminAccount>(await call(t.app, 'GET', `/account_by_email/${merchant.email}`, support.token)).id).toBe(
      merchant.accountId,
    );
    const [entry] = (await audit(`action=account.updated&target_id=${merchant.accountId}`)).items;
    expect(entry).toMatchObject({
      actorUserId: ops.userId,
      before: { customerCode: null, externalId: null, warehouseCode: null },
      after: { customerCode: 'CUST-77', externalId: 'crm-9', warehouseCode: 'DXB-1' },
    });
  });

  it('audits operations making an account a fulfilment account, and shows it in the capabilities', async () => {
    const path = `/api/fulfilment/accounts/${merchant.accountId}/capability`;
    ok(await call(t.app, 'PUT', path, ops.token, { enabled: true, note: 'Signed for storage' }));
    const capabilities = ok<AccountCapabilities>(
      await call(t.app, 'GET', `/accounts/${merchant.accountId}/capabilities`, support.token),
    );
    expect(capabilities.fulfilment).toEqual({ isAllowed: true, reason: null });
    const [entry] = (await audit(`action=fulfilment.capability_changed&account_id=${merchant.accountId}`)).items;
    expect(entry).toMatchObject({
      actorUserId: ops.userId,
      before: { enabled: false },
      after: { enabled: true, note: 'Signed for storage' },
    });
  });

  it('pages and sorts the search, with its total', async () => {
    for (const name of ['Alpha Sort', 'Beta Sort', 'Gamma Sort']) await newAccountRow(t, name);
    const first = ok<AccountsPage>(await call(t.app, 'GET', '/accounts?sort=name&limit=2&page=1', ops.token));
    const second = ok<AccountsPage>(await call(t.app, 'GET', '/accounts?sort=name&limit=2&page=2', ops.token));
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(7);
    const names = [...first.items, ...second.items].map((account) => account.name);
    expect(names).toEqual([...names].sort());
    const desc = ok<AccountsPage>(await call(t.app, 'GET', '/accounts?sort=name&sort_desc=true&limit=1', ops.token));
    expect(desc.items[0]?.name).not.toBe(first.items[0]?.name);
  });

  it('reads any account for staff, and only their own for a merchant', async () => {
    const other = await newAccountRow(t, 'Someone Else');
    expect(ok<{ id: string }>(await call(t.app, 'GET', `/accounts/${other}`, support.token)).id).toBe(other);
    expectError(await call(t.app, 'GET', `/accounts/${other}`, merchant.token), 404, 'not_found', 'Account not found');
    expect(ok<{ id: string }>(await call(t.app, 'GET', `/accounts/${merchant.accountId}`, merchant.token)).id).toBe(
      merchant.accountId,
    );
  });

  it('answers the overview: profile, members, invoices, orders by state, ownership and trail', async () => {
    const invoiceId = await newInvoiceRow(t, merchant.accountId, '2026-01-10');
    const overview = ok<AccountOverview>(
      await call(t.app, 'GET', `/admin/accounts/${merchant.accountId}/overview`, finance.token),
    );
    expect(overview.account.name).toBe('Oud Palace');
    expect(overview.members).toEqual([
      expect.objectContaining({ userId: merchant.userId, email: merchant.email, role: 'owner' }),
    ]);
    expect(overview.invoices).toMatchObject({ unpaidCount: 1, overdueCount: 1, unpaidTotalFils: 10_500 });
    expect(overview.invoices.recent.map((invoice) => invoice.id)).toEqual([invoiceId]);
    expect(overview.ordersByState.reduce((sum, row) => sum + row.count, 0)).toBe(1);
    expect(overview.integrationsCount).toBe(0);
    expect(overview.recentAudit.map((entry) => entry.action)).toContain('account.block_state_changed');

    const paid = ok<{ status: string }>(
      await call(t.app, 'POST', `/admin/invoices/${invoiceId}/mark-paid`, finance.token),
    );
    expect(paid.status).toBe('paid');
    const [entry] = (await audit(`action=invoice.marked_paid&target_id=${invoiceId}`)).items;
    expect(entry).toMatchObject({ accountId: merchant.accountId, before: { paidAt: null } });
  });
});

async function ownershipOf(accountId: string, ownerId = ops.userId, billingIdentifier = 'BILL-A') {
  return ok<Ownership>(
    await call(t.app, 'POST', '/admin/accounts/account-ownerships', ops.token, {
      accountId,
      ownerId,
      billingIdentifier,
    }),
  );
}

describe('account ownerships', () => {
  it('creates one per account with a staff owner, lists, changes and deletes it, each audited', async () => {
    const accountId = await newAccountRow(t, 'Owned Shop');
    const created = await ownershipOf(accountId);
    expect(created).toMatchObject({
      accountId,
      accountName: 'Owned Shop',
      ownerId: ops.userId,
      billingIdentifier: 'BILL-A',
    });
    expectError(
      await call(t.app, 'POST', '/admin/accounts/account-ownerships', ops.token, {
        accountId,
        ownerId: finance.userId,
        billingIdentifier: 'BILL-B',
      }),
      409,
      'already_exists',
      STAFF_MESSAGES.ownershipExists,
    );
    expectError(
      await call(t.app, 'POST', '/admin/accounts/account-ownerships', ops.token, {
        accountId: await newAccountRow(t),
        ownerId: merchant.userId,
        billingIdentifier: 'BILL-A',
      }),
      400,
      'invalid_argument',
      STAFF_MESSAGES.ownerNotStaff,
    );
    const listed = ok<OwnershipsPage>(
      await call(t.app, 'GET', `/admin/accounts/account-ownerships?account_id=${accountId}`, support.token),
    );
    expect(listed.items.map((row) => row.id)).toEqual([created.id]);

    const one = `/admin/accounts/account-ownerships/${created.id}`;
    const changed = ok<Ownership>(
      await call(t.app, 'PUT', one, finance.token, { ownerId: finance.userId, note: 'Moved' }),
    );
    expect(changed).toMatchObject({ ownerId: finance.userId, ownerEmail: finance.email, note: 'Moved' });
    ok(await call(t.app, 'DELETE', one, finance.token));
    expectError(await call(t.app, 'GET', one, support.token), 404, 'not_found', STAFF_MESSAGES.ownershipNotFound);

    const trail = await audit(`target_type=ownership&target_id=${created.id}`);
    expect(trail.items.map((entry) => entry.action)).toEqual([
      'ownership.deleted',
      'ownership.updated',
      'ownership.created',
    ]);
    expect(trail.items[1]?.before).toMatchObject({ ownerId: ops.userId });
    expect(trail.items[1]?.after).toMatchObject({ ownerId: finance.userId, note: 'Moved' });
  });

  it('migrates: the dry run lists what would move and changes nothing, the apply moves all at once', async () => {
    const accounts = [
      await newAccountRow(t, 'Move One'),
      await newAccountRow(t, 'Move Two'),
      await newAccountRow(t, 'Stay'),
    ];
    await ownershipOf(accounts[0] as string, ops.userId, 'BILL-OLD');
    await ownershipOf(accounts[1] as string, ops.userId, 'BILL-OLD');
    await ownershipOf(accounts[2] as string, ops.userId, 'BILL-KEEP');
    const body = {
      from: { billingIdentifier: 'BILL-OLD' },
      to: { ownerId: finance.userId, billingIdentifier: 'BILL-NEW' },
    };
    const auditBefore = (await auditRows()).length;

    const dry = ok<OwnershipMigrateAnswer>(
      await call(t.app, 'POST', '/admin/accounts/account-ownerships/migrate', ops.token, body),
    );
    expect(dry.dryRun).toBe(true);
    // Moves come in account id order.
    const expected = [0, 1]
      .map((index) => ({ accountId: accounts[index] as string, name: index === 0 ? 'Move One' : 'Move Two' }))
      .sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
    expect(dry.moves.map((move) => [move.accountId, move.accountName, move.before, move.after])).toEqual(
      expected.map(({ accountId, name }) => [
        accountId,
        name,
        { ownerId: ops.userId, billingIdentifier: 'BILL-OLD' },
        { ownerId: finance.userId, billingIdentifier: 'BILL-NEW' },
      ]),
    );
    const untouched = ok<OwnershipsPage>(
      await call(t.app, 'GET', '/admin/accounts/account-ownerships?billing_identifier=BILL-OLD', ops.token),
    );
    expect(untouched.total).toBe(2);
    expect((await auditRows()).length).toBe(auditBefore);

    const applied = ok<OwnershipMigrateAnswer>(
      await call(t.app, 'POST', '/admin/accounts/account-ownerships/migrate', ops.token, { ...body, dryRun: false }),
    );
    expect(applied).toMatchObject({ dryRun: false, count: 2 });
    const moved = ok<OwnershipsPage>(
      await call(
        t.app,
        'GET',
        `/admin/accounts/account-ownerships?owner_id=${finance.userId}&billing_identifier=BILL-NEW`,
        ops.token,
      ),
    );
    expect(moved.items.map((row) => row.accountName).sort()).toEqual(['Move One', 'Move Two']);
    expect((await audit('action=ownership.migrated')).items).toHaveLength(2);
  });

  it('moves none when one move fails: one transaction', async () => {
    const [a, b] = [await newAccountRow(t, 'Atomic One'), await newAccountRow(t, 'Atomic Two')];
    await ownershipOf(a, ops.userId, 'BILL-ATOM');
    await ownershipOf(b, ops.userId, 'BILL-ATOM');
    // The database refuses the second account's move (a real constraint, dropped after).
    await t.database.db.execute(
      sql.raw(
        `alter table account_ownerships add constraint test_refuse_move check (account_id <> '${b}' or billing_identifier <> 'BILL-FAIL')`,
      ),
    );
    try {
      const auditBefore = (await auditRows()).length;
      const failed = await call(t.app, 'POST', '/admin/accounts/account-ownerships/migrate', ops.token, {
        from: { billingIdentifier: 'BILL-ATOM' },
        to: { billingIdentifier: 'BILL-FAIL' },
        dryRun: false,
      });
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      const rows = await t.database.db
        .select({ billing: accountOwnerships.billingIdentifier })
        .from(accountOwnerships)
        .where(eq(accountOwnerships.billingIdentifier, 'BILL-ATOM'));
      expect(rows).toHaveLength(2);
      expect((await auditRows()).length).toBe(auditBefore);
    } finally {
      await t.database.db.execute(sql.raw('alter table account_ownerships drop constraint test_refuse_move'));
    }
  });
});

describe('staff and roles', () => {
  it('gives and takes staff and beta roles: each staff grant recorded, every change audited', async () => {
    const someone = await newMerchant(t);
    const roles = `/auth/user/${someone.userId}/roles`;
    ok(await call(t.app, 'POST', roles, admin.token, { role: 'support' }));
    ok(await call(t.app, 'POST', roles, admin.token, { role: 'reports_beta' }));
    expect(ok<{ roles: string[] }>(await call(t.app, 'GET', roles, admin.token)).roles).toEqual([
      'support',
      'reports_beta',
    ]);
    // The new role works at once.
    expect((await call(t.app, 'GET', `/oauth/actor/token/${merchant.accountId}`, someone.token)).statusCode).toBe(200);
    const grants = () =>
      t.database.db
        .select({ role: staffGrants.role, grantedBy: staffGrants.grantedBy, revokedAt: staffGrants.revokedAt })
        .from(staffGrants)
        .where(eq(staffGrants.userId, someone.userId));
    expect(await grants()).toEqual([{ role: 'support', grantedBy: admin.userId, revokedAt: null }]);
    // A start keeps a granted role and takes one held without a grant.
    await t.database.db
      .update(users)
      .set({ roles: ['support', 'reports_beta', 'finance'] })
      .where(eq(users.id, someone.userId));
    await settleStaffRoles(t.database.db, []);
    expect(ok<{ roles: string[] }>(await call(t.app, 'GET', roles, admin.token)).roles).toEqual([
      'support',
      'reports_beta',
    ]);

    ok(await call(t.app, 'DELETE', `${roles}?role=support`, admin.token));
    expect((await grants())[0]?.revokedAt).toBeInstanceOf(Date);
    expectError(
      await call(t.app, 'GET', `/oauth/actor/token/${merchant.accountId}`, someone.token),
      403,
      'permission_denied',
      STAFF_MESSAGES.staffOnly,
    );
    const trail = await audit(`action=user.roles_changed&target_id=${someone.userId}`);
    expect(trail.items.map((entry) => entry.after)).toEqual([
      { roles: ['reports_beta'] },
      { roles: ['support', 'reports_beta'] },
      { roles: ['support'] },
    ]);
  });

  it('registers an employee: invited by mail, sets a password by the link, signs in with the roles', async () => {
    const email = `new.staff.${Date.now()}@sameday.ae`;
    const registered = ok<EmployeeRegisterAnswer>(
      await call(t.app, 'POST', '/employee/register', admin.token, {
        email,
        fullName: 'Mariam Haddad',
        roles: ['finance', 'support'],
      }),
    );
    expect(registered).toMatchObject({ email, roles: ['finance', 'support'], isInvited: true });
    // Listed as invited; staff who signed up alone are not said to have an invitation pending.
    const listed = ok<StaffList>(await call(t.app, 'GET', '/admin/staff', admin.token)).items;
    expect(listed.find((row) => row.email === email)).toMatchObject({ emailVerifiedAt: null, invitation: 'pending' });
    expect(listed.find((row) => row.id === finance.userId)?.invitation).toBeNull();
    expectError(
      await call(t.app, 'POST', '/employee/register', admin.token, { email, fullName: 'Again', roles: ['support'] }),
      409,
      'already_exists',
      STAFF_MESSAGES.emailTaken,
    );
    const mail = lastMailTo(t.mails, email);
    expect(mail.subject).toBe('You are invited to the Sameday operations console');
    const opened = await t.app.inject({
      method: 'POST',
      url: `${PLATFORM}/identity/recovery-session`,
      payload: { token: resetLinkTokenIn(mail) },
    });
    const { token } = json<{ token: string }>(opened);
    const password = 'Staff!Passw0rd9';
    ok(await call(t.app, 'PUT', '/partner/user', token, { password, password_confirmation: password }));
    const signedIn = json<{ token: string }>(
      await t.app.inject({ method: 'POST', url: `${PLATFORM}/identity/sign-in`, payload: { email, password } }),
    );
    expect(ok<{ roles: string[] }>(await call(t.app, 'GET', '/me', signedIn.token)).roles).toEqual([
      'finance',
      'support',
    ]);
    expect((await call(t.app, 'GET', '/admin/accounts/account-ownerships', signedIn.token)).statusCode).toBe(200);

    const staff = ok<StaffList>(await call(t.app, 'GET', '/admin/staff', admin.token));
    expect(staff.items.find((row) => row.email === email)).toMatchObject({
      roles: ['finance', 'support'],
      invitation: null,
    });
    const [entry] = (await audit(`action=employee.registered&target_id=${registered.id}`)).items;
    expect(entry?.after).toEqual({ email, fullName: 'Mariam Haddad', roles: ['finance', 'support'] });
  });
});

describe('acting as an account', () => {
  it('reads as the merchant, changes nothing, has no staff right, and the merchant sees the view', async () => {
    const issued = ok<ActorToken>(await call(t.app, 'GET', `/oauth/actor/token/${merchant.accountId}`, support.token));
    expect(issued).toMatchObject({ accountId: merchant.accountId, isReadOnly: true, tokenType: 'Bearer' });
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeLessThanOrEqual(600_000);

    expect((await call(t.app, 'GET', '/quiqdash/orders', issued.token)).statusCode).toBe(200);
    expect(ok<{ id: string }>(await call(t.app, 'GET', '/account', issued.token)).id).toBe(merchant.accountId);
    expect(ok<{ id: string }>(await call(t.app, 'GET', `/accounts/${merchant.accountId}`, issued.token)).id).toBe(
      merchant.accountId,
    );
    for (const [method, path, body] of [
      ['POST', '/quiqdash/orders', orderBody(merchant.pickupId)],
      ['PUT', '/account/settings', {}],
      ['DELETE', `/auth/user/${merchant.userId}/roles?role=bulk_beta`, undefined],
    ] as const) {
      const refused = await call(t.app, method, path, issued.token, body);
      expectError(refused, 403, 'permission_denied', STAFF_MESSAGES.actorReadOnly);
    }
    // The support user's own staff roles do not come with the view.
    expectError(
      await call(t.app, 'GET', '/accounts', issued.token),
      403,
      'permission_denied',
      STAFF_MESSAGES.staffOnly,
    );
    expectError(
      await call(t.app, 'GET', `/oauth/actor/token/${merchant.accountId}`, issued.token),
      403,
      'permission_denied',
      STAFF_MESSAGES.staffOnly,
    );

    const access = ok<SupportAccess>(await call(t.app, 'GET', '/account/support-access', merchant.token));
    expect(access.items[0]).toMatchObject({ viewerName: `Sameday support · Staff` });
    expect(Math.abs(Date.parse(access.items[0]?.viewedAt ?? '') - Date.now())).toBeLessThan(60_000);
    const [entry] = (await audit(`action=actor_token.issued&account_id=${merchant.accountId}`)).items;
    expect(entry?.actorUserId).toBe(support.userId);
    // Another merchant sees nothing of it.
    const other = await newMerchant(t);
    expect(ok<SupportAccess>(await call(t.app, 'GET', '/account/support-access', other.token)).items).toEqual([]);
  });

  it('answers not_found for an unknown account', async () => {
    expectError(
      await call(t.app, 'GET', '/oauth/actor/token/acc_nothing', support.token),
      404,
      'not_found',
      STAFF_MESSAGES.accountNotFound,
    );
  });
});

describe('the audit log', () => {
  it('filters by actor, action, account and dates, pages by cursor, and has no route that changes it', async () => {
    const all = await audit('limit=200');
    expect(all.items.length).toBeGreaterThan(10);
    const ids = all.items.map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const byOps = await audit(`actor_id=${ops.userId}&limit=200`);
    expect(byOps.items.every((entry) => entry.actorUserId === ops.userId)).toBe(true);
    expect(byOps.items.length).toBeGreaterThan(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await audit(`from=${encodeURIComponent(future)}`)).items).toEqual([]);
    expect((await audit(`to=${encodeURIComponent(future)}&limit=200`)).items).toHaveLength(all.items.length);

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditLogPage = await audit(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(...page.items.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual(all.items.map((entry) => entry.id));
    expectError(
      await call(t.app, 'GET', '/admin/audit-log?cursor=bm9wZQ', admin.token),
      400,
      'invalid_argument',
      'The cursor is not one this list gave',
    );

    const writes = t.app.routeTable.filter((route) => route.url.includes('audit-log') && route.method !== 'GET');
    expect(writes).toEqual([]);
  });
});
