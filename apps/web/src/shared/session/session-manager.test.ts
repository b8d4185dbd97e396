import { ACCOUNT_ACCESS_ENDED, MESSAGES, type TokenResponse } from '@sameday/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionManager, type SessionManagerDeps } from './session-manager';
import { readStoredToken, writeStoredToken } from './token-store';

type Listener = (event: MessageEvent) => void;

/** Two tabs' channels joined like a BroadcastChannel: a message reaches the others, not the sender. */
function channelPair() {
  const listeners: Listener[][] = [[], []];
  const make = (self: number) => ({
    postMessage: (data: unknown) => {
      for (const listener of listeners[1 - self] ?? []) listener({ data } as MessageEvent);
    },
    addEventListener: (_type: string, listener: Listener) => {
      listeners[self]?.push(listener);
    },
    close: () => {},
  });
  return [make(0), make(1)] as const;
}

const token = (auth: string): TokenResponse => ({
  token: auth,
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  template: 'dispatch',
});

function manager(overrides: Partial<SessionManagerDeps> = {}) {
  const deps = {
    fetchToken: vi.fn<SessionManagerDeps['fetchToken']>(async () => token('fresh')),
    revoke: vi.fn(async () => {}),
    onInfo: vi.fn(),
    onError: vi.fn(),
    onTokenReplaced: vi.fn(),
    onSignedOut: vi.fn(),
    pathname: () => '/',
  };
  const merged = { ...deps, ...overrides };
  return {
    session: new SessionManager(merged),
    deps: { ...deps, fetchToken: merged.fetchToken as typeof deps.fetchToken },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SessionManager', () => {
  it('starts not loaded, then signs in with a fresh token stored in QU', async () => {
    const { session } = manager();
    expect(session.getSnapshot().status).toBe('not_loaded');
    await session.start();
    expect(session.getSnapshot()).toEqual({ status: 'signed_in', token: 'fresh' });
    expect(JSON.parse(localStorage.getItem('QU') ?? '')).toEqual({
      token: { auth: 'fresh', expiry: null, refresh: null },
    });
  });

  it('removes the stored token when there is no live session', async () => {
    writeStoredToken('stale');
    const { session, deps } = manager({ fetchToken: vi.fn(async () => undefined) });
    await session.start();
    expect(session.getSnapshot().status).toBe('signed_out');
    expect(localStorage.getItem('QU')).toBeNull();
    // Nobody was signed in here, so there is no cached data to drop.
    expect(deps.onSignedOut).not.toHaveBeenCalled();
    // A token kept from an earlier visit whose session is gone: it expired, and /login says so.
    expect(session.getSnapshot().hasExpired).toBe(true);
  });

  it('a first visit with no token kept is simply signed out, not expired', async () => {
    const { session } = manager({ fetchToken: vi.fn(async () => undefined) });
    await session.start();
    expect(session.getSnapshot()).toEqual({ status: 'signed_out', token: undefined });
  });

  it('on /create-account resets QU to empty and runs no sync', async () => {
    writeStoredToken('old');
    const { session, deps } = manager({ pathname: () => '/create-account' });
    await session.start();
    expect(localStorage.getItem('QU')).toBe('');
    expect(deps.fetchToken).not.toHaveBeenCalled();
  });

  it('on /create-account runs no sync when another tab signs in', async () => {
    const [tabA, tabB] = channelPair();
    const { session: a } = manager({ channel: tabA });
    const { session: b, deps: depsB } = manager({ channel: tabB, pathname: () => '/create-account' });
    await b.start();
    await a.start();
    a.activate(token('signed-in-elsewhere'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(depsB.fetchToken).not.toHaveBeenCalled();
    expect(b.getSnapshot().status).not.toBe('signed_in');
  });

  it('syncs 200 ms after a session update from another tab and says so for 2 s', async () => {
    const [tabA, tabB] = channelPair();
    let minted = 0;
    const { session: a } = manager({ channel: tabA });
    const { session: b, deps: depsB } = manager({
      channel: tabB,
      fetchToken: vi.fn(async () => token(`b-${++minted}`)),
    });
    await a.start();
    await b.start();
    a.broadcast('session.updated');
    await vi.advanceTimersByTimeAsync(199);
    expect(depsB.fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(depsB.fetchToken).toHaveBeenCalledTimes(2);
    expect(b.getSnapshot().token).toBe('b-2');
    expect(depsB.onInfo).toHaveBeenCalledWith(MESSAGES.sessionUpdated);
    expect(depsB.onTokenReplaced).toHaveBeenCalled();
  });

  it('syncs 100 ms after another identity event (a forced update)', async () => {
    const [tabA, tabB] = channelPair();
    const { session: a } = manager({ channel: tabA });
    const { session: b, deps: depsB } = manager({ channel: tabB });
    await a.start();
    await b.start();
    a.broadcast('organization.updated');
    await vi.advanceTimersByTimeAsync(99);
    expect(depsB.fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(depsB.fetchToken).toHaveBeenCalledTimes(2);
  });

  it('signs the other tabs out when one tab signs out', async () => {
    const [tabA, tabB] = channelPair();
    const { session: a, deps: depsA } = manager({ channel: tabA });
    const { session: b, deps: depsB } = manager({ channel: tabB });
    await a.start();
    await b.start();
    expect(depsB.onSignedOut).not.toHaveBeenCalled();
    await a.signOut();
    expect(depsA.revoke).toHaveBeenCalled();
    expect(a.getSnapshot().status).toBe('signed_out');
    expect(b.getSnapshot().status).toBe('signed_out');
    expect(readStoredToken()).toBeUndefined();
    // Both tabs drop the signed-out user's cached data.
    expect(depsA.onSignedOut).toHaveBeenCalledTimes(1);
    expect(depsB.onSignedOut).toHaveBeenCalledTimes(1);
    // A Logout is no expiry, in this tab or the other.
    expect(a.getSnapshot().hasExpired).toBeUndefined();
    expect(b.getSnapshot().hasExpired).toBeUndefined();
  });

  it('a session that ends when its token is due for a refresh has expired', async () => {
    const fetchToken = vi.fn<SessionManagerDeps['fetchToken']>(async () => token('fresh'));
    const { session } = manager({ fetchToken });
    await session.start();
    fetchToken.mockResolvedValue(undefined);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(session.getSnapshot()).toEqual({ status: 'signed_out', token: undefined, hasExpired: true });
  });

  it('reports a failed sync with the spec message and keeps the state', async () => {
    const { session, deps } = manager();
    await session.start();
    deps.fetchToken.mockRejectedValueOnce(new Error('offline'));
    await session.sync('visible');
    expect(deps.onError).toHaveBeenCalledWith(MESSAGES.tokenSyncFailed);
    expect(session.getSnapshot().status).toBe('signed_in');
  });

  it('shares one request between syncs that overlap', async () => {
    const { session, deps } = manager();
    await Promise.all([session.start(), session.sync('visible'), session.sync('visible')]);
    expect(deps.fetchToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes the token a minute before it expires', async () => {
    const { session, deps } = manager();
    await session.start();
    await vi.advanceTimersByTimeAsync(540_000);
    expect(deps.fetchToken).toHaveBeenCalledTimes(2);
  });
});

describe('SessionManager.replaceToken', () => {
  it('stores the token a team call answered, keeps it fresh and tells the other tabs, which refresh their data', async () => {
    const [tabA, tabB] = channelPair();
    const { session: a, deps: depsA } = manager({ channel: tabA });
    const { session: b, deps: depsB } = manager({ channel: tabB, fetchToken: vi.fn(async () => token('fresh')) });
    await a.start();
    await b.start();
    depsB.fetchToken.mockResolvedValue(token('team'));

    a.replaceToken('team');
    expect(a.getSnapshot()).toEqual({ status: 'signed_in', token: 'team' });
    expect(readStoredToken()).toBe('team');
    expect(depsA.onInfo).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(100);
    expect(b.getSnapshot().token).toBe('team');
    expect(depsB.onInfo).toHaveBeenCalledWith(MESSAGES.sessionUpdated);
    expect(depsB.onTokenReplaced).toHaveBeenCalled();

    // The answer carries no expiry: the contract's lifetime, refreshed a minute before it ends.
    depsA.fetchToken.mockClear();
    await vi.advanceTimersByTimeAsync(540_000);
    expect(depsA.fetchToken).toHaveBeenCalledTimes(1);
  });
});

describe('SessionManager without BroadcastChannel', () => {
  it('after a 401 with the session gone, marks it expired for /login to say so, with no toast besides', async () => {
    const fetchToken = vi.fn<SessionManagerDeps['fetchToken']>(async () => token('fresh'));
    const { session, deps } = manager({ fetchToken });
    await session.start();
    fetchToken.mockResolvedValue(undefined);
    const answers = await Promise.all([session.refreshAfterUnauthenticated(), session.refreshAfterUnauthenticated()]);
    expect(answers).toEqual([undefined, undefined]);
    expect(session.getSnapshot()).toEqual({ status: 'signed_out', token: undefined, hasExpired: true });
    expect(deps.onError).not.toHaveBeenCalledWith(MESSAGES.sessionExpired);
  });

  it('after a 401 with the session still live, answers the fresh token and says nothing', async () => {
    const { session, deps } = manager();
    await session.start();
    deps.fetchToken.mockResolvedValue(token('renewed'));
    await expect(session.refreshAfterUnauthenticated()).resolves.toBe('renewed');
    expect(deps.onError).not.toHaveBeenCalled();
    expect(deps.onTokenReplaced).toHaveBeenCalledTimes(1);
  });

  it('after a 401 the session answers with the same token, refetches nothing: the 401 was about the call', async () => {
    const { session, deps } = manager();
    await session.start();
    await expect(session.refreshAfterUnauthenticated()).resolves.toBe('fresh');
    await expect(session.refreshAfterUnauthenticated()).resolves.toBe('fresh');
    expect(deps.fetchToken).toHaveBeenCalledTimes(3);
    expect(deps.onInfo).not.toHaveBeenCalled();
    expect(deps.onTokenReplaced).not.toHaveBeenCalled();
  });

  it('works alone when no channel is given', async () => {
    const { session } = manager({ channel: undefined });
    await session.start();
    expect(() => session.broadcast('session.updated')).not.toThrow();
    await session.signOut();
    expect(session.getSnapshot().status).toBe('signed_out');
  });
});

describe('SessionManager when the account acted on is no longer the user’s', () => {
  it('says so once however many calls failed, takes the token the session now opens and refreshes the data', async () => {
    const { session, deps } = manager();
    await session.start();
    deps.fetchToken.mockResolvedValue(token('own-account'));

    await Promise.all([session.accountAccessEnded(), session.accountAccessEnded()]);

    expect(deps.onError).toHaveBeenCalledTimes(1);
    expect(deps.onError).toHaveBeenCalledWith(ACCOUNT_ACCESS_ENDED.message);
    expect(session.getSnapshot().token).toBe('own-account');
    expect(readStoredToken()).toBe('own-account');
    expect(deps.onTokenReplaced).toHaveBeenCalledTimes(1);
  });
});
