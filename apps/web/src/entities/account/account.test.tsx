import type { Organisation } from '@sameday/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/mock-api';
import { queryWrapper } from '../../test/query-wrapper';
import { toActingAccounts, useAccount, useActingAccounts } from '.';

const organisation = (overrides: Partial<Organisation>): Organisation => ({
  orgId: 'org_x',
  accountId: 'acc_x',
  name: 'X',
  role: 'viewer',
  isActive: false,
  isPersonal: false,
  ...overrides,
});
const OWN = organisation({ orgId: 'acc_own', accountId: 'acc_own', name: 'Zahra Home', role: 'owner' });
const BETA = organisation({ orgId: 'org_b', accountId: 'acc_b', name: 'Beta Foods', isActive: true });
const ALPHA = organisation({ orgId: 'org_a', accountId: 'acc_a', name: 'Alpha Trading', role: 'finance' });

afterEach(() => {
  window.dataLayer = [];
});

describe('the accounts the user may act on', () => {
  it("puts the user's own company first, marked, then the others by name", () => {
    const accounts = toActingAccounts([BETA, OWN, ALPHA]);
    expect(accounts.map((account) => [account.name, account.isOwn])).toEqual([
      ['Zahra Home', true],
      ['Alpha Trading', false],
      ['Beta Foods', false],
    ]);
  });

  it('names the account acted on, and offers a switch once there is another', async () => {
    mockApi({ 'GET /account/organisations': ok([BETA, OWN]) });
    const { result } = renderHook(() => useActingAccounts(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.active?.accountId).toBe('acc_b');
    expect(result.current.canSwitch).toBe(true);
  });

  it('offers no switch to a user with their own account only', async () => {
    mockApi({ 'GET /account/organisations': ok([{ ...OWN, isActive: true }]) });
    const { result } = renderHook(() => useActingAccounts(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.active?.isOwn).toBe(true);
    expect(result.current.canSwitch).toBe(false);
  });
});

describe('the signed-in account', () => {
  it('tells the data layer how the business accounts fetch went', async () => {
    mockApi({});
    const { result } = renderHook(() => useAccount(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(window.dataLayer).toEqual([
      { event: 'userStore', topic: 'business accounts', outcome: 'started' },
      { event: 'userStore', topic: 'business accounts', outcome: 'failed' },
    ]);
  });
});
