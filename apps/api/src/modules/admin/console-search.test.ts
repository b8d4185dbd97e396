import type { AccountOrdersPage, AccountOverview, AccountsPage, AuditLogPage } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { changeStateOk, type Merchant, newMerchant, placeOrder } from '../../test/orders';
import { newStaff } from '../../test/staff';
import { call, type Member, ok } from '../../test/teams';

let t: TestApp;
let merchant: Merchant;
let other: Merchant;
let support: Member;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMerchant(t, { account_name: 'Saffron Lane Perfumes' });
  other = await newMerchant(t, { account_name: 'Marina Sweets' });
  support = await newStaff(t, ['support']);
  admin = await newStaff(t, ['admin']);
}, 120_000);
afterAll(async () => t?.close());

const search = async (text: string, token = support.token) =>
  ok<AccountsPage>(await call(t.app, 'GET', `/accounts?q=${encodeURIComponent(text)}`, token)).items.map(
    (account) => account.id,
  );

describe("the console's account search field", () => {
  it('finds an account by part of its company name, in any case', async () => {
    expect(await search('saffron lane')).toEqual([merchant.accountId]);
    expect(await search('MARINA')).toEqual([other.accountId]);
  });

  it('finds the account that placed an order by the order number, typed in any case', async () => {
    const order = await placeOrder(t, merchant);
    expect(await search(order.id)).toEqual([merchant.accountId]);
    expect(await search(order.id.toLowerCase())).toEqual([merchant.accountId]);
  });

  it("finds the account by an order's tracking code or its tracking link, once the code was given out", async () => {
    const order = await placeOrder(t, other);
    expect(await search('zzzzzzzzzzzzzzzzzzzzzzzz')).toEqual([]);
    const { code, url } = ok<{ code: string; url: string }>(
      await call(t.app, 'GET', `/tracking/orders/${order.id}/link`, other.token),
    );
    expect(await search(code)).toEqual([other.accountId]);
    expect(await search(code.toUpperCase())).toEqual([other.accountId]);
    expect(await search(url)).toEqual([other.accountId]);
  });

  it('is for staff only: a merchant is refused', async () => {
    const answer = await call(t.app, 'GET', '/accounts?q=Saffron', merchant.token);
    expect(answer.statusCode).toBe(403);
  });
});

describe('the audit log names who and what', () => {
  it("gives the staff member's name, the account's name and the user's name beside the ids", async () => {
    ok(
      await call(t.app, 'PUT', `/api/fulfilment/accounts/${merchant.accountId}/capability`, admin.token, {
        enabled: true,
      }),
    );
    const [capability] = ok<AuditLogPage>(
      await call(
        t.app,
        'GET',
        `/admin/audit-log?action=fulfilment.capability_changed&account_id=${merchant.accountId}`,
        admin.token,
      ),
    ).items;
    expect(capability).toMatchObject({
      actorUserId: admin.userId,
      actorName: admin.fullName,
      accountName: 'Saffron Lane Perfumes',
      targetType: 'account',
      targetName: 'Saffron Lane Perfumes',
    });

    ok(await call(t.app, 'POST', `/auth/user/${other.userId}/roles`, admin.token, { role: 'reports_beta' }));
    const [roles] = ok<AuditLogPage>(
      await call(t.app, 'GET', `/admin/audit-log?action=user.roles_changed&target_id=${other.userId}`, admin.token),
    ).items;
    expect(roles).toMatchObject({ targetType: 'user', targetName: other.fullName, actorName: admin.fullName });
  });
});

describe("the account page's order counts open the orders they count", () => {
  it('lists the orders of one state of one account, newest first, as many as the count says', async () => {
    const shop = await newMerchant(t, { account_name: 'Count Check Trading' });
    const first = await placeOrder(t, shop);
    const second = await placeOrder(t, shop);
    await changeStateOk(t, shop.token, second.id, 'ready_for_collection');
    await placeOrder(t, other);
    const overview = ok<AccountOverview>(
      await call(t.app, 'GET', `/admin/accounts/${shop.accountId}/overview`, support.token),
    );
    const counts = Object.fromEntries(overview.ordersByState.map((entry) => [entry.state, entry.count]));
    for (const state of Object.keys(counts)) {
      const page = ok<AccountOrdersPage>(
        await call(t.app, 'GET', `/admin/accounts/${shop.accountId}/orders?state=${state}`, support.token),
      );
      expect(page.total, state).toBe(counts[state]);
      expect(page.items.every((order) => order.status === state)).toBe(true);
    }
    const all = ok<AccountOrdersPage>(
      await call(t.app, 'GET', `/admin/accounts/${shop.accountId}/orders`, support.token),
    );
    expect(all.items.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(all.items[0]).toMatchObject({ recipientName: expect.any(String), priceFils: expect.any(Number) });
  });

  it('is for staff only, and says when the account does not exist', async () => {
    expect((await call(t.app, 'GET', `/admin/accounts/${merchant.accountId}/orders`, merchant.token)).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/admin/accounts/acc_nowhere/orders', support.token)).statusCode).toBe(404);
  });
});
