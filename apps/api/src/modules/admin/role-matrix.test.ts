// Every staff route × merchant, each staff role and signed out: exactly who is let through.
import { STAFF_MESSAGES, STAFF_ROLES, type StaffRole } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOwnerships } from '../../db/schema';
import { randomId } from '../../platform/crypto';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/harness';
import { heldForReview, type Merchant, newMerchant } from '../../test/orders';
import { newAccountRow, newInvoiceRow, newStaff } from '../../test/staff';
import { call, type Member, newMember } from '../../test/teams';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Row = {
  route: string;
  method: Method;
  /** The path to call (a fresh fixture when the call uses one up). */
  path: () => Promise<string> | string;
  body?: () => Promise<unknown> | unknown;
  /** The staff roles let through besides admin. */
  allow: readonly StaffRole[];
  /** A merchant's refusal, when it is not 403 (reading another account is not found). */
  merchantStatus?: number;
};

let t: TestApp;
let merchant: Member;
let target: Member;
const staff = {} as Record<StaffRole, Member>;
let staffOwnerId: number;
let heldMerchant: Merchant;

const ownership = async () => {
  const id = randomId('own');
  await t.database.db
    .insert(accountOwnerships)
    .values({ id, accountId: await newAccountRow(t), ownerId: staffOwnerId, billingIdentifier: 'BILL-MATRIX' });
  return id;
};

const ALL: readonly StaffRole[] = ['operations', 'finance', 'support'];

/** An operations rule set for the target merchant, made by an admin: a fresh one for each call that uses one up. */
const operationsRuleSet = async () => {
  const answer = await call(t.app, 'POST', '/admin/dispatcher/rule-sets', staff.admin.token, {
    merchantId: target.accountId,
    name: 'Matrix operations rules',
  });
  return (answer.json() as { ruleSet: { id: string } }).ruleSet.id;
};

