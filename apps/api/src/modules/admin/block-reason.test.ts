import type { Preferences, UserConfig } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer } from '../../test/identity';
import { newMerchant } from '../../test/orders';
import { newStaff } from '../../test/staff';
import { addressBody, call, type Member, newMember, ok } from '../../test/teams';

let t: TestApp;
let ops: Member;

beforeAll(async () => {
  t = await createTestApp();
  ops = await newStaff(t, ['operations']);
}, 120_000);
afterAll(async () => t?.close());

const userConfig = async (token: string) =>
  ok<UserConfig>(await t.app.inject({ method: 'GET', url: '/api/invoicer/user-config', headers: bearer(token) }));

describe('the merchant reads why operations blocked the account', () => {
  it('answers the reason staff gave on the merchant’s own user-config, and none once unblocked', async () => {
    const blocked = await newMerchant(t, { account_name: 'Deposit Traders' });
    const other = await newMerchant(t, { account_name: 'Good Standing' });
    const path = `/accounts/${blocked.accountId}/set-block-state`;
    ok(await call(t.app, 'POST', path, ops.token, { isBlocked: true, reason: 'Unpaid deposit' }));

    const config = await userConfig(blocked.token);
    expect(config).toMatchObject({
      isOrderSubmissionBlocked: true,
      hasOverdueInvoices: false,
      orderSubmissionBlockedReason: 'Unpaid deposit',
    });
    // Another merchant reads only their own account.
    expect(await userConfig(other.token)).toMatchObject({
      isOrderSubmissionBlocked: false,
      orderSubmissionBlockedReason: null,
    });

    ok(await call(t.app, 'POST', path, ops.token, { isBlocked: true, reason: 'Documents missing' }));
    expect((await userConfig(blocked.token)).orderSubmissionBlockedReason).toBe('Documents missing');

    ok(await call(t.app, 'POST', path, ops.token, { isBlocked: false, reason: 'Deposit received' }));
    expect(await userConfig(blocked.token)).toMatchObject({
      isOrderSubmissionBlocked: false,
      orderSubmissionBlockedReason: null,
    });
  });
});

describe('the first pickup address', () => {
  it('becomes the default pickup; a second one leaves the default as it was', async () => {
    const member = await newMember(t.app, { account_name: 'First Address Co' });
    const before = ok<Preferences>(await call(t.app, 'GET', '/partner/preferences', member.token));
    expect(before.defaultPickupDetails).toBeNull();

    const first = ok<{ id: string }>(await call(t.app, 'POST', '/partner/addresses', member.token, addressBody()));
    const second = ok<{ id: string }>(
      await call(t.app, 'POST', '/partner/addresses', member.token, addressBody({ locationName: 'Shop Deira' })),
    );
    const after = ok<Preferences>(await call(t.app, 'GET', '/partner/preferences', member.token));
    expect(after.defaultPickupDetails?.locationId).toBe(first.id);
    expect(after.defaultPickupDetails?.locationId).not.toBe(second.id);
  });
});
