import {
  ACCESS_TOKEN_TTL_SECONDS,
  ACCOUNT_ACCESS_ENDED,
  MESSAGES,
  TOKEN_SYNC_DELAY_MS,
  TOKEN_SYNC_FORCED_DELAY_MS,
  type TokenResponse,
  WEB_ROUTES,
} from '@sameday/contract';
import { readStoredToken, removeStoredToken, resetStoredSession, writeStoredToken } from './token-store';

export type SessionStatus = 'not_loaded' | 'signed_out' | 'signed_in';

/** Identity events shared between tabs (spec §4 "Session sync"). */
export const IDENTITY_EVENTS = [
  'session.updated',
  'user.updated',
  'signed_in',
  'signed_out',
  'organization.updated',
  'membership.activated',
  'session.touched',
] as const;
export type IdentityEvent = (typeof IDENTITY_EVENTS)[number];

/**
 * `unauthenticated`: a call answered 401. Forced like an identity event, but the data is
 * refetched only when the session answers another token than this tab's: when it answers the
 * same one, the 401 was about what the call asked, and refetching would ask it again forever.
 */
export type SyncTrigger = 'initial' | 'event' | 'forced' | 'unauthenticated' | 'visible' | 'expiry';

export type SessionSnapshot = {
  status: SessionStatus;
  token: string | undefined;
  /** Signed in by this tab's sign-in form just now: the form decides where to go next. */
  isFreshSignIn?: boolean;
  /**
   * Signed out because the session ended by itself (it expired, or was revoked
   * elsewhere), not by a Logout here or in another tab: /login says why.
   */
  hasExpired?: boolean;
  /**
   * Why the last sign-in ended signed out (platform spec §3 "Client session state",
   * §4: a failed login or user fetch leaves 'Invalid login or password'). Cleared by the
   * next sign-in or by `clearError`.
   */
  errorMessage?: string;
};

/** The router state of a redirect to /login after the session ended by itself. */
export const SESSION_EXPIRED_STATE = { reason: 'session-expired' } as const;

export function isSessionExpiredState(state: unknown): boolean {
  return (state as { reason?: unknown } | null)?.reason === SESSION_EXPIRED_STATE.reason;
}

/** What the manager needs of a BroadcastChannel. */
export type IdentityChannel = {
  postMessage: (data: unknown) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  close: () => void;
};

