import { BUSINESS_ACCOUNT_STORAGE_KEY } from '@sameday/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountFixture } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { queryWrapper } from '../../test/query-wrapper';
import { pickBusinessAccount, useBusinessAccounts } from '.';

const ACCOUNTS = [
  { id: 'acc_a', name: 'Alpha Trading' },
  { id: 'acc_b', name: 'Beta Foods' },
];
const account = (businessAccounts = ACCOUNTS) => accountFixture({ businessAccounts, user: { businessAccounts } });

afterEach(() => {
  window.dataLayer = [];
});

describe('business accounts', () => {
  it('picks the stored account when it is still in the list, otherwise the first', () => {
    expect(pickBusinessAccount(ACCOUNTS, 'acc_b')).toEqual(ACCOUNTS[1]);
    expect(pickBusinessAccount(ACCOUNTS, 'acc_gone')).toEqual(ACCOUNTS[0]);
    expect(pickBusinessAccount(ACCOUNTS, undefined)).toEqual(ACCOUNTS[0]);
    expect(pickBusinessAccount([], 'acc_b')).toBeUndefined();
  });

  it('reselects the account chosen before, from local storage', async () => {
    localStorage.setItem(BUSINESS_ACCOUNT_STORAGE_KEY, JSON.stringify({ id: 'acc_b', name: 'Beta Foods' }));
    mockApi({ 'GET /account': ok(account()) });
    const { result } = renderHook(() => useBusinessAccounts(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.selected).toEqual(ACCOUNTS[1]));
    expect(result.current.isContactUser).toBe(true);
  });

  it('falls back to the first account when the stored one is no longer listed', async () => {
    localStorage.setItem(BUSINESS_ACCOUNT_STORAGE_KEY, JSON.stringify({ id: 'acc_removed', name: 'Gone' }));
    mockApi({ 'GET /account': ok(account()) });
    const { result } = renderHook(() => useBusinessAccounts(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.selected).toEqual(ACCOUNTS[0]));
  });

  it('stores the account chosen, and every reader follows', async () => {
    mockApi({ 'GET /account': ok(account()) });
    const { result } = renderHook(() => [useBusinessAccounts(), useBusinessAccounts()] as const, {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(result.current[0].selected).toEqual(ACCOUNTS[0]));
    act(() => result.current[0].select(ACCOUNTS[1] as (typeof ACCOUNTS)[number]));
    expect(JSON.parse(localStorage.getItem(BUSINESS_ACCOUNT_STORAGE_KEY) ?? '')).toEqual(ACCOUNTS[1]);
    expect(result.current[1].selected).toEqual(ACCOUNTS[1]);
  });

  it('is not a contact user with an empty list', async () => {
    mockApi({ 'GET /account': ok(account([])) });
    const { result } = renderHook(() => useBusinessAccounts(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.isContactUser).toBe(false);
    expect(result.current.selected).toBeUndefined();
  });

  it('tells the data layer how the business accounts fetch went', async () => {
    mockApi({});
    const { result } = renderHook(() => useBusinessAccounts(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(window.dataLayer).toEqual([
      { event: 'userStore', topic: 'business accounts', outcome: 'started' },
      { event: 'userStore', topic: 'business accounts', outcome: 'failed' },
    ]);
  });
});
