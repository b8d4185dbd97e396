import { type BlockState, MESSAGES, type UserConfig } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, expectError } from '../../test/identity';
import { type Merchant, newMerchant, orderBody, postOrder } from '../../test/orders';
import { call, makeAdmin, ok } from '../../test/teams';

let t: TestApp;
let merchant: Merchant;
let admin: Merchant;

const userConfig = async (token: string) =>
  ok<UserConfig>(await t.app.inject({ method: 'GET', url: '/api/invoicer/user-config', headers: bearer(token) }));

beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMerchant(t);
  admin = await newMerchant(t, { full_name: 'Khalid Ops' });
  await makeAdmin(t, admin);
});
afterAll(async () => t?.close());

describe('the block state of an account', () => {
  it('is for operations staff only: a merchant cannot unblock (or block) even their own account', async () => {
    expectError(
      await call(t.app, 'POST', `/accounts/${merchant.accountId}/set-block-state`, merchant.token, {
        isBlocked: false,
        reason: 'Paid in full',
      }),
      403,
      'permission_denied',
      'This is for Sameday operations staff only.',
    );
  });

  it('blocks order creation with failed_precondition and shows in the user config, until unblocked', async () => {
    const blocked = ok<BlockState>(
      await call(t.app, 'POST', `/accounts/${merchant.accountId}/set-block-state`, admin.token, {
        isBlocked: true,
        reason: 'Overdue invoices',
      }),
    );
    expect(blocked).toEqual({ accountId: merchant.accountId, isOrderSubmissionBlocked: true });
    expect((await userConfig(merchant.token)).isOrderSubmissionBlocked).toBe(true);
    const refused = await postOrder(t, merchant.token, orderBody(merchant.pickupId));
    expectError(refused, 412, 'failed_precondition', MESSAGES.accountBlocked);

    ok(
      await call(t.app, 'POST', `/accounts/${merchant.accountId}/set-block-state`, admin.token, {
        isBlocked: false,
        reason: 'Paid in full',
      }),
    );
    expect((await userConfig(merchant.token)).isOrderSubmissionBlocked).toBe(false);
    expect((await postOrder(t, merchant.token, orderBody(merchant.pickupId))).statusCode).toBe(200);
  });

  it('validates the body and answers not_found for an unknown account', async () => {
    const bad = await call(t.app, 'POST', `/accounts/${merchant.accountId}/set-block-state`, admin.token, {
      isBlocked: 'yes',
    });
    expectError(bad, 400, 'invalid_argument', 'Some fields are not valid.');
    expectError(
      await call(t.app, 'POST', '/accounts/acc_nothing/set-block-state', admin.token, {
        isBlocked: true,
        reason: 'Overdue invoices',
      }),
      404,
      'not_found',
      'Account not found',
    );
  });
});