const ROWS: Row[] = [
  { route: 'GET /accounts', method: 'GET', path: () => '/accounts?email_match=example', allow: ALL },
  {
    route: 'GET /accounts/{id}',
    method: 'GET',
    path: () => `/accounts/${target.accountId}`,
    allow: ALL,
    merchantStatus: 404,
  },
  {
    route: 'GET /account_by_email/{email}',
    method: 'GET',
    path: () => `/account_by_email/${target.email}`,
    allow: ALL,
  },
  {
    route: 'GET /accounts/{id}/capabilities',
    method: 'GET',
    path: () => `/accounts/${target.accountId}/capabilities`,
    allow: ALL,
  },
  {
    route: 'GET /admin/accounts/{id}/overview',
    method: 'GET',
    path: () => `/admin/accounts/${target.accountId}/overview`,
    allow: ALL,
  },
  {
    route: 'GET /admin/accounts/{id}/invoices',
    method: 'GET',
    path: () => `/admin/accounts/${target.accountId}/invoices`,
    allow: ALL,
  },
  {
    route: 'PUT /accounts (staff)',
    method: 'PUT',
    path: () => '/accounts',
    body: () => ({ id: target.accountId, customerCode: 'C-100' }),
    allow: ['operations'],
  },
  {
    route: 'POST /accounts/{id}/set-block-state',
    method: 'POST',
    path: () => `/accounts/${target.accountId}/set-block-state`,
    body: () => ({ isBlocked: false, reason: 'Matrix check' }),
    allow: ['operations', 'finance'],
  },
  {
    route: 'POST /admin/invoices/{id}/mark-paid',
    method: 'POST',
    path: async () => `/admin/invoices/${await newInvoiceRow(t, target.accountId)}/mark-paid`,
    allow: ['finance'],
  },
  {
    route: 'GET /admin/accounts/account-ownerships',
    method: 'GET',
    path: () => '/admin/accounts/account-ownerships',
    allow: ALL,
  },
  {
    route: 'POST /admin/accounts/account-ownerships',
    method: 'POST',
    path: () => '/admin/accounts/account-ownerships',
    body: async () => ({ accountId: await newAccountRow(t), ownerId: staffOwnerId, billingIdentifier: 'BILL-1' }),
    allow: ['operations', 'finance'],
  },
  {
    route: 'GET /admin/accounts/account-ownerships/{id}',
    method: 'GET',
    path: async () => `/admin/accounts/account-ownerships/${await ownership()}`,
    allow: ALL,
  },
  {
    route: 'PUT /admin/accounts/account-ownerships/{id}',
    method: 'PUT',
    path: async () => `/admin/accounts/account-ownerships/${await ownership()}`,
    body: () => ({ note: 'Matrix' }),
    allow: ['operations', 'finance'],
  },
  {
    route: 'DELETE /admin/accounts/account-ownerships/{id}',
    method: 'DELETE',
    path: async () => `/admin/accounts/account-ownerships/${await ownership()}`,
    allow: ['operations', 'finance'],
  },
  {
    route: 'POST /admin/accounts/account-ownerships/migrate',
    method: 'POST',
    path: () => '/admin/accounts/account-ownerships/migrate',
    body: () => ({ from: { billingIdentifier: 'BILL-MATRIX' }, to: { billingIdentifier: 'BILL-NEW' }, dryRun: true }),
    allow: ['operations', 'finance'],
  },
  {
    route: 'POST /employee/register',
    method: 'POST',
    path: () => '/employee/register',
    body: () => ({ email: uniqueEmail('staff'), fullName: 'New Staff', roles: ['support'] }),
    allow: [],
  },
  { route: 'GET /admin/staff', method: 'GET', path: () => '/admin/staff', allow: [] },
  { route: 'GET /admin/audit-log', method: 'GET', path: () => '/admin/audit-log', allow: [] },
  {
    route: 'GET /oauth/actor/token/{id}',
    method: 'GET',
    path: () => `/oauth/actor/token/${target.accountId}`,
    allow: ['support'],
  },
  { route: 'GET /auth/user/{id}/roles', method: 'GET', path: () => `/auth/user/${target.userId}/roles`, allow: [] },
  {
    route: 'PUT /auth/user/{id}/roles',
    method: 'PUT',
    path: () => `/auth/user/${target.userId}/roles`,
    body: () => ({ roles: ['map_beta'] }),
    allow: [],
  },
  {
    route: 'POST /auth/user/{id}/roles',
    method: 'POST',
    path: () => `/auth/user/${target.userId}/roles`,
    body: () => ({ role: 'bulk_beta' }),
    allow: [],
  },
  {
    route: 'DELETE /auth/user/{id}/roles',
    method: 'DELETE',
    path: () => `/auth/user/${target.userId}/roles?role=bulk_beta`,
    allow: [],
  },
  { route: 'GET /admin/featureflags', method: 'GET', path: () => '/admin/featureflags', allow: [] },
  {
    route: 'PUT /admin/featureflags/{name}',
    method: 'PUT',
    path: () => '/admin/featureflags/matrix_flag',
    body: () => ({ enabled: true, rolloutPercentage: 0 }),
    allow: [],
  },
  {
    route: 'PUT /admin/featureflags/{name}/overrides',
    method: 'PUT',
    path: () => '/admin/featureflags/matrix_flag/overrides',
    body: () => ({ subjectType: 'account', subjectId: target.accountId, enabled: true }),
    allow: [],
  },
  {
    route: 'DELETE /admin/featureflags/{name}/overrides/{subjectType}/{subjectId}',
    method: 'DELETE',
    path: () => `/admin/featureflags/matrix_flag/overrides/account/${target.accountId}`,
    allow: [],
  },
  {
    route: 'PUT /api/fulfilment/accounts/{id}/capability',
    method: 'PUT',
    path: () => `/api/fulfilment/accounts/${target.accountId}/capability`,
    body: () => ({ enabled: true, note: 'Matrix' }),
    allow: ['operations'],
  },
  {
    route: 'GET /admin/fulfilment/inbound',
    method: 'GET',
    path: () => '/admin/fulfilment/inbound',
    allow: ['operations'],
  },
  {
    route: 'GET /admin/fulfilment/orders',
    method: 'GET',
    path: () => '/admin/fulfilment/orders',
    allow: ['operations'],
  },
  {
    route: 'GET /admin/dispatcher/rule-sets',
    method: 'GET',
    path: () => `/admin/dispatcher/rule-sets?merchant_id=${target.accountId}`,
    allow: ['operations'],
  },
  {
    route: 'POST /admin/dispatcher/rule-sets',
    method: 'POST',
    path: () => '/admin/dispatcher/rule-sets',
    body: () => ({ merchantId: target.accountId, name: 'Matrix operations rules' }),
    allow: ['operations'],
  },
  {
    route: 'PUT /admin/dispatcher/rule-sets/{id}',
    method: 'PUT',
    path: async () => `/admin/dispatcher/rule-sets/${await operationsRuleSet()}`,
    body: () => ({ name: 'Matrix operations rules, renamed' }),
    allow: ['operations'],
  },
  {
    route: 'DELETE /admin/dispatcher/rule-sets/{id}',
    method: 'DELETE',
    path: async () => `/admin/dispatcher/rule-sets/${await operationsRuleSet()}`,
    allow: ['operations'],
  },
  {
    route: 'GET /admin/orders/held',
    method: 'GET',
    path: () => '/admin/orders/held',
    allow: ['operations'],
  },
  {
    route: 'POST /admin/orders/{id}/release',
    method: 'POST',
    path: async () => `/admin/orders/${await heldForReview(t, heldMerchant)}/release`,
    body: () => ({ note: 'Checked with the merchant' }),
    allow: ['operations'],
  },
  {
    route: 'POST /admin/notifications',
    method: 'POST',
    path: () => '/admin/notifications',
    body: () => ({ title: 'Matrix', message: 'A notice for everyone' }),
    allow: ['operations'],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMember(t.app);
  target = await newMember(t.app);
  for (const role of STAFF_ROLES) staff[role] = await newStaff(t, [role]);
  staffOwnerId = staff.operations.userId;
  heldMerchant = await newMerchant(t);
}, 120_000);
afterAll(async () => t?.close());