export type SessionManagerDeps = {
  /** POST identity/token: a fresh token, or undefined when there is no live session. */
  fetchToken: () => Promise<TokenResponse | undefined>;
  /** POST identity/sign-out. */
  revoke: () => Promise<void>;
  channel?: IdentityChannel;
  onInfo: (message: string) => void;
  onError: (message: string) => void;
  /** Called after the token changed because of an event or a forced sync: refetch data. */
  onTokenReplaced: () => void;
  /** Called when a live session ends (here, in another tab, or on expiry): drop the user's cached data. */
  onSignedOut?: () => void;
  pathname: () => string;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/**
 * Keeps the QU token in step with the server session across tabs. States:
 * not loaded (nothing done), signed out (stored token removed), signed in (token
 * fetched fresh, compared with the stored one, replaced if different or forced).
 */
export class SessionManager {
  private snapshot: SessionSnapshot = { status: 'not_loaded', token: undefined };
  private readonly listeners = new Set<() => void>();
  private inflight: Promise<void> | undefined;
  private expiryTimer: unknown;
  /** The token whose account was found ended: said once, however many calls failed with it. */
  private endedAccountToken: string | undefined;
  private readonly deps: Required<SessionManagerDeps>;

  constructor(deps: SessionManagerDeps) {
    this.deps = {
      ...deps,
      setTimer: deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms)),
      clearTimer: deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)),
      // Without BroadcastChannel the tab works alone.
      channel: deps.channel ?? { postMessage: () => {}, addEventListener: () => {}, close: () => {} },
      onSignedOut: deps.onSignedOut ?? (() => {}),
    };
    this.deps.channel.addEventListener('message', (event: MessageEvent) => {
      const type = (event.data as { type?: string } | undefined)?.type;
      if ((IDENTITY_EVENTS as readonly string[]).includes(type ?? '')) this.receive(type as IdentityEvent);
    });
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  currentToken = (): string | undefined => this.snapshot.token ?? readStoredToken();

  private set(next: SessionSnapshot) {
    if (
      next.status === this.snapshot.status &&
      next.token === this.snapshot.token &&
      next.isFreshSignIn === this.snapshot.isFreshSignIn &&
      next.hasExpired === this.snapshot.hasExpired &&
      next.errorMessage === this.snapshot.errorMessage
    )
      return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** Initial load. On /create-account the entry is reset to empty and no sync runs. */
  start(): Promise<void> {
    if (this.deps.pathname() === WEB_ROUTES.createAccount) {
      resetStoredSession();
      this.set({ status: 'signed_out', token: undefined });
      return Promise.resolve();
    }
    return this.sync('initial');
  }

  /** Fetches a fresh token; one sync at a time, later callers share it. */
  sync(trigger: SyncTrigger): Promise<void> {
    this.inflight ??= this.runSync(trigger).finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  private async runSync(trigger: SyncTrigger): Promise<void> {
    const isForced = trigger === 'forced' || trigger === 'unauthenticated';
    let fresh: TokenResponse | undefined;
    try {
      fresh = await this.deps.fetchToken();
    } catch {
      this.deps.onError(MESSAGES.tokenSyncFailed);
      if (this.snapshot.status === 'not_loaded') {
        const stored = readStoredToken();
        this.set({ status: stored ? 'signed_in' : 'signed_out', token: stored });
      }
      return;
    }
    if (!fresh) {
      this.clearLocal('ended');
      return;
    }
    const stored = readStoredToken();
    const isChanged = fresh.token !== stored;
    if (isChanged || isForced) writeStoredToken(fresh.token);
    this.scheduleRefresh(fresh.expiresAt);
    const previousToken = this.snapshot.token;
    this.set({ status: 'signed_in', token: fresh.token });
    const isReplaced =
      trigger === 'unauthenticated'
        ? fresh.token !== previousToken
        : (trigger === 'event' || isForced) && (isChanged || isForced);
    if (previousToken && isReplaced) {
      this.deps.onInfo(MESSAGES.sessionUpdated);
      this.deps.onTokenReplaced();
    }
  }

  private scheduleRefresh(expiresAt: string) {
    if (this.expiryTimer) this.deps.clearTimer(this.expiryTimer);
    const wait = Math.max(5_000, new Date(expiresAt).getTime() - Date.now() - REFRESH_BEFORE_EXPIRY_MS);
    this.expiryTimer = this.deps.setTimer(() => void this.sync('expiry'), wait);
  }

  /**
   * `ended`: the server has no live session any more. When this tab held one (or
   * kept its token from an earlier visit), it expired rather than being closed.
   */
  private clearLocal(reason: 'signed-out' | 'ended') {
    if (this.expiryTimer) this.deps.clearTimer(this.expiryTimer);
    const wasSignedIn = this.snapshot.status === 'signed_in';
    const hasExpired = reason === 'ended' && (wasSignedIn || readStoredToken() !== undefined);
    removeStoredToken();
    this.set({ status: 'signed_out', token: undefined, hasExpired: hasExpired || undefined });
    if (wasSignedIn) this.deps.onSignedOut();
  }

  private receive(event: IdentityEvent) {
    if (event === 'signed_out') {
      this.clearLocal('signed-out');
      return;
    }
    // No token sync on /create-account (spec §2), whatever the other tabs do.
    if (this.deps.pathname() === WEB_ROUTES.createAccount) return;
    const delay = event === 'session.updated' ? TOKEN_SYNC_DELAY_MS : TOKEN_SYNC_FORCED_DELAY_MS;
    this.deps.setTimer(() => void this.sync(event === 'session.updated' ? 'event' : 'forced'), delay);
  }

  /** Tells the other tabs; this tab has already acted. */
  broadcast(event: IdentityEvent): void {
    try {
      this.deps.channel.postMessage({ type: event });
    } catch (error) {
      // Other tabs then catch up when they become visible again.
      console.warn('could not tell the other tabs', error);
    }
  }

  /** After a successful sign-in: the token is stored and the session active. */
  activate(token: TokenResponse): void {
    writeStoredToken(token.token);
    this.scheduleRefresh(token.expiresAt);
    this.set({ status: 'signed_in', token: token.token, isFreshSignIn: true });
    this.broadcast('signed_in');
  }

  /**
   * A call answered a new token for this session: another account became
   * active (a team created, switched to or joined). The calls answer no expiry,
   * so the token's lifetime is the contract's. Other tabs are told, sync and
   * show 'User session updated. Refreshing data...' (spec §4 "Session sync").
   */
  replaceToken(
    token: string,
    event: Extract<IdentityEvent, 'organization.updated' | 'membership.activated'> = 'organization.updated',
  ): void {
    writeStoredToken(token);
    this.scheduleRefresh(new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString());
    this.set({ status: 'signed_in', token });
    this.broadcast(event);
  }

  /** Page became visible again. */
  onVisible(): void {
    if (this.snapshot.status !== 'not_loaded' && this.deps.pathname() !== WEB_ROUTES.createAccount)
      void this.sync('visible');
  }

  /**
   * A call answered 401: sync once; undefined when the session is gone. The user
   * is told on /login, where the screen then goes (spec §8, the unauthenticated
   * event): the snapshot says the session expired.
   */
  async refreshAfterUnauthenticated(): Promise<string | undefined> {
    await this.sync('unauthenticated');
    return this.snapshot.status === 'signed_in' ? this.snapshot.token : undefined;
  }

  /**
   * A call answered that the user no longer belongs to the account the token acts on (removed
   * from the team while working in it). The user is told once; the session's next token opens
   * their own account and every screen refetches for it. The failed call is not replayed.
   */
  async accountAccessEnded(): Promise<void> {
    const ended = this.snapshot.token;
    if (ended === undefined || ended !== this.endedAccountToken) {
      this.endedAccountToken = ended;
      this.deps.onError(ACCOUNT_ACCESS_ENDED.message);
    }
    await this.sync('forced');
  }

  /**
   * A sign-in that cannot go on (platform spec §4: the user fetch failed): the session just
   * opened is ended here and on the server, and the state keeps the message for the login form.
   */
  async failSignIn(errorMessage: string): Promise<void> {
    await this.signOut();
    this.set({ status: 'signed_out', token: undefined, errorMessage });
  }

  /** The login form started again: the last failure's message goes. */
  clearError(): void {
    if (this.snapshot.errorMessage) this.set({ ...this.snapshot, errorMessage: undefined });
  }

  async signOut(): Promise<void> {
    try {
      await this.deps.revoke();
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    this.clearLocal('signed-out');
    this.broadcast('signed_out');
  }

  dispose(): void {
    if (this.expiryTimer) this.deps.clearTimer(this.expiryTimer);
    this.deps.channel.close();
  }
}