async function send(row: Row, token: string | undefined) {
  const body = row.body ? await row.body() : undefined;
  return call(t.app, row.method, await row.path(), token, body);
}

describe('the staff role matrix', () => {
  it('has a row for every staff route the app registers', () => {
    const STAFF_URL =
      /\/api\/platform\/(admin\/|employee\/|oauth\/actor\/|auth\/user\/|account_by_email\/|accounts$|accounts\/:id\/(capabilities|set-block-state)$|api\/fulfilment\/accounts\/)/;
    const registered = t.app.routeTable
      .filter((route) => STAFF_URL.test(route.url) && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    const covered = new Set(
      ROWS.map((row) => {
        const [method, path] = row.route.replace(' (staff)', '').split(' ');
        return `${method} /api/platform${path?.replace(/\{(\w+)\}/g, ':$1')}`;
      }),
    );
    // PUT /accounts is the merchant's form too; its staff side has its row.
    expect(registered.filter((key) => !covered.has(key))).toEqual([]);
    expect(registered.length).toBeGreaterThan(20);
  });

  describe.each(ROWS)('$route', (row) => {
    it('answers unauthenticated when signed out', async () => {
      const response = await send(row, undefined);
      expect(response.statusCode, response.body).toBe(401);
    });

    it('refuses a merchant', async () => {
      const response = await send(row, merchant.token);
      expect(response.statusCode, response.body).toBe(row.merchantStatus ?? 403);
      if (!row.merchantStatus) expect(response.json().message).toBe(STAFF_MESSAGES.staffOnly);
    });

    it.each(STAFF_ROLES)('lets %s through exactly when allowed', async (role) => {
      const response = await send(row, staff[role].token);
      const isAllowed = role === 'admin' || row.allow.includes(role);
      if (isAllowed) {
        expect(response.statusCode, `${role} ${response.body}`).toBe(200);
      } else {
        expect(response.statusCode, `${role} ${response.body}`).toBe(row.merchantStatus ?? 403);
        expect(response.json().code).toBe(row.merchantStatus ? 'not_found' : 'permission_denied');
      }
    });
  });
});
